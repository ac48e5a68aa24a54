// Facts of the committed sample (raw/, built into build/data by test/global-setup.ts), computed by hand from the
// raw files, checked through the API. The counts were taken with awk on raw/registry/registry.csv
// (pipe-delimited; column 23 kinuy_mishari, 10 shnat_yitzur, 4 tozeret_nm) and read off the other raw files.
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import { testApp } from './helpers/test-app.ts';

let app: ReturnType<typeof testApp>['app'];
beforeAll(() => {
  app = testApp(DATA_DIR, { config: { rateLimitCatalog: 1e6, rateLimitLive: 1e6 } }).app;
});

async function data(url: string) {
  const res = await app.request(url);
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

describe('sample facts through the API', () => {
  it('Toyota has 4,915 cars on the road (registry rows whose tozeret_nm starts with טויוטה) in 6 models', async () => {
    const makes = (await data('/api/v1/makes')).makes;
    expect(makes).toHaveLength(15);
    expect(makes.find((m: any) => m.slug === 'toyota')).toMatchObject({ cars_on_road: 4915, model_count: 6, name_he: 'טויוטה' });
  });

  it('COROLLA: 2,462 cars, 160 of them from 2020; found by Hebrew make name too', async () => {
    const info = await data(`/api/v1/model-info?make=${encodeURIComponent('טויוטה')}&model=corolla&year=2020`);
    expect(info.summary.cars_on_road).toBe(2462);
    expect(info.model_year.cars_on_road).toBe(160);
    expect(info.page_url).toBe('https://cars.example/makes/toyota/corolla/2020');
  });

  it("the quality report counts the ownership file's first registrations and exact repeats (issue 33)", async () => {
    // raw/ownership-changes/ownership-changes.csv: 49,231 rows over 19,907 plates; a plate's first row on the month of
    // its moed_aliya_lakvish (registry, inactive or personal-import file): 16,447; a row equal to the one before it
    // (plate, baalut_dt and baalut, rows of a plate sorted): 2,784. Counted with a script over the raw files.
    const quality = await data('/api/v1/quality');
    expect(quality.report.ownership_rows).toEqual({ rows: 49231, plates: 19907, first_registrations: 16447, exact_repeats: 2784 });
  });

  it('model-info takes the model by its Hebrew name too', async () => {
    const info = await data(`/api/v1/model-info?make=toyota&model=${encodeURIComponent('קורולה')}`);
    expect(info.model.slug).toBe('corolla');
  });

  it('COROLLA thefts from police-thefts/thefts-by-model.csv: 13/2, 14/2, 14/1; rate 14 / 2,462 x 1,000 = 5.69', async () => {
    const t = await data('/api/v1/thefts?make=toyota&model=corolla');
    expect(t.thefts.by_year).toEqual([
      { year: 2023, thefts: 13, recovered: 2 },
      { year: 2024, thefts: 14, recovered: 2 },
      { year: 2025, thefts: 14, recovered: 1 },
    ]);
    expect(t.thefts.rate_year).toBe(2025);
    expect(t.thefts.rate_per_1000).toBe(5.69);
    expect(t.thefts.sample).toBe(true);
    expect(t.thefts.rate_basis).toMatchObject({ thefts: 14, cars: 2462 });
    expect(t.theft_data.status).toBe('recorded');
    const national = (await data('/api/v1/thefts')).national;
    // The December 2025 press series as published: 16,319 / 19,982 / 18,759 / 15,153.
    const december = national.reported_totals.series.find((s: any) => /December 2025/.test(s.source));
    expect(december.figures.map((y: any) => [y.year, y.thefts])).toEqual([
      [2022, 16319],
      [2023, 19982],
      [2024, 18759],
      [2025, 15153],
    ]);
    // 2025 private-model thefts 74 of 17,630 private cars: 4.20 per 1,000.
    expect(national.rates[0]).toMatchObject({ vehicle_class: 'private', rate_per_1000: 4.2, basis: { thefts: 74, cars: 17630 } });
  });

  it('Dacia Sandero 2016 (price group 1): 849 + 135 = 984 ILS if first registered 2016, 972 + 135 = 1,107 if in 2017', async () => {
    const fee = await data('/api/v1/licence-fee?make=dacia&model=sandero&year=2016');
    expect(fee.mode).toBe('model_year');
    for (const trim of fee.licence_fee.trims) {
      expect(trim.price_group).toBe(1);
      expect(trim.licence_fee).toEqual({
        assumes_first_registration: [2016, 2017],
        by_registration: [
          {
            first_registration_years: [2016],
            column: '2016-and-older',
            column_label_he: '11 שנים ומעלה',
            column_label_en: '11 years and over',
            fee: 849,
            broadcasting_addon: 135,
            total: 984,
            confidence: 'secondary',
          },
          {
            first_registration_years: [2017],
            column: '2017-2020',
            column_label_he: '7 עד 10 שנים',
            column_label_en: '7 to 10 years',
            fee: 972,
            broadcasting_addon: 135,
            total: 1107,
            confidence: 'secondary',
          },
        ],
      });
    }
    expect(fee.licence_fee.trims.map((t: any) => t.trim).sort()).toEqual(['AMBIANCE', 'LAUREATE']);
  });

  it.each([
    ['2024-11', 24, 'new'],
    ['2024-10', 25, 'mid'],
    ['2017-11', 108, 'mid'],
    ['2017-10', 109, 'old'],
  ])("first registration %s is %i months at 2026-11-20: %s (the golden plates' months)", async (month, months, tier) => {
    const p = await data(`/api/v1/standard-policy?on_road_since=${month}`);
    expect(p.age.months).toBe(months);
    expect(p.tier).toBe(tier);
  });

  it('finds COROLLA by its Hebrew name and by make + model in Hebrew, exact match first', async () => {
    for (const query of ['קורולה', 'טויוטה קורולה']) {
      const r = await data(`/api/v1/models/search?query=${encodeURIComponent(query)}`);
      expect(r.results[0]).toMatchObject({ make_slug: 'toyota', slug: 'corolla', match_quality: 'exact' });
    }
  });

  it('commercial models by cars on the road: KANGOO 571, TRANSIT 547, HILUX 533, BERLINGO 499, L 200 285, VITO 157', async () => {
    const r = await data('/api/v1/models/search?vehicle_class=commercial');
    expect(r.results.map((m: any) => [m.name, m.cars_on_road])).toEqual([
      ['KANGOO', 571],
      ['TRANSIT', 547],
      ['HILUX', 533],
      ['BERLINGO', 499],
      ['L 200', 285],
      ['VITO', 157],
    ]);
  });
});
