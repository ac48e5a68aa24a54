// The recall-notice matcher on real notice texts (the kinds a public match of the 3,628 real notices reported,
// and three verbatim records in test/fixtures/ckan/), with the project's own rule table: each kind resolves as
// the rules say, and a text that is unknown or names several models is attached to nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MakeNamesRule } from '../../lib/rules/make-names.ts';
import { RecallModelNamesRule } from '../../lib/rules/recall-model-names.ts';
import { nameKey } from '../../pipeline/steps/make-map.ts';
import { recallModelMatcher, type RegistryModelName } from '../../pipeline/steps/recall-model-match.ts';

const RULES = path.resolve(import.meta.dirname, '../../raw/rules');
const rule = RecallModelNamesRule.parse(JSON.parse(readFileSync(path.join(RULES, 'recall-model-names.json'), 'utf8')));
const makeNames = MakeNamesRule.parse(JSON.parse(readFileSync(path.join(RULES, 'make-names.json'), 'utf8')));
const aliases = makeNames.makes.flatMap((m) =>
  [m.slug, m.name_en, ...m.aliases_en].map((name) => ({ make_slug: m.slug, alias_key: nameKey(name) })),
);
const verbatim = JSON.parse(readFileSync(new URL('../fixtures/ckan/recall-notices-sample-rows.json', import.meta.url), 'utf8')) as {
  records: { RECALL_ID: number; TOZAR_TEUR: string; DEGEM: string }[];
};

/** Registry model names as variants.sql gives them, each slug from its own spelling (MAZDA3 and MAZDA 3 both). */
const REGISTRY: Record<string, string[]> = {
  toyota: ['COROLLA', 'YARIS', 'YARIS HYBRID', 'C-HR HYBRID', 'HILUX', 'LAND CRUISER'],
  lexus: ['RX', 'NX'],
  mazda: ['MAZDA3', 'MAZDA 3', 'CX-5'],
  mitsubishi: ['L200', 'L 200', 'OUTLANDER'],
  hyundai: ['TUCSON', 'IONIQ 5', 'I20'],
  'mercedes-benz': ['VITO', 'GLE', 'SPRINTER'],
  nissan: ['X-TRAIL', 'QASHQAI'],
  ford: ['TRANSIT CONNECT', 'TRANSIT CUSTOM'],
  isuzu: ['D-MAX'],
  chrysler: ['GRAND CHEROKEE'],
  jeep: ['WRANGLER'],
  tesla: ['MODEL 3', 'MODEL Y'],
  bmw: ['318I', 'X5'],
};
/** The fuel classes of each name's cars; a name not listed has petrol cars only. */
const FUELS: Record<string, string[]> = {
  COROLLA: ['hybrid', 'petrol'],
  'YARIS HYBRID': ['hybrid'],
  'C-HR HYBRID': ['hybrid'],
  HILUX: ['diesel'],
  'LAND CRUISER': ['diesel'],
  RX: ['hybrid', 'petrol'],
  NX: ['hybrid', 'plugin_hybrid'],
  L200: ['diesel'],
  'L 200': ['diesel'],
  OUTLANDER: ['petrol'],
  'OUTLANDER PHEV': ['plugin_hybrid'],
  NIRO: ['hybrid'],
  'KONA EV': ['electric'],
  'RAV4 PHEV': ['plugin_hybrid'],
  'RAV4 PLUG IN': ['plugin_hybrid'],
  'IONIQ 5': ['electric'],
  VITO: ['diesel'],
  SPRINTER: ['diesel'],
  GLE: ['diesel', 'plugin_hybrid'],
  'TRANSIT CONNECT': ['diesel'],
  'TRANSIT CUSTOM': ['diesel'],
  'D-MAX': ['diesel'],
  'MODEL 3': ['electric'],
  'MODEL Y': ['electric'],
};
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const registry = (extra: Record<string, string[]> = {}, fuels: Record<string, string[]> = {}): RegistryModelName[] =>
  Object.entries({ ...REGISTRY, ...extra }).flatMap(([make, names]) =>
    names.map((name) => ({ make_slug: make, model_slug: slug(name), name, fuels: fuels[name] ?? FUELS[name] ?? ['petrol'] })),
  );

const resolve = recallModelMatcher(rule, aliases, registry());
const models = (make: string, model: string) => {
  const r = resolve(make, model);
  return r.status === 'matched' ? r.models.map((m) => `${m.make_slug}/${m.model_slug}`) : r.status;
};

