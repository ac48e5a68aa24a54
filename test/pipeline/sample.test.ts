// The committed raw/ sample is exactly what the generator writes, and it holds every edge the README promises.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OUT, generate } from '../../pipeline/sample/generate.ts';
import { RAW_SOURCES } from '../../lib/datasets/raw-sources.ts';
import { generatedFiles } from '../../pipeline/inputs/source-doc.ts';
import { RecallModelNamesRule, wholeWord } from '../../lib/rules/recall-model-names.ts';
import { GOLDEN } from '../../pipeline/sample/golden.ts';

type Row = Record<string, string>;

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-'));
  generate({ scale: 'sample', out: tmp });
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

function read(folder: string, file: string, delimiter = ',', encoding: BufferEncoding | 'windows-1255' = 'utf8'): Row[] {
  const bytes = fs.readFileSync(path.join(DEFAULT_OUT, folder, file));
  const text = encoding === 'windows-1255' ? new TextDecoder('windows-1255').decode(bytes) : bytes.toString(encoding);
  // A bulk dump (|) quotes nothing and leaves quotes bare inside values (טסלה ארה"ב).
  return parse(text, { columns: true, delimiter, skip_empty_lines: true, quote: delimiter === '|' ? false : '"' }) as Row[];
}

describe('committed sample', () => {
  it('is reproduced byte for byte by npm run sample', () => {
    const generated = filesUnder(tmp);
    const committed = filesUnder(DEFAULT_OUT).filter((f) => !f.startsWith('rules'));
    expect(committed).toEqual(generated);
    for (const file of generated) {
      expect(fs.readFileSync(path.join(DEFAULT_OUT, file)).equals(fs.readFileSync(path.join(tmp, file))), file).toBe(true);
    }
  });

  it('leaves no half-written file behind when a write fails', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-fail-'));
    try {
      // A directory where the model table should go makes its final rename fail after other files were written.
      fs.mkdirSync(path.join(out, 'model-data', 'model-data.csv'), { recursive: true });
      expect(() => generate({ out })).toThrow();
      expect(fs.existsSync(path.join(out, 'registry', 'registry.csv'))).toBe(true);
      expect(filesUnder(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('removes a FETCH.json an earlier fetch left, so the pipeline never holds the generated rows against it', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-fetched-'));
    try {
      fs.mkdirSync(path.join(out, 'registry'));
      fs.writeFileSync(path.join(out, 'registry', 'FETCH.json'), '{"dataset":"registry","rows":4200000}\n');
      generate({ out });
      expect(fs.existsSync(path.join(out, 'registry', 'FETCH.json'))).toBe(false);
      expect(fs.existsSync(path.join(out, 'registry', 'registry.csv'))).toBe(true);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('stays small enough to commit', () => {
    const bytes = filesUnder(DEFAULT_OUT).reduce((sum, f) => sum + fs.statSync(path.join(DEFAULT_OUT, f)).size, 0);
    expect(bytes).toBeLessThan(8_000_000);
  });
});

describe('edges in the sample', () => {
  let cached: Row[] | undefined;
  const registry = () => (cached ??= read('registry', 'registry.csv', '|'));
  const byPlate = (rows: Row[]) => new Map(rows.map((r) => [r.mispar_rechev, r]));

  it('registry is pipe-delimited with the bulk-file columns and 20,005 rows', () => {
    const header = fs.readFileSync(path.join(DEFAULT_OUT, 'registry/registry.csv'), 'utf8').split('\n', 1)[0];
    expect(header).toBe(RAW_SOURCES.registry.published.join('|'));
    // 20,000 drawn as before (the first golden plates among them) and the 5 golden plates added with the history
    // datasets after them.
    expect(registry()).toHaveLength(20_005);
    expect(
      registry()
        .slice(-5)
        .map((r) => r.mispar_rechev),
    ).toEqual(['10000016', '10000017', '10000021', '10000022', '10000023']);
  });

  it('has 7- and 8-digit plates, unique across every vehicle file', () => {
    const archive = (folder: string) => read(folder, `${folder}.csv`).map((r) => String(Number(r.mispar_rechev)));
    const plates = [
      ...registry().map((r) => r.mispar_rechev),
      ...read('inactive', 'inactive.csv', '|', 'windows-1255').map((r) => r.mispar_rechev),
      ...read('cancelled', 'cancelled.csv', ',', 'windows-1255').map((r) => r.mispar_rechev),
      ...read('personal-imports', 'personal-imports.csv').map((r) => r.mispar_rechev),
      ...archive('cancelled-2010-2016'),
      ...archive('cancelled-2000-2009'),
    ];
    expect(new Set(plates).size).toBe(plates.length);
    expect(plates.some((p) => p?.length === 7)).toBe(true);
    expect(plates.some((p) => p?.length === 8)).toBe(true);
    expect(plates.includes('1000012')).toBe(false);
  });

  it('places the golden plates with the formats the real data uses', () => {
    const cars = byPlate(registry());
    expect(cars.get('1000001')).toMatchObject({ kinuy_mishari: 'SANDERO', tozeret_nm: 'דאציה רומניה', moed_aliya_lakvish: '2016-11' });
    expect(cars.get('10000002')).toMatchObject({ kinuy_mishari: 'COROLLA', sug_delek_nm: 'בנזין', moed_aliya_lakvish: '2024-11' });
    expect(cars.get('10000003')?.moed_aliya_lakvish).toBe('2024-10');
    expect(cars.get('10000004')?.moed_aliya_lakvish).toBe('2017-11');
    expect(cars.get('10000005')?.moed_aliya_lakvish).toBe('2017-10');
    expect(cars.get('10000006')).toMatchObject({ sug_degem: 'M', sug_delek_nm: 'דיזל', kinuy_mishari: 'TRANSIT' });
    expect(cars.get('10000007')?.sug_delek_nm).toBe('חשמל/בנזין');
    expect(cars.get('10000008')?.sug_delek_nm).toBe('חשמל');
    expect(cars.has('1000010') || cars.has('1000011') || cars.has('1000012')).toBe(false);
    expect(byPlate(read('inactive', 'inactive.csv', '|', 'windows-1255')).has('1000010')).toBe(true);
    // The current cancellation file gives the road date as a year and the cancellation date as a timestamp.
    expect(byPlate(read('cancelled', 'cancelled.csv', ',', 'windows-1255')).get('1000011')).toMatchObject({
      bitul_dt: '2024-08-14T00:00:00',
      moed_aliya_lakvish: '2010',
    });
  });

  it('writes the history datasets in their published formats, consistent with the registry', () => {
    const cars = byPlate(registry());
    const history = read('vehicle-history', 'vehicle-history.csv');
    // Partial coverage: most registry plates but not all have a row; the golden plate without one has none.
    const covered = history.filter((h) => cars.has(h.mispar_rechev)).length;
    expect(covered / cars.size).toBeGreaterThan(0.5);
    expect(covered).toBeLessThan(cars.size);
    expect(history.some((h) => h.mispar_rechev === '10000021')).toBe(false);
    expect(history.every((h) => /^\d{4}-\d{2}-\d{2} 00:00:00$/.test(h.rishum_rishon_dt ?? ''))).toBe(true);
    // Change flags are rare.
    expect(history.filter((h) => h.shnui_zeva_ind === '1').length / history.length).toBeLessThan(0.05);
    const owners = read('ownership-changes', 'ownership-changes.csv');
    expect(owners.every((o) => /^20(1[7-9]|2\d)(0[1-9]|1[0-2])$/.test(o.baalut_dt ?? ''))).toBe(true);
    // As in the real file (data-sources.md §10): no row before the first registration; a car first registered from
    // 2017 on begins with a row on its road month (its first registration), every later row is after it.
    const month = (moed: string) => Number(moed.split('-')[0]) * 100 + Number(moed.split('-')[1]);
    const ofCar = new Map<string, string[]>();
    for (const o of owners.filter((x) => cars.has(x.mispar_rechev)))
      ofCar.set(o.mispar_rechev!, [...(ofCar.get(o.mispar_rechev!) ?? []), o.baalut_dt!]);
    // Golden plates carry the rows written for them (raw/README.md), some without a first registration.
    const golden = (plate: string) => GOLDEN.some((g) => String(g.plate) === plate);
    let firstRegistrations = 0;
    for (const [plate, months] of ofCar) {
      const road = month(cars.get(plate)!.moed_aliya_lakvish!);
      expect(Number(months[0]), plate).toBeGreaterThanOrEqual(road);
      if (Number(months[0]) === road) firstRegistrations++;
      else if (!golden(plate)) expect(road, plate).toBeLessThan(201701);
    }
    for (const [plate, car] of cars)
      if (month(car.moed_aliya_lakvish!) >= 201701 && !golden(String(plate)))
        expect(ofCar.get(String(plate))?.[0], plate).toBe(String(month(car.moed_aliya_lakvish!)));
    expect(firstRegistrations).toBeGreaterThan(1000);
    // Rows repeat exactly (17 of 276 successive pairs in the real file) and dealers are common (99 of 410 rows).
    const pairs = owners
      .slice(1)
      .map((o, i) => [owners[i]!, o] as const)
      .filter(([a, b]) => a.mispar_rechev === b.mispar_rechev);
    const repeats = pairs.filter(([a, b]) => a.baalut_dt === b.baalut_dt && a.baalut === b.baalut).length;
    expect(repeats / pairs.length).toBeGreaterThan(0.03);
    expect(repeats / pairs.length).toBeLessThan(0.12);
    const dealers = owners.filter((o) => o.baalut === 'סוחר').length / owners.length;
    expect(dealers).toBeGreaterThan(0.05);
    expect(dealers).toBeLessThan(0.35);
    // The personal-import file's import types as the real one writes them.
    const imports = new Set(read('personal-imports', 'personal-imports.csv').map((r) => r.sug_yevu));
    for (const type of ['יבוא אישי-משומש', 'יבוא אישי-חדש', 'עולה חדש']) expect(imports, type).toContain(type);
    expect(read('registry-extras', 'registry-extras.csv').map((r) => r.mispar_rechev)).toEqual(registry().map((r) => r.mispar_rechev));
    // The archives store the plate zero-padded to 8 characters.
    expect(read('cancelled-2010-2016', 'cancelled-2010-2016.csv').every((r) => r.mispar_rechev?.length === 8)).toBe(true);
    expect(read('cancelled-2000-2009', 'cancelled-2000-2009.csv').find((r) => r.mispar_rechev === '01000020')?.bitul_dt).toBe('2009-07-21');
  });

  it("carries the real files' shapes (data notes, section 9)", () => {
    const cancelled = read('cancelled', 'cancelled.csv', ',', 'windows-1255');
    const archives = ['cancelled-2010-2016', 'cancelled-2000-2009'].flatMap((f) => read(f, `${f}.csv`));
    const all = [...cancelled, ...archives];
    // About a third of the cancellation rows have no make or model code.
    const codeless = all.filter((r) => r.tozeret_cd === '' && r.degem_cd === '').length / all.length;
    expect(codeless).toBeGreaterThan(0.3);
    expect(codeless).toBeLessThan(0.37);
    expect(cancelled.every((r) => /^\d{4}$/.test(r.moed_aliya_lakvish ?? ''))).toBe(true);
    expect(cancelled.every((r) => /^\d{4}-\d{2}-\d{2}T00:00:00$/.test(r.bitul_dt ?? ''))).toBe(true);
    // Leasing is החכר in the ownership file, ליסינג in the registry.
    const owners = new Set(read('ownership-changes', 'ownership-changes.csv').map((o) => o.baalut));
    expect(owners.has('החכר')).toBe(true);
    expect(owners.has('ליסינג')).toBe(false);
    expect(registry().some((r) => r.baalut === 'ליסינג')).toBe(true);
    // The history's origin is mostly empty.
    const history = read('vehicle-history', 'vehicle-history.csv');
    expect(history.filter((h) => h.mkoriut_nm === '').length / history.length).toBeGreaterThan(0.8);
    // The continuation repeats the registry's codes; 2020-era test dates are timestamps; numbers come as text.
    expect(Object.keys(read('registry-extras', 'registry-extras.csv')[0]!)).toEqual(
      expect.arrayContaining(['tozeret_cd', 'degem_cd', 'sug_degem']),
    );
    const inactive = read('inactive', 'inactive.csv', '|', 'windows-1255');
    expect(inactive.some((r) => /^20(1\d|20)-\d{2}-\d{2}T00:00:00$/.test(r.mivchan_acharon_dt ?? ''))).toBe(true);
    expect(read('personal-imports', 'personal-imports.csv').some((r) => /^\d+\.0$/.test(r.nefach_manoa ?? ''))).toBe(true);
    // The registry is unquoted, with a bare quote inside a value.
    expect(fs.readFileSync(path.join(DEFAULT_OUT, 'registry/registry.csv'), 'utf8')).toContain('|טסלה ארה"ב|');
  });

  it('never zero-pads the first-registration month', () => {
    expect(registry().every((r) => /^\d{4}-([1-9]|1[0-2])$/.test(r.moed_aliya_lakvish ?? ''))).toBe(true);
  });

  it('cuts make names at 14 characters, as the ministry does', () => {
    const names = new Set(registry().map((r) => r.tozeret_nm));
    expect(names.has('מיצובישי תאילנ')).toBe(true);
    expect([...names].every((n) => (n ?? '').length <= 14)).toBe(true);
  });

  it('tells an ordinary hybrid apart only in the model table', () => {
    const corolla = read('model-data', 'model-data.csv').find((m) => m.degem_cd === '1790' && m.shnat_yitzur === '2024');
    expect(corolla).toMatchObject({ technologiat_hanaa_nm: 'היברידי רגיל', delek_nm: 'בנזין' });
  });

  it('keeps the forbidden safety columns in raw input so the pipeline must drop them', () => {
    const model = read('model-data', 'model-data.csv');
    expect(model.some((m) => m.nikud_betihut !== '')).toBe(true);
    expect(model.some((m) => m.ramat_eivzur_betihuty !== '')).toBe(true);
  });

  it('writes the cancellation file in windows-1255', () => {
    const bytes = fs.readFileSync(path.join(DEFAULT_OUT, 'cancelled/cancelled.csv'));
    expect(bytes.includes(Buffer.from('מזדה', 'utf8'))).toBe(false);
    expect(bytes.includes(Buffer.from([0xee, 0xe6, 0xe3, 0xe4]))).toBe(true); // מזדה
  });

  it('lists open recalls for the golden plates and none for plates without', () => {
    const open = read('open-recalls', 'open-recalls.csv');
    expect(
      open
        .filter((r) => r.MISPAR_RECHEV === '10000009')
        .map((r) => r.RECALL_ID)
        .sort(),
    ).toEqual(['12350', '12361']);
    expect(open.filter((r) => r.MISPAR_RECHEV === '1000015').map((r) => r.RECALL_ID)).toEqual(['11960']);
    expect(open.some((r) => r.MISPAR_RECHEV === '10000002')).toBe(false);
  });

  it('uses recall make codes that never equal a registry tozeret_cd', () => {
    const codes = new Set(registry().map((r) => r.tozeret_cd));
    const recalls = read('recall-notices', 'recall-notices.csv');
    expect(recalls.some((r) => r.DEGEM === 'VITO,VIANO')).toBe(true);
    expect(recalls.every((r) => !codes.has(r.TOZAR_CD ?? ''))).toBe(true);
  });

  it('carries the recall texts no simple matcher reads: codes of every shape the rules know, fuel and drive words, lists', () => {
    const rule = RecallModelNamesRule.parse(
      JSON.parse(fs.readFileSync(path.join(DEFAULT_OUT, 'rules', 'recall-model-names.json'), 'utf8')),
    );
    const texts = read('recall-notices', 'recall-notices.csv').map((r) => r.DEGEM ?? '');
    // Each code shape after a name (a text of two words or more ending in it).
    for (const c of rule.code_patterns)
      expect(
        texts.some((t) => t.includes(' ') && wholeWord(c.pattern).test(t.split(' ').at(-1)!)),
        c.pattern,
      ).toBe(true);
    // A fuel word of every group the rules list but diesel, one in a spelling of several words, and a drive word.
    for (const group of rule.powertrain_words.filter((g) => g.words[0] !== 'DIESEL'))
      expect(
        texts.some((t) => group.words.some((w) => ` ${t} `.includes(` ${w} `))),
        group.words[0],
      ).toBe(true);
    expect(texts).toContain('OUTLANDER PLUG IN HYBRID');
    expect(texts.some((t) => t.split(' ').some((w) => rule.drop_words.includes(w) && w !== 'HUNTER' && w !== 'LEXUS'))).toBe(true);
    // Lists naming a model the sample lacks, and texts that must stay unattached.
    expect(texts).toEqual(
      expect.arrayContaining(['I10 I20 I30', 'PICANTO SPORTAGE SORENTO', 'TUCSON PHEV', 'IONIQ 6', 'GR YARIS', '3 CX']),
    );
  });

  it('marks exactly the eligible plates for the retrofit discount', () => {
    const eligible = new Set(read('retrofit-eligible', 'retrofit-eligible.csv').map((r) => r.mispar_rechev));
    expect(eligible.has('1000001')).toBe(true);
    expect(eligible.has('10000004')).toBe(false);
    expect(eligible.has('1000015')).toBe(false);
  });

  it('gives some list-price keys several prices and leaves about a third unmatched', () => {
    const keys = new Set(registry().map((r) => `${r.tozeret_cd}|${r.degem_cd}|${r.shnat_yitzur}`));
    const prices = read('list-prices', 'list-prices.csv');
    const perKey = new Map<string, number>();
    for (const p of prices) {
      const k = `${p.tozeret_cd}|${p.degem_cd}|${p.shnat_yitzur}`;
      perKey.set(k, (perKey.get(k) ?? 0) + 1);
    }
    expect([...perKey.values()].some((n) => n >= 2)).toBe(true);
    const matched = prices.filter((p) => keys.has(`${p.tozeret_cd}|${p.degem_cd}|${p.shnat_yitzur}`)).length / prices.length;
    expect(matched).toBeGreaterThan(0.55);
    expect(matched).toBeLessThan(0.8);
  });

  it('counts per model key agree with the registry and inactive files', () => {
    const counts = read('model-counts', 'model-counts.csv').find((c) => c.degem_cd === '1790' && c.shnat_yitzur === '2024');
    const active = registry().filter((r) => r.degem_cd === '1790' && r.shnat_yitzur === '2024' && r.tozeret_cd === '839').length;
    expect(Number(counts?.mispar_rechavim_pailim)).toBe(active);
  });

  it('labels the by-model theft figures as a sample and keeps the reported national totals', () => {
    const thefts = read('police-thefts', 'thefts-by-model.csv');
    expect(thefts.every((t) => t.sample === 'true')).toBe(true);
    expect(thefts.some((t) => t.model === 'COROLLA')).toBe(true);
    expect(thefts.some((t) => t.model === 'SWIFT' || t.model === 'MODEL 3')).toBe(false);
    const national = read('police-thefts', 'national-totals.csv');
    // Every series as reported (data-sources section 3), each row naming its series: they disagree on 2022-2025.
    const of = (series: RegExp) => national.filter((n) => series.test(n.series ?? '')).map((n) => [n.year, n.thefts]);
    expect(of(/Knesset/)).toEqual([
      ['2021', '12256'],
      ['2022', '16305'],
      ['2023', '19094'],
      ['2024', '18076'],
    ]);
    expect(of(/August 2025/)).toEqual([
      ['2021', '12256'],
      ['2022', '16035'],
      ['2023', '19094'],
      ['2024', '18076'],
    ]);
    expect(of(/December 2025/)).toEqual([
      ['2022', '16319'],
      ['2023', '19982'],
      ['2024', '18759'],
      ['2025', '15153'],
    ]);
    expect(of(/rounded/)).toEqual([['2025', '15200']]);
    const policeDoc = fs.readFileSync(path.join(DEFAULT_OUT, 'police-thefts/SOURCE.md'), 'utf8');
    expect(policeDoc).toContain('SAMPLE FIGURES');
    // The by-model file is the sample; the reported national totals are not.
    expect([...generatedFiles(policeDoc)]).toEqual(['thefts-by-model.csv']);
  });

  it('documents every folder with its resource id and checksums', () => {
    for (const source of Object.values(RAW_SOURCES)) {
      const doc = fs.readFileSync(path.join(DEFAULT_OUT, source.folder, 'SOURCE.md'), 'utf8');
      expect(doc).toContain(source.resource_id);
      expect(doc).toMatch(/generated sample in the real schema/);
      expect([...generatedFiles(doc)]).toEqual([source.file]);
      expect(doc).toMatch(/`[0-9a-f]{64}`/);
    }
  });
});
