// A tiny raw/ folder in the published column layouts, for pipeline tests that must not depend on the sample.
import { mkdirSync, writeFileSync, copyFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { cancelled as cancelledDataset } from '../../lib/datasets/cancelled.ts';
import { ownershipChanges } from '../../lib/datasets/ownership-changes.ts';
import { personalImports } from '../../lib/datasets/personal-imports.ts';
import { registryExtras } from '../../lib/datasets/registry-extras.ts';
import { vehicleHistory } from '../../lib/datasets/vehicle-history.ts';
import { recallNotices } from '../../lib/datasets/recall-notices.ts';
import { registry } from '../../lib/datasets/registry.ts';
import { listPrices } from '../../lib/datasets/list-prices.ts';
import { modelCounts } from '../../lib/datasets/model-counts.ts';
import { SAFETY_FLAGS } from '../../lib/datasets/model-data.ts';
import { generatedSampleRow } from '../../pipeline/inputs/source-doc.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function csv(rows: (string | number | null)[][], delimiter = ','): string {
  return (
    rows
      .map((r) =>
        r
          .map((v) => {
            const s = v === null ? '' : String(v);
            return /[",\n|]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
          })
          .join(delimiter),
      )
      .join('\n') + '\n'
  );
}

// The published layouts come from the dataset descriptors; the model table below is a deliberately reduced one
// (its safety flags are the descriptor's).
const REGISTRY_COLUMNS = ['_id', ...registry.published];

const MODEL_COLUMNS = [
  'sug_degem',
  'tozeret_cd',
  'tozeret_nm',
  'tozeret_eretz_nm',
  'tozar',
  'degem_cd',
  'degem_nm',
  'shnat_yitzur',
  'ramat_gimur',
  'kinuy_mishari',
  'merkav',
  'kvuzat_agra_cd',
  'nefah_manoa',
  'koah_sus',
  'delek_cd',
  'delek_nm',
  'technologiat_hanaa_nm',
  'mispar_kariot_avir',
  'CO2_WLTP',
  'nikud_betihut',
  'ramat_eivzur_betihuty',
  ...SAFETY_FLAGS,
];

function registryRow(
  id: number,
  plate: number,
  make: [number, string],
  model: [number, string, string],
  year: number,
  kinuy: string,
  fuel: string,
  onRoad: string,
  sug = 'P',
) {
  return [
    id,
    plate,
    make[0],
    sug,
    make[1],
    model[0],
    model[1],
    model[2],
    3,
    15,
    year,
    'ENG1',
    '2026-05-01',
    '2027-05-01',
    'פרטי',
    'VIN',
    10,
    'לבן',
    '205/55R16',
    '205/55R16',
    fuel,
    1,
    onRoad,
    kinuy,
  ];
}

const TOYOTA: [number, string] = [413, 'טויוטה יפן'];
const TOYOTA_TR: [number, string] = [414, 'טויוטה טורקיה'];
const MERCEDES: [number, string] = [38, 'מרצדס בנץ גרמני'];

/** The retrieval day the tiny folders' SOURCE.md give unless told otherwise: their data date. */
export const TINY_RAW_DATE = '2026-11-20';

/** Writes the tiny raw folder into dir (rules copied from the project's raw/rules), retrieved on the given day. */
export function writeTinyRaw(dir: string, retrieved = TINY_RAW_DATE): void {
  const write = (folder: string, file: string, content: string | Buffer) => {
    mkdirSync(path.join(dir, folder), { recursive: true });
    writeFileSync(path.join(dir, folder, file), content);
    writeFileSync(
      path.join(dir, folder, 'SOURCE.md'),
      `# ${folder}\nTiny test fixture written by test/pipeline/tiny-raw.ts. Licence: test data. Retrieved ${retrieved}.\n`,
    );
  };
  const reg = [
    REGISTRY_COLUMNS,
    registryRow(1, 1234567, TOYOTA, [1, 'ZRE172L', 'SUN'], 2020, 'COROLLA', 'בנזין', '2020-3'),
    registryRow(2, 12345678, TOYOTA_TR, [2, 'ZWE211L', 'HYBRID'], 2022, 'COROLLA', 'בנזין', '2022-1'),
    registryRow(3, 2345678, TOYOTA_TR, [2, 'ZWE211L', 'HYBRID'], 2022, 'COROLLA', 'בנזין', '2022-2'),
    registryRow(4, 3456789, MERCEDES, [7, '639', 'VITO'], 2018, 'VITO', 'דיזל', '2018-7', 'M'),
  ];
  write('registry', 'registry.csv', csv(reg, '|'));
  const model = (
    sug: string,
    make: [number, string],
    code: number,
    codeName: string,
    year: number,
    trim: string,
    kinuy: string,
    group: number,
    cc: number,
    fuel: string,
    tech: string,
    co2: number,
    flags: number[],
  ) => [
    sug,
    make[0],
    make[1],
    make[1].split(' ')[1]!,
    make[1].split(' ')[0]!,
    code,
    codeName,
    year,
    trim,
    kinuy,
    'סדאן',
    group,
    cc,
    120,
    1,
    fuel,
    tech,
    6,
    co2,
    5,
    6,
    ...SAFETY_FLAGS.map((_, i) => flags[i] ?? 0),
  ];
  write(
    'model-data',
    'model-data.csv',
    csv([
      MODEL_COLUMNS,
      model('P', TOYOTA, 1, 'ZRE172L', 2020, 'SUN', 'COROLLA', 3, 1598, 'בנזין', 'הנעה רגילה', 150, [1, 1, 1]),
      model('P', TOYOTA_TR, 2, 'ZWE211L', 2022, 'HYBRID', 'COROLLA', 4, 1798, 'בנזין', 'היברידי רגיל', 101, [1, 1, 1, 1]),
      model('M', MERCEDES, 7, '639', 2018, 'VITO', 'VITO', 6, 2143, 'דיזל', 'הנעה רגילה', 212, [1]),
    ]),
  );
  write(
    'model-counts',
    'model-counts.csv',
    csv([
      [...modelCounts.published],
      ['P', 413, 'טויוטה יפן', 'טויוטה', 1, 'ZRE172L', 2020, 1, 2, 'COROLLA'],
      ['P', 414, 'טויוטה טורקיה', 'טויוטה', 2, 'ZWE211L', 2022, 2, 0, 'COROLLA'],
      ['M', 38, 'מרצדס בנץ גרמני', 'מרצדס בנץ', 7, '639', 2018, 1, 1, 'VITO'],
    ]),
  );
  write(
    'recall-notices',
    'recall-notices.csv',
    csv([
      [...recallNotices.published],
      [
        11026,
        38,
        'MERCEDES BENZ',
        'VITO,VIANO',
        2019,
        '2017-01-01',
        '2018-12-31',
        'רגיל',
        'חשמל',
        'ממסר מאוור מזגן',
        'החלפת ממסר',
        '',
        'כלמוביל',
        '03-0000000',
        'example.co.il',
      ],
      [
        11029,
        105,
        'SUZUKI MOTORCYCLES',
        'EXEL  SUZUK',
        2010,
        '2010-01-03',
        '2010-12-31',
        'רגיל',
        'מנוע',
        'וסת מתח',
        'החלפה',
        '',
        '',
        '',
        '',
      ],
    ]),
  );
  write(
    'open-recalls',
    'open-recalls.csv',
    csv([
      ['MISPAR_RECHEV', 'RECALL_ID', 'SUG_RECALL', 'SUG_TAKALA', 'TEUR_TAKALA', 'TAARICH_PTICHA'],
      [3456789, 11026, 'רגיל', 'חשמל', 'ממסר מאוור מזגן', '2019-02-01'],
    ]),
  );
  write(
    'list-prices',
    'list-prices.csv',
    csv([
      [...listPrices.published],
      [1, 'יבואן', 'P', 413, 'טויוטה יפן', 1, 'ZRE172L', 2020, 125000, 'COROLLA'],
      [1, 'יבואן', 'P', 413, 'טויוטה יפן', 1, 'ZRE172L', 2020, 119000, 'COROLLA'],
    ]),
  );
  write(
    'retrofit-eligible',
    'retrofit-eligible.csv',
    csv([
      ['mispar_rechev', 'updated_dt'],
      [1234567, '2026-11-01'],
    ]),
  );
  write(
    'inactive',
    'inactive.csv',
    csv([REGISTRY_COLUMNS, registryRow(9, 7654321, TOYOTA, [1, 'ZRE172L', 'SUN'], 2020, 'COROLLA', 'בנזין', '2020-5')]),
  );
  const cancelled = csv([
    [...cancelledDataset.published],
    [
      '01111111',
      413,
      'טויוטה יפן',
      1,
      'ZRE172L',
      1,
      'פרטי נוסעים',
      '2005-4',
      '2025-01-05',
      'VIN',
      '',
      'ENG',
      '',
      1500,
      'SUN',
      2,
      15,
      2005,
      'פרטי',
      'כסף',
      '',
      '',
      'בנזין',
      1,
      'COROLLA',
    ],
  ]);
  const bytes = Uint8Array.from(
    [...cancelled].map((ch) => {
      const c = ch.charCodeAt(0);
      return c >= 0x5d0 && c <= 0x5ea ? c - 0x5d0 + 0xe0 : c; // Hebrew letters in windows-1255
    }),
  );
  write('cancelled', 'cancelled.csv', Buffer.from(bytes));
  // The archives: the cancellation file's columns, every value text, plates padded to 8 characters.
  const archiveRow = (plate: string, bitul: string, year: number) =>
    [plate, '413', 'טויוטה יפן', '1', 'ZRE172L', '1', 'פרטי נוסעים', `${year}-4`, bitul, 'VIN', '', 'ENG', '', '1500', 'SUN', ''].concat([
      '15',
      String(year),
      'פרטי',
      'כסף',
      '',
      '',
      'בנזין',
      '1',
      'COROLLA',
    ]);
  write(
    'cancelled-2010-2016',
    'cancelled-2010-2016.csv',
    csv([[...cancelledDataset.published], archiveRow('02222222', '2012-06-30', 2004)]),
  );
  write(
    'cancelled-2000-2009',
    'cancelled-2000-2009.csv',
    csv([[...cancelledDataset.published], archiveRow('03333333', '2003-02-11', 2001)]),
  );
  write(
    'personal-imports',
    'personal-imports.csv',
    csv([
      [...personalImports.published],
      [4444444, 'VIN', 413, 'טויוטה יפן', 'פרטי', 'COROLLA GR', 1400, 2019, 1618, 'יפן', 'G16E', '2026-03-01', '2027-03-01'].concat([
        'יבוא אישי',
        '2019-8',
        'בנזין',
      ]),
    ]),
  );
  write(
    'vehicle-history',
    'vehicle-history.csv',
    csv([
      [...vehicleHistory.published],
      [1234567, 'ENG1', 65000, 0, 0, 1, 0, '2020-03-04 00:00:00', 'יבוא סדיר'],
      [12345678, 'ENG2', null, 0, 0, 0, 0, '2022-01-09 00:00:00', 'יבוא סדיר'],
    ]),
  );
  write(
    'ownership-changes',
    'ownership-changes.csv',
    csv([[...ownershipChanges.published], [1234567, 202105, 'ליסינג'], [1234567, 202303, 'פרטי']]),
  );
  write(
    'registry-extras',
    'registry-extras.csv',
    csv([
      [...registryExtras.published],
      [1234567, '91', '91', 'H', 'H', 'אין וו גרירה', 413, 1, 'P'],
      [3456789, '109', '109', 'R', 'R', 'וו גרירה קבוע', 38, 7, 'M'],
    ]),
  );
  write(
    'police-thefts',
    'thefts-by-model.csv',
    csv([
      ['make', 'model', 'theft_year', 'production_year', 'thefts', 'recovered', 'sample'],
      ['TOYOTA', 'COROLLA', 2025, 2020, 1, 0, 'true'],
      ['טויוטה', 'COROLLA', 2024, 2022, 2, 1, 'true'],
    ]),
  );
  write(
    'police-thefts',
    'national-totals.csv',
    csv([
      ['series', 'published', 'year', 'thefts', 'approximate', 'note'],
      ['reported', '2025-08', 2024, 18076, 'false', ''],
      ['reported', '2025-08', 2025, 15200, 'true', 'rounded'],
    ]),
  );
  // Its rows are sample figures (sample=true), which its SOURCE.md must say too; the ministry files are not.
  writeFileSync(
    path.join(dir, 'police-thefts', 'SOURCE.md'),
    `# police-thefts\nTiny test fixture. Licence: test data. Retrieved ${retrieved}.\n\n| | |\n|---|---|\n` +
      `${generatedSampleRow(['thefts-by-model.csv'])}\n`,
  );
  mkdirSync(path.join(dir, 'rules'), { recursive: true });
  for (const f of readdirSync(path.join(ROOT, 'raw/rules'))) copyFileSync(path.join(ROOT, 'raw/rules', f), path.join(dir, 'rules', f));
}

if (process.argv[1] === import.meta.filename) writeTinyRaw(path.resolve(process.argv[2] ?? '.tiny-raw'));