describe('recall notice texts resolved by raw/rules/recall-model-names.json', () => {
  it('folds the registry spellings of one name together (MAZDA3 and MAZDA 3, L200 and L 200)', () => {
    expect(models('MAZDA', 'MAZDA3')).toEqual(['mazda/mazda-3', 'mazda/mazda3']);
    expect(models('MAZDA', 'MAZDA 3')).toEqual(['mazda/mazda-3', 'mazda/mazda3']);
    expect(models('MITSUBISHI', 'L 200')).toEqual(['mitsubishi/l-200', 'mitsubishi/l200']);
    expect(models('TOYOTA', 'C-HR HYBRID')).toEqual(['toyota/c-hr-hybrid']);
  });

  it('reads a make-less number with the make prefix (MAZDA "3"), and leaves one the registry has not unattached', () => {
    expect(models('MAZDA', '3')).toEqual(['mazda/mazda-3', 'mazda/mazda3']);
    expect(resolve('MAZDA', '6')).toMatchObject({ status: 'unmatched', reason: 'unknown_word', detail: '"6" names no model of mazda' });
    // BMW has no prefix rule: its "3" names no model, and is not guessed to be the 318I.
    expect(resolve('BMW', '3')).toMatchObject({ status: 'unmatched', reason: 'unknown_word' });
    expect(models('TESLA', 'MODEL 3/Y')).toEqual(['tesla/model-3', 'tesla/model-y']);
  });

  it('corrects the listed misspellings (TUSCON, HIBRID, X TRAIK, CONNET)', () => {
    expect(models('HYUNDAI', 'TUSCON')).toEqual(['hyundai/tucson']);
    expect(models('TOYOTA', 'YARIS HIBRID')).toEqual(['toyota/yaris-hybrid']);
    expect(models('NISSAN', 'X TRAIK')).toEqual(['nissan/x-trail']);
    expect(models('FORD', 'TRANSIT CONNET')).toEqual(['ford/transit-connect']);
  });

  it('drops chassis, generation and engine codes after a model name (NX4E, J12, GLE 167, SPRINTER 906)', () => {
    expect(models('HYUNDAI', 'TUCSON NX4E')).toEqual(['hyundai/tucson']);
    expect(models('HYUNDAI', 'TUSCON NX4')).toEqual(['hyundai/tucson']);
    expect(models('NISSAN', 'QASHQAI J12')).toEqual(['nissan/qashqai']);
    expect(models('MERCEDES BENZ', 'GLE 167')).toEqual(['mercedes-benz/gle']);
    expect(models('MERCEDES BENZ', 'SPRINTER 906')).toEqual(['mercedes-benz/sprinter']);
    // Only after a name: a word of a code's shape before one may be part of its name (GR YARIS is no YARIS).
    expect(resolve('HYUNDAI', 'NX4E')).toMatchObject({ status: 'unmatched', reason: 'unknown_word' });
    expect(resolve('TOYOTA', 'GR YARIS')).toMatchObject({ status: 'unmatched', reason: 'unknown_word' });
    expect(resolve('MITSUBISHI', 'HUNTER')).toMatchObject({ status: 'unmatched', reason: 'codes_only' });
  });

  it('drops a code of any shape after a name, read by the general code shapes of the rules (GF0W, BK, X250, 214)', () => {
    const r = recallModelMatcher(rule, aliases, registry({ jaguar: ['XF', 'XE'], 'mercedes-benz': ['E CLASS', 'VITO'] }));
    const got = (make: string, model: string) => {
      const x = r(make, model);
      return x.status === 'matched' ? x.models.map((m) => `${m.make_slug}/${m.model_slug}`) : x.status;
    };
    expect(got('MITSUBISHI', 'OUTLANDER GF0W')).toEqual(['mitsubishi/outlander']);
    expect(got('MAZDA', '3 BK')).toEqual(['mazda/mazda-3', 'mazda/mazda3']);
    expect(got('JAGUAR', 'XF X250')).toEqual(['jaguar/xf']);
    expect(got('MERCEDES BENZ', 'E CLASS 214')).toEqual(['mercedes-benz/e-class']);
    expect(got('TOYOTA', 'HILUX AN120')).toEqual(['toyota/hilux']);
    // A word of a code's shape that is itself a name is a name: XF XE is a list of two models.
    expect(got('JAGUAR', 'XF XE')).toEqual(['jaguar/xe', 'jaguar/xf']);
  });

  it('keeps a text unattached where the word after the name could be another model', () => {
    // CX is a word of the name CX-5: "3 CX" may be cut from a list naming CX-5 or CX-30, so CX is no code.
    expect(resolve('MAZDA', '3 CX')).toEqual({
      status: 'unmatched',
      reason: 'longer_name_only',
      detail: '"CX" only begins the name CX 5',
    });
    // A number after a name is no code: IONIQ 6 is another car than the IONIQ 5, and no IONIQ is attached.
    expect(resolve('HYUNDAI', 'IONIQ 6')).toMatchObject({ status: 'unmatched', reason: 'longer_name_only' });
    // A whole word after a name may be what tells it apart (COROLLA CROSS is no COROLLA).
    expect(resolve('TOYOTA', 'COROLLA CROSS')).toMatchObject({ status: 'unmatched', reason: 'unknown_word' });
    // Three letters are no code's shape: GTI may be another model.
    expect(resolve('MAZDA', 'CX-5 GTI')).toMatchObject({ status: 'unmatched', reason: 'unknown_word' });
  });

  it('reads fuel words in any spelling, and keeps a model only where the registry holds cars of that fuel', () => {
    const r = recallModelMatcher(
      rule,
      aliases,
      registry({
        mitsubishi: ['OUTLANDER', 'OUTLANDER PHEV'],
        toyota: [...REGISTRY.toyota!, 'RAV4 PHEV', 'RAV4 PLUG IN'],
        hyundai: [...REGISTRY.hyundai!, 'KONA EV'],
        kia: ['SPORTAGE', 'NIRO'],
      }),
    );
    const got = (make: string, model: string) => {
      const x = r(make, model);
      return x.status === 'matched' ? x.models.map((m) => `${m.make_slug}/${m.model_slug}`) : [x.status, 'reason' in x && x.reason];
    };
    // Every spelling of plug-in hybrid reads as PHEV, in the notice and in the registry's names.
    expect(got('MITSUBISHI', 'OUTLANDER PLUG IN HYBRID')).toEqual(['mitsubishi/outlander-phev']);
    expect(got('MITSUBISHI', 'OUTLANDER PHEV')).toEqual(['mitsubishi/outlander-phev']);
    expect(got('TOYOTA', 'RAV4 PLUG-IN HYBRID')).toEqual(['toyota/rav4-phev', 'toyota/rav4-plug-in']);
    expect(got('HYUNDAI', 'KONA ELECTRIC')).toEqual(['hyundai/kona-ev']);
    expect(got('HYUNDAI', 'KONA BEV')).toEqual(['hyundai/kona-ev']);
    // After a name without it, the word keeps the name where the registry has cars of that fuel.
    expect(got('HYUNDAI', 'IONIQ 5 BEV')).toEqual(['hyundai/ioniq-5']);
    expect(got('HYUNDAI', 'TUCSON MHEV')).toEqual(['hyundai/tucson']);
    expect(got('KIA', 'NIRO HEV')).toEqual(['kia/niro']);
    expect(got('TOYOTA', 'LEXUS NX PHEV')).toEqual(['lexus/nx']);
    expect(got('MERCEDES BENZ', 'GLE 167 PLUG IN HYBRID')).toEqual(['mercedes-benz/gle']);
    // ... and nowhere else: a Tucson PHEV, an Outlander hybrid, an electric Sportage are cars the registry lacks.
    expect(r('HYUNDAI', 'TUCSON PHEV')).toEqual({
      status: 'unmatched',
      reason: 'other_powertrain',
      detail: 'no TUCSON in the registry is PHEV',
    });
    expect(got('MITSUBISHI', 'OUTLANDER HYBRID')).toEqual(['unmatched', 'other_powertrain']);
    expect(got('KIA', 'SPORTAGE ELECTRIC')).toEqual(['unmatched', 'other_powertrain']);
    expect(got('KIA', 'NIRO PHEV')).toEqual(['unmatched', 'other_powertrain']);
  });

  it('drops drive words (4X4, AWD)', () => {
    expect(models('TOYOTA', 'HILUX 4X4')).toEqual(['toyota/hilux']);
    expect(models('HYUNDAI', 'TUCSON AWD')).toEqual(['hyundai/tucson']);
  });

  it('reads two known names or more as a list, leaving out the unknown words and the names right beside them', () => {
    // YARIS and COROLLA are known, so AURIS is a model the registry lacks; COROLLA stands beside it (a COROLLA AURIS?).
    expect(resolve('TOYOTA', 'YARIS COROLLA AURIS')).toEqual({
      status: 'matched',
      models: [{ make_slug: 'toyota', model_slug: 'yaris' }],
      unresolved: ['"AURIS" names no model of toyota or lexus', '"COROLLA" is left out: "AURIS" beside it may be part of its name'],
    });
    expect(models('HYUNDAI', 'TUCSON I20 KONA')).toEqual(['hyundai/tucson']);
    // Every name beside an unknown word: nothing attached.
    expect(resolve('TOYOTA', 'COROLLA AURIS YARIS')).toMatchObject({ status: 'unmatched', reason: 'unknown_word' });
    // A code-shaped item the registry lacks is dropped like a code: the names around it stay.
    expect(models('HYUNDAI', 'I20 I30 TUCSON')).toEqual(['hyundai/i20', 'hyundai/tucson']);
    // A name found and another of the list lacking its fuel: the one found is attached, the other reported.
    const r = recallModelMatcher(rule, aliases, registry({ hyundai: ['TUCSON', 'KONA'] }));
    expect(r('HYUNDAI', 'TUCSON KONA ELECTRIC')).toEqual({
      status: 'matched',
      models: [{ make_slug: 'hyundai', model_slug: 'tucson' }],
      unresolved: ['no KONA in the registry is EV'],
    });
  });

  it('splits lists of known model names, space- or comma-separated', () => {
    expect(models('MERCEDES BENZ', 'VIANO VITO')).toEqual(['mercedes-benz/vito']);
    expect(models('MERCEDES BENZ', 'VITO,VIANO')).toEqual(['mercedes-benz/vito']);
    expect(models('TOYOTA', 'AVENSIS COROLLA PICNIC YARIS')).toEqual(['toyota/corolla', 'toyota/yaris']);
    expect(models('TOYOTA', 'YARIS YARIS HYBRID')).toEqual(['toyota/yaris', 'toyota/yaris-hybrid']);
    // Where the registry does hold AVENSIS and PICNIC, the list reaches them too.
    const full = recallModelMatcher(rule, aliases, registry({ toyota: [...REGISTRY.toyota!, 'AVENSIS', 'PICNIC'] }));
    expect(full('TOYOTA', 'AVENSIS COROLLA PICNIC YARIS')).toMatchObject({
      status: 'matched',
      models: ['avensis', 'corolla', 'picnic', 'yaris'].map((m) => ({ make_slug: 'toyota', model_slug: m })),
    });
  });

  it('drops extra words and powertrain words that name no model (HUNTER L200, COROLLA HYBRID, C-HR)', () => {
    expect(models('MITSUBISHI', 'HUNTER L200')).toEqual(['mitsubishi/l-200', 'mitsubishi/l200']);
    expect(models('TOYOTA', 'COROLLA HYBRID')).toEqual(['toyota/corolla']);
    expect(models('TOYOTA', 'C-HR')).toEqual(['toyota/c-hr-hybrid']);
  });

  it('reads no-space and spaced forms by their letters (LANDCRUISER, DMAX, HI LUX)', () => {
    expect(models('TOYOTA', 'LANDCRUISER')).toEqual(['toyota/land-cruiser']);
    expect(models('ISUZU', 'DMAX')).toEqual(['isuzu/d-max']);
    expect(models('TOYOTA', 'HI LUX')).toEqual(['toyota/hilux']);
  });

  it('finds brands filed under another make: Lexus under TOYOTA, the Grand Cherokee under Chrysler', () => {
    expect(models('TOYOTA', 'LEXUS RX 450H')).toEqual(['lexus/rx']);
    expect(models('JEEP', 'GRAND CHEROKEE')).toEqual(['chrysler/grand-cherokee']);
    expect(models('JEEP', 'WRANGLER')).toEqual(['jeep/wrangler']);
  });

  it('reports motorcycle, truck and bus makers as makers of no car, not as failures', () => {
    expect(resolve('SUZUKI MOTORCYCLES', 'EXEL  SUZUK')).toMatchObject({ status: 'not_a_car', reason: 'motorcycle_maker' });
    expect(resolve('SCANIA', 'R 450')).toMatchObject({ status: 'not_a_car', reason: 'truck_maker' });
    expect(resolve('DAF', 'XF')).toMatchObject({ status: 'not_a_car', reason: 'truck_maker' });
  });

  it('attaches a text naming several models, with no rule saying it is a list, to none of them', () => {
    expect(resolve('TESLA', 'MODEL')).toEqual({
      status: 'ambiguous',
      reason: 'several_models',
      detail: '"MODEL" begins several names (MODEL 3, MODEL Y)',
      candidates: [
        { make_slug: 'tesla', model_slug: 'model-3' },
        { make_slug: 'tesla', model_slug: 'model-y' },
      ],
    });
    expect(resolve('FORD', 'TRANSIT')).toMatchObject({ status: 'ambiguous', reason: 'several_models' });
    // Where the rules call PHEV a powertrain word too, NIRO is both the NIRO HYBRID and the NIRO PHEV: no rule picks one.
    const both = recallModelMatcher(
      { ...rule, variant_words: ['HYBRID', 'PHEV'] },
      aliases,
      registry({ kia: ['NIRO HYBRID', 'NIRO PHEV'] }),
    );
    expect(both('KIA', 'NIRO')).toMatchObject({ status: 'ambiguous', detail: '"NIRO" is several models (NIRO HYBRID, NIRO PHEV)' });
  });

  it('attaches an unknown or partial name to nothing, never to the nearest model', () => {
    // COROLLA VERSO is another car than the COROLLA; IONIQ (the hybrid) is not the IONIQ 5.
    expect(resolve('TOYOTA', 'COROLLA VERSO')).toEqual({
      status: 'unmatched',
      reason: 'unknown_word',
      detail: '"VERSO" names no model of toyota or lexus',
    });
    expect(resolve('HYUNDAI', 'IONIQ')).toEqual({
      status: 'unmatched',
      reason: 'longer_name_only',
      detail: '"IONIQ" only begins the name IONIQ 5',
    });
    expect(resolve('ACME', 'ROADSTER')).toMatchObject({ status: 'unmatched', reason: 'unknown_make' });
    expect(resolve('TOYOTA', ' , ')).toMatchObject({ status: 'unmatched', reason: 'no_model_text' });
    expect(resolve('TOYOTA', 'AVENSIS')).toEqual({
      status: 'unmatched',
      reason: 'not_in_registry',
      detail: 'no car in the registry is named AVENSIS',
    });
  });

  it('keeps the items of a comma list apart: one item left unresolved does not void the others', () => {
    expect(resolve('MERCEDES BENZ', 'VITO,VARIO')).toEqual({
      status: 'matched',
      models: [{ make_slug: 'mercedes-benz', model_slug: 'vito' }],
      unresolved: ['"VARIO" names no model of mercedes-benz'],
    });
    // In a space-separated item the unknown word may be what tells the model apart: the item attaches nothing.
    expect(resolve('MERCEDES BENZ', 'VITO VARIO')).toMatchObject({ status: 'unmatched', reason: 'unknown_word' });
  });

  it('resolves the verbatim real records', () => {
    const got = verbatim.records.map((r) => [r.RECALL_ID, resolve(r.TOZAR_TEUR, r.DEGEM)]);
    expect(got).toEqual([
      [11020, { status: 'unmatched', reason: 'not_in_registry', detail: 'no car in the registry is named AVENSIS' }],
      [11026, { status: 'matched', models: [{ make_slug: 'mercedes-benz', model_slug: 'vito' }], unresolved: [] }],
      [11029, { status: 'not_a_car', reason: 'motorcycle_maker', detail: 'SUZUKI MOTORCYCLES makes no cars (motorcycles)' }],
    ]);
  });
});

