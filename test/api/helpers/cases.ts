// Requests that exercise every operation and each of its modes against the fixture data, with the status and
// a fact each must show. Shared by the app.request, real-HTTP and contract tests.
export interface Case {
  op: string;
  url: string;
  status: number;
  check?: (body: any) => void;
}

export const CASES: Case[] = [
  {
    op: 'list_makes',
    url: '/api/v1/makes',
    status: 200,
    check: (b) => {
      if (b.data.makes.map((m: any) => m.slug).join() !== 'hyundai,toyota') throw new Error('makes');
    },
  },
  {
    op: 'list_models',
    url: '/api/v1/makes/toyota/models',
    status: 200,
    check: (b) => {
      if (b.data.models.length !== 3) throw new Error('models');
    },
  },
  { op: 'list_models', url: `/api/v1/makes/${encodeURIComponent('טויוטה')}/models`, status: 200 },
  { op: 'list_models', url: '/api/v1/makes/toyta/models', status: 404 },
  {
    op: 'list_model_years',
    url: '/api/v1/makes/toyota/models/corolla/years',
    status: 200,
    check: (b) => {
      if (b.data.years.map((y: any) => y.year).join() !== '2019,2020') throw new Error('years');
    },
  },
  { op: 'list_model_years', url: '/api/v1/makes/toyota/models/corola/years', status: 404 },
  {
    op: 'search_models',
    url: '/api/v1/models/search?query=corolla',
    status: 200,
    check: (b) => {
      if (b.data.results[0].slug !== 'corolla') throw new Error('search');
    },
  },
  {
    op: 'search_models',
    url: '/api/v1/models/search?vehicle_class=commercial',
    status: 200,
    check: (b) => {
      if (b.data.results.map((r: any) => r.slug).join() !== 'hilux') throw new Error('class');
    },
  },
  {
    op: 'search_models',
    url: '/api/v1/models/search?make=toyota&limit=2',
    status: 200,
    check: (b) => {
      if (b.data.results.map((r: any) => r.slug).join() !== 'corolla,corolla-cross') throw new Error('make order');
    },
  },
  { op: 'search_models', url: '/api/v1/models/search', status: 400 },
  {
    op: 'model_info',
    url: '/api/v1/model-info?make=toyota&model=corolla',
    status: 200,
    check: (b) => {
      if (b.data.model_year !== null || b.data.summary.cars_on_road !== 900) throw new Error('model');
    },
  },
  {
    op: 'model_info',
    url: '/api/v1/model-info?make=Toyota&model=COROLLA&year=2020',
    status: 200,
    check: (b) => {
      const trim = b.data.model_year.trims[0];
      // Built 2020, group 3: registered 2020 -> 2017-2020 column, 1,487 + 135; registered 2021 -> 2021-2023 column, 1,698 + 135.
      if (trim.licence_fee.by_registration.map((r: any) => r.total).join() !== '1622,1833') throw new Error('year');
      // Fixture trim: petrol, 140 g/km -> 140/23.4 l/100 km x 147 -> 879.5 l x 7.02 ILS = 6,174 ILS, plus the fee.
      const cost = trim.running_cost_estimate;
      if (cost.annual_total.min !== 1622 + 6174 || cost.annual_total.max !== 1833 + 6174 || cost.includes_insurance !== false)
        throw new Error('running cost');
    },
  },
  { op: 'model_info', url: '/api/v1/model-info?make=toyota&model=corolla&year=2021', status: 404 },
  {
    op: 'theft_by_model',
    url: '/api/v1/thefts',
    status: 200,
    check: (b) => {
      if (b.data.model !== null || b.data.theft_data !== null || b.data.national.rates[0].rate_per_1000 !== 4.3)
        throw new Error('national');
    },
  },
  {
    op: 'theft_by_model',
    url: '/api/v1/thefts?make=toyota&model=corolla',
    status: 200,
    check: (b) => {
      if (b.data.thefts.by_year[0].thefts !== 12 || b.data.theft_data.status !== 'recorded') throw new Error('thefts');
    },
  },
  {
    op: 'theft_by_model',
    url: '/api/v1/thefts?plate=12-345-67',
    status: 200,
    check: (b) => {
      if (b.data.model.model_slug !== 'corolla') throw new Error('plate');
    },
  },
  {
    op: 'theft_by_model',
    url: '/api/v1/thefts?plate=7654321',
    status: 200,
    check: (b) => {
      if (b.data.error.code !== 'plate_not_found') throw new Error('unknown plate');
    },
  },
  {
    op: 'standard_policy_at_age',
    url: '/api/v1/standard-policy?plate=1234567',
    status: 200,
    check: (b) => {
      if (b.data.tier !== 'mid' || b.data.age.months !== 80) throw new Error('plate tier');
    },
  },
  {
    op: 'standard_policy_at_age',
    url: '/api/v1/standard-policy?on_road_since=2025-01',
    status: 200,
    check: (b) => {
      if (b.data.tier !== 'new' || b.data.age.months !== 22) throw new Error('month tier');
    },
  },
  {
    op: 'standard_policy_at_age',
    url: '/api/v1/standard-policy?year=2017',
    status: 200,
    check: (b) => {
      if (b.data.tier !== 'edge9') throw new Error('year tier');
    },
  },
  // The tier needs the car's age: an undatable call is an error, so a 200 always carries a tier.
  {
    op: 'standard_policy_at_age',
    url: '/api/v1/standard-policy?plate=7654321',
    status: 404,
    check: (b) => {
      if (b.error.code !== 'plate_not_found' || b.error.parameter !== 'plate') throw new Error('unknown plate');
    },
  },
  {
    op: 'standard_policy_at_age',
    url: '/api/v1/standard-policy',
    status: 400,
    check: (b) => {
      if (b.error.code !== 'missing_parameter' || !/on_road_since/.test(b.error.message)) throw new Error('no age');
    },
  },
  {
    op: 'explain_chova_price',
    url: '/api/v1/chova-factors',
    status: 200,
    check: (b) => {
      if (b.data.mode !== 'general' || b.data.chova_calculator_url !== 'https://car.cma.gov.il/') throw new Error('general');
    },
  },
  {
    op: 'explain_chova_price',
    url: '/api/v1/chova-factors?plate=1234567',
    status: 200,
    check: (b) => {
      if (b.data.car_factors.find((f: any) => f.key === 'engine_volume').value !== 1598) throw new Error('car');
    },
  },
  {
    op: 'explain_chova_price',
    url: '/api/v1/chova-factors?make=toyota&model=corolla&year=2020',
    status: 200,
    check: (b) => {
      if (b.data.trims.length !== 1) throw new Error('trims');
    },
  },
  {
    op: 'explain_chova_price',
    url: '/api/v1/chova-factors?make=toyota&model=corolla',
    status: 200,
    check: (b) => {
      if (b.data.mode !== 'model') throw new Error('model');
    },
  },
  {
    op: 'explain_licence_fee',
    url: '/api/v1/licence-fee',
    status: 200,
    check: (b) => {
      if (b.data.table.groups.length !== 7) throw new Error('table');
    },
  },
  {
    op: 'explain_licence_fee',
    url: '/api/v1/licence-fee?plate=1234567',
    status: 200,
    check: (b) => {
      // First registered 2020-3, group 3: the 2017-2020 column.
      if (b.data.licence_fee.vehicle.total !== 1487 + 135 || b.data.licence_fee.vehicle.column !== '2017-2020') throw new Error('fee');
    },
  },
  {
    op: 'explain_licence_fee',
    url: '/api/v1/licence-fee?make=toyota&model=corolla&year=2020',
    status: 200,
    check: (b) => {
      if (b.data.mode !== 'model_year') throw new Error('model_year');
    },
  },
  {
    op: 'explain_licence_fee',
    url: '/api/v1/licence-fee?make=toyota&model=corolla',
    status: 200,
    check: (b) => {
      if (b.data.licence_fee.by_year.length !== 2) throw new Error('by_year');
    },
  },
];
