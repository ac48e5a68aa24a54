// Facts computed by hand from the committed sample in raw/ (the awk line above each shows how), asserted
// against the published shards. If the sample is regenerated, recompute them the same way.
import { describe, expect, it } from 'vitest';
import { currentVersionDir, queryRegistry, readJson, storedModelYear } from './helpers.ts';

const dir = currentVersionDir();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const shard = (rel: string) => readJson(dir, rel) as Json;
const modelYear = (make: string, model: string, y: number) => storedModelYear(dir, make, model, y) as Json;

describe('golden facts from the committed sample', () => {
  it('counts the cars on the road of a model across all its make codes', () => {
    // awk -F'|' 'NR>1 && $4 ~ /^טויוטה/ && $23=="COROLLA"' raw/registry/registry.csv | wc -l  -> 2462
    const corolla = shard('models/toyota/corolla.json');
    expect(corolla.summary.cars_on_road).toBe(2462);
    // model-counts rows of the Toyota codes (187, 413, 672, 839) with kinuy COROLLA, mispar_rechavim_le_pailim summed -> 191
    expect(corolla.summary.cars_inactive).toBe(191);
    // Rows on Corolla's model-data keys (tozeret_cd, degem_cd, shnat_yitzur) of cancelled/cancelled.csv (windows-1255)
    // 145, cancelled-2010-2016.csv 77 and cancelled-2000-2009.csv 201 -> 423; the same files its year pages count.
    // The model's rows without make or model code (a third, as in the real files) cannot be counted.
    expect(corolla.summary.cars_cancelled).toBe(423);
    // 2005 alone: 6 + 5 + 42 = 53, and the years add up to the model's figure.
    const years = corolla.summary.years.map((y: Json) => modelYear('toyota', 'corolla', y.year).fleet_history.status.cancelled);
    expect(modelYear('toyota', 'corolla', 2005).fleet_history.status.cancelled).toBe(53);
    expect(years.reduce((a: number, b: number) => a + b, 0)).toBe(423);
    // List prices come from the ministry's own price-list dataset: marked confirmed wherever they show.
    expect(corolla.summary.list_price.confidence).toBe('confirmed');
    const toyota = shard('makes/toyota.json');
    expect(toyota.make.make_codes).toEqual([187, 413, 672, 839]);
  });

  it('gives a trim its price group and the licence fee of each year its cars may be first registered in', () => {
    // model-data row 839,1790,2024,SUN: kvuzat_agra_cd 3, technologiat_hanaa_nm "היברידי רגיל", CO2_WLTP 101.
    // Built 2024, first registered 2024 or 2025: both in the 2024-2026 column; group 3 fee 1941 + 135 add-on = 2076.
    const year = modelYear('toyota', 'corolla', 2024);
    const sun = year.trims.find((t: Json) => t.key.make_code === 839 && t.key.model_code === 1790 && t.trim === 'SUN');
    expect(sun).toMatchObject({
      price_group: 3,
      fuel: 'hybrid',
      co2_wltp: 101,
      fuel_use_l_per_100km_estimate: 4.3,
      licence_fee: {
        assumes_first_registration: [2024, 2025],
        by_registration: [
          {
            first_registration_years: [2024, 2025],
            column: '2024-2026',
            fee: 1941,
            broadcasting_addon: 135,
            total: 2076,
            confidence: 'secondary',
          },
        ],
      },
    });
    // Dacia Sandero 2020 (model-data rows 351,12,2020: group 1): registered 2020 -> 2017-2020 column 972; 2021 -> 2021-2023 column 1109.
    const sandero = shard('models/dacia/sandero.json').summary.licence_fee_by_year.find((f: Json) => f.year === 2020);
    expect(sandero.by_registration.map((r: Json) => [r.first_registration_years, r.column, r.fee_min, r.total_max])).toEqual([
      [[2020], '2017-2020', 972, 972 + 135],
      [[2021], '2021-2023', 1109, 1109 + 135],
    ]);
    const keys = shard('model-keys.json').keys;
    expect(keys['839|1790|2024|SUN']).toMatchObject({ make_slug: 'toyota', model_slug: 'corolla', fuel: 'hybrid', price_group: 3 });
  });

  it('computes theft rates per 1,000 cars on the road, thefts and cars of the same scope', () => {
    // awk -F, '$1=="טויוטה" && $2=="COROLLA" && $3==2025 {s+=$5}' thefts-by-model.csv -> 14; 14 / 2462 * 1000 = 5.69
    const thefts = shard('models/toyota/corolla.json').summary.thefts;
    expect(thefts).toMatchObject({
      status: 'recorded',
      rate_year: 2025,
      rate_per_1000: 5.69,
      sample: true,
      rate_basis: { thefts: 14, cars: 2462 },
    });
    expect(thefts.by_year.find((y: Json) => y.year === 2025).thefts).toBe(14);
    // 2025 by-model thefts: 92 in all; of commercial models HILUX 10 + KANGOO 1 + L200 3 + TRANSIT 4 = 18, the other
    // 74 of private models. Registry: 17630 rows sug_degem P, 2375 rows M. 74 / 17630 * 1000 = 4.20; 18 / 2375 * 1000 = 7.58.
    const national = shard('thefts-national.json');
    expect(national).toMatchObject({ rate_year: 2025, sample: true });
    expect(national.rates).toMatchObject([
      { vehicle_class: 'private', rate_per_1000: 4.2, basis: { thefts: 74, cars: 17630 } },
      { vehicle_class: 'commercial', rate_per_1000: 7.58, basis: { thefts: 18, cars: 2375 } },
    ]);
    expect(national.by_model_file.find((y: Json) => y.year === 2025)).toEqual({ year: 2025, thefts: 92, recovered: 23 });
    // A commercial model is set against commercial vehicles: Ford Transit 4 / 547 = 7.31 beside 7.58.
    expect(shard('models/ford/transit.json').summary.thefts).toMatchObject({
      rate_per_1000: 7.31,
      national_rate_per_1000: 7.58,
      national_rate_basis: { vehicle_class: 'commercial' },
    });
  });

  it('keeps every reported national series with its source, labelled as all vehicle types', () => {
    const { reported_totals: r } = shard('thefts-national.json');
    expect(r.counted_en).toMatch(/all vehicles stolen, of every type/i);
    const figure = (source: RegExp, year: number) =>
      r.series.find((s: Json) => source.test(s.source)).figures.find((f: Json) => f.year === year);
    expect(figure(/Knesset/, 2022)).toMatchObject({ thefts: 16305 });
    expect(figure(/August 2025/, 2022)).toMatchObject({ thefts: 16035 });
    expect(figure(/December 2025/, 2022)).toMatchObject({ thefts: 16319 });
    expect(figure(/Knesset/, 2024)).toMatchObject({ thefts: 18076, note: 'to the end of the third quarter' });
    expect(figure(/rounded/, 2025)).toMatchObject({ thefts: 15200, approximate: true });
  });

  it('tells "no theft recorded" from "no data"', () => {
    // SWIFT has no row in thefts-by-model.csv: none recorded, for the model and for each production year.
    expect(shard('models/suzuki/swift.json').summary.thefts).toMatchObject({ status: 'none_recorded', rate_per_1000: 0 });
    expect(modelYear('suzuki', 'swift', 2021).thefts).toEqual({ year: 2021, status: 'none_recorded', thefts: 0 });
    // COROLLA is reported per production year (2016: 5 over 2023-2025); MAZDA 3 only for all years together.
    expect(modelYear('toyota', 'corolla', 2016).thefts).toEqual({ year: 2016, status: 'recorded', thefts: 5 });
    expect(modelYear('mazda', 'mazda-3', 2017).thefts).toEqual({ year: 2017, status: 'no_data', thefts: null });
  });

  it('matches recall notices to models by name and records the match rate', () => {
    const { recalls, match_rate } = shard('recalls.json');
    const models = (id: number) => recalls.find((r: Json) => r.recall_id === id).models.map((m: Json) => `${m.make_slug}/${m.model_slug}`);
    // raw/recall-notices/recall-notices.csv, column DEGEM, resolved by raw/rules/recall-model-names.json:
    expect(models(12205)).toEqual(['toyota/corolla']); // "COROLLA HIBRID": misspelt, and HYBRID a powertrain word
    expect(models(12118)).toEqual(['toyota/c-hr-hybrid']); // "C-HR": the only C-HR is the C-HR HYBRID
    expect(models(11026)).toEqual(['mercedes-benz/vito']); // "VITO,VIANO", TOZAR_CD 38 is not the registry's 371
    expect(models(11870)).toEqual(['mazda/mazda-3']); // MAZDA "3": the make prefix
    expect(models(12350)).toEqual(['hyundai/tucson']); // "TUSCON"
    expect(models(12361)).toEqual(['hyundai/tucson']); // "TUCSON NX4E": a chassis code
    expect(models(12415)).toEqual(['mercedes-benz/vito']); // "VITO 447"
    expect(models(12060)).toEqual(['mitsubishi/l-200']); // "HUNTER L200": an extra word, and L200 = L 200
    expect(models(11960)).toEqual(['toyota/hilux']); // "HI LUX"
    expect(models(11475)).toEqual(['toyota/land-cruiser']); // "LANDCRUISER"
    expect(models(11100)).toEqual(['toyota/corolla', 'toyota/yaris']); // "AVENSIS COROLLA PICNIC YARIS": a list
    expect(models(12490)).toEqual(['toyota/yaris', 'toyota/yaris-hybrid']); // "YARIS YARIS HYBRID"
    expect(models(12010)).toEqual(['ford/transit']); // "TRANSIT,TRANSIT CUSTOM": no TRANSIT CUSTOM in the sample
    expect(models(12801)).toEqual(['mitsubishi/outlander']); // "OUTLANDER GF0W": a code of any shape after a name
    expect(models(12802)).toEqual(['mazda/mazda-3']); // MAZDA "3 BK"
    expect(models(12804)).toEqual(['mitsubishi/outlander-phev']); // "OUTLANDER PLUG IN HYBRID" = OUTLANDER PHEV
    expect(models(12806)).toEqual(['toyota/corolla']); // "COROLLA HEV": the COROLLA has hybrid cars
    expect(models(12810)).toEqual(['kia/picanto']); // "PICANTO SPORTAGE SORENTO": SPORTAGE stands beside SORENTO
    // Attached to nothing: AVENSIS (no such car in the sample), a motorcycle and a truck maker, a Lexus (no Lexus
    // in the sample, and never a Toyota), "IONIQ" (not the IONIQ 5), "MODEL" (MODEL 3 or MODEL Y: no rule says),
    // "TUCSON PHEV" (the sample's Tucsons are petrol), "IONIQ 6", "GR YARIS", "3 CX" (a word that may be a model).
    for (const id of [11020, 11029, 12720, 12640, 12655, 12680, 12811, 12812, 12813, 12814]) expect(models(id)).toEqual([]);
    // 44 notices, 10 attached to nothing -> 34 / 44
    expect(match_rate).toBe(0.7727);
    expect(shard('manifest.json').recall_match_rate).toBe(0.7727);
    // COROLLA HYBRID was built 2019-03..2020-12: on the 2019 and 2020 production years only.
    const ids = (make: string, model: string, y: number) => modelYear(make, model, y).recalls.map((r: Json) => r.recall_id);
    expect(ids('toyota', 'corolla', 2020)).toContain(12205);
    expect(ids('toyota', 'corolla', 2021)).not.toContain(12205);
    expect(modelYear('toyota', 'corolla', 2024).recalls).toEqual([]);
    // The window's last year counts, the year after it does not (the by-plate list never names such a car):
    // 11870 MAZDA "3" 2014-01-01..2016-06-30; 12350 TUSCON 2021-01-01..2022-06-30.
    expect(ids('mazda', 'mazda-3', 2016)).toEqual([11870]);
    expect(ids('mazda', 'mazda-3', 2017)).toEqual([]);
    expect(ids('hyundai', 'tucson', 2022)).toEqual([12350]);
    expect(ids('hyundai', 'tucson', 2023)).toEqual([]);
  });

  it('puts the golden plates into registry.duckdb', async () => {
    const recalls = await queryRegistry(dir, 'SELECT recall_id FROM open_recalls WHERE plate = 10000009 ORDER BY recall_id');
    expect(recalls.map((r) => r.recall_id)).toEqual([12350, 12361]);
    expect(await queryRegistry(dir, 'SELECT plate FROM retrofit_eligible WHERE plate = 1000001')).toHaveLength(1);
    expect(await queryRegistry(dir, 'SELECT plate FROM retrofit_eligible WHERE plate = 10000004')).toHaveLength(0);
    const [cancelled] = await queryRegistry(dir, 'SELECT commercial_name, off_road_since FROM cancelled WHERE plate = 1000011');
    expect(cancelled).toEqual({ commercial_name: 'MAZDA 3', off_road_since: '2024-08-14' });
    const [inactive] = await queryRegistry(dir, 'SELECT commercial_name, on_road_since FROM inactive WHERE plate = 1000010');
    expect(inactive).toEqual({ commercial_name: 'PICANTO', on_road_since: '2012-04' });
    const [van] = await queryRegistry(dir, 'SELECT vehicle_type, fuel_he, on_road_since FROM active WHERE plate = 10000006');
    expect(van).toEqual({ vehicle_type: 'commercial', fuel_he: 'דיזל', on_road_since: '2022-03' });
    expect(
      await queryRegistry(
        dir,
        'SELECT plate FROM active WHERE plate = 1000012 UNION ALL SELECT plate FROM inactive ' +
          'WHERE plate = 1000012 UNION ALL SELECT plate FROM cancelled WHERE plate = 1000012',
      ),
    ).toHaveLength(0);
  });

  it('classes vans and pickups as commercial and hybrids by drive technology', () => {
    expect(shard('models/ford/transit.json').model.vehicle_class).toBe('commercial');
    expect(shard('models/toyota/hilux.json').model.vehicle_class).toBe('commercial');
    expect(shard('models/mitsubishi/outlander-phev.json').summary.fuels).toEqual(['plugin_hybrid']);
    expect(shard('models/tesla/model-3.json').summary.fuels).toEqual(['electric']);
  });
});