describe('the recall rule table', () => {
  it('refuses a non-car maker that is also a car make, and a make the make names do not know', () => {
    const clash = { ...rule, not_a_car: [...rule.not_a_car, { text: 'Mazda', kind: 'truck' as const }] };
    expect(() => recallModelMatcher(clash, aliases, [])).toThrow(/"Mazda" is listed as not a car make but names a car make/);
    const unknown = { ...rule, model_prefixes: [{ make: 'acme', prefix: 'ACME' }] };
    expect(() => recallModelMatcher(unknown, aliases, [])).toThrow(/make "acme" is no make slug of raw\/rules\/make-names\.json/);
  });

  it('rejects a code pattern that does not compile or misses its own example', () => {
    const broken = (pattern: string, examples: string[]) =>
      RecallModelNamesRule.safeParse({ ...rule, code_patterns: [{ pattern, examples }] });
    expect(broken('[A-Z', ['A']).success).toBe(false);
    expect(broken('[0-9]{3}', ['12']).success).toBe(false);
    expect(broken('[0-9]{3}', ['123']).success).toBe(true);
  });

  it('rejects a fuel spelling in two groups, and a group whose first spelling is not one word', () => {
    const groups = (powertrain_words: unknown) => RecallModelNamesRule.safeParse({ ...rule, powertrain_words }).success;
    expect(groups([{ words: ['PHEV', 'PLUG IN'], fuels: ['plugin_hybrid'] }])).toBe(true);
    expect(
      groups([
        { words: ['PHEV', 'PLUG IN'], fuels: ['plugin_hybrid'] },
        { words: ['HYBRID', 'PLUG IN'], fuels: ['hybrid'] },
      ]),
    ).toBe(false);
    expect(groups([{ words: ['PLUG IN', 'PHEV'], fuels: ['plugin_hybrid'] }])).toBe(false);
    expect(groups([{ words: ['PHEV'], fuels: ['steam'] }])).toBe(false);
  });
});
