import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { plateOrModelInput } from './params.ts';
import { ownershipType } from '../../lib/rules/ownership-types.ts';
import { chooseModel } from '../catalog/model-choice.ts';
import { lookupPlate, trimFactsMissing } from '../live/plate-lookup.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

const FactorValue = z.union([z.string(), z.number(), z.array(z.string())]).nullable();
const CarFactor = z.object({ key: z.string(), label_he: z.string(), label_en: z.string(), value: FactorValue });
const TrimFactors = z.object({
  trim: z.string(),
  fuel: z.string(),
  engine_cc: z.number().int().nullable(),
  horsepower: z.number().int().nullable(),
  airbags: z.number().int().nullable(),
  safety_systems: z.array(z.string()),
  cars_on_road: z.number().int(),
});

export const explainChovaPrice = defineOperation({
  name: 'explain_chova_price',
  title: 'Compulsory-insurance price factors',
  description:
    'Which variables drive compulsory (chova) insurance prices, for a car (plate) or ' +
    "each trim of a model year; no prices, and a link to the regulator's calculator.",
  method: 'GET',
  path: '/chova-factors',
  tags: ['rules'],
  budget: 'catalog',
  input: plateOrModelInput(),
  output: withCommon({
    mode: z.enum(['vehicle', 'model_year', 'model', 'general']),
    car_factors: z.array(CarFactor),
    trims: z.array(TrimFactors),
    year: z.number().int().nullable(),
    driver_factors_he: z.array(z.string()),
    driver_factors_en: z.array(z.string()),
    chova_calculator_url: z.string(),
    no_prices_he: z.string(),
    no_prices_en: z.string(),
    weighting_he: z.string(),
    page_url: z.string(),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async handler(input, ctx) {
    const rule = ctx.data.rule('chova-factors');
    const page = absoluteUrl(ctx.config.publicBaseUrl, '/chova-factors');
    const factors = (values: Record<string, z.infer<typeof FactorValue>>) =>
      rule.car_factors.map((f) => ({ key: f.key, label_he: f.he, label_en: f.en, value: values[f.key] ?? null }));
    const base = {
      driver_factors_he: rule.driver_factors.map((f) => f.he),
      driver_factors_en: rule.driver_factors.map((f) => f.en),
      chova_calculator_url: rule.calculator_url,
      no_prices_he: rule.no_prices_he,
      no_prices_en: rule.no_prices_en,
      weighting_he: rule.weighting_he,
      page_url: page,
      citation_url: page,
    };
    if (input.plate !== undefined) {
      const found = await lookupPlate(ctx, input.plate);
      const v = found.vehicle;
      const key = found.modelKey;
      const error = found.error ?? trimFactsMissing(found) ?? undefined;
      return {
        mode: 'vehicle' as const,
        car_factors: factors(
          v
            ? {
                use_and_ownership: [v.vehicle_type, ownershipType(ctx.data.rule('ownership-types'), v.ownership_he)?.label_he]
                  .filter(Boolean)
                  .join(' / '),
                engine_volume: key?.engine_cc ?? null,
                airbags: key?.airbags ?? null,
                safety_systems: key?.safety_systems ?? null,
              }
            : {},
        ),
        trims: [],
        year: v?.year ?? null,
        ...base,
        data_date: found.asOf,
        ...(error ? { error } : {}),
      };
    }
    const chosen = chooseModel(ctx.data, input, ctx.config.publicBaseUrl);
    if (!chosen) return { mode: 'general' as const, car_factors: factors({}), trims: [], year: null, ...base };
    const modelYear = chosen.modelYear;
    if (!modelYear) {
      const engines = chosen.shard.summary.engines;
      return {
        mode: 'model' as const,
        car_factors: factors({
          engine_volume: [...new Set(engines.map((e) => e.engine_cc).filter((cc) => cc !== null))].sort((a, b) => a - b).map(String),
        }),
        trims: [],
        year: null,
        ...base,
      };
    }
    return {
      mode: 'model_year' as const,
      car_factors: factors({}),
      trims: modelYear.trims.map((t) => ({
        trim: t.trim,
        fuel: t.fuel,
        engine_cc: t.engine_cc,
        horsepower: t.horsepower,
        airbags: t.airbags,
        safety_systems: t.safety_systems,
        cars_on_road: t.cars_on_road,
      })),
      year: modelYear.year,
      ...base,
    };
  },
});
