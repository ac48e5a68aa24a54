import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { OnRoadSinceParam, PlateParam, YearParam } from './params.ts';
import { ageInMonths, ageRangeInMonths, parseRoadDate, parseYearMonth, RoadDatePrecision } from '../../lib/rules/vehicle-age.ts';
import {
  MODEL_YEAR_RULE_EN,
  MODEL_YEAR_RULE_HE,
  ROAD_YEAR_RULE_EN,
  ROAD_YEAR_RULE_HE,
  ageRangeForModelYear,
  registrationWindow,
  tierForMonths,
  tierForRange,
  PolicyTier,
} from '../../lib/rules/policy-tier.ts';
import { lookupPlate } from '../live/plate-lookup.ts';
import { OffRoad, offRoadOf } from '../live/off-road.ts';
import { normalisePlate } from '../../lib/rules/plate.ts';
import { ApiError } from '../errors.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

const Age = z.object({
  basis: z.enum(['plate', 'on_road_since', 'model_year']),
  on_road_since: z.string().nullable().meta({ description: 'First registration: YYYY-MM, or YYYY when the registry gives only the year.' }),
  on_road_since_precision: RoadDatePrecision.optional().meta({
    description: "With basis plate: month, or year when the car's file gives only the year (then the age is a range).",
  }),
  as_of: z.string(),
  months: z.number().int().optional().meta({ description: 'Exact age in months (plate or on_road_since, known to the month).' }),
  min_months: z.number().int().optional(),
  max_months: z.number().int().optional(),
  min_years: z.number().int().optional().meta({
    description: 'Whole years at the young end of the range (from a model year, or a plate dated by year only).',
  }),
  max_years: z.number().int().optional(),
  rule_he: z.string().optional(),
  rule_en: z.string().optional(),
});

const ymText = (ym: { year: number; month: number }) => `${ym.year}-${String(ym.month).padStart(2, '0')}`;

export const standardPolicyAtAge = defineOperation({
  name: 'standard_policy_at_age',
  title: 'Standard policy at car age',
  description:
    "What the regulator's standard comprehensive policy guarantees at a car's age (from " +
    'first registration): by plate, on_road_since (YYYY-MM) or model year.',
  method: 'GET',
  path: '/standard-policy',
  tags: ['rules'],
  budget: 'catalog',
  input: z.strictObject({
    plate: PlateParam.optional().meta({ description: 'Licence plate (most exact): the age comes from its first registration.' }),
    on_road_since: OnRoadSinceParam.optional(),
    year: YearParam.optional().meta({ description: `Model year (least exact). ${MODEL_YEAR_RULE_EN}` }),
  }),
  output: withCommon({
    age: Age.nullable(),
    tier: PolicyTier.meta({
      description:
        'new: up to 24 months; mid: up to 108; old: after; edge2/edge9: a model-year range ' +
        'straddling 24/108 months. Always set: a call that cannot date the car is an error, ' +
        'not an answer without a tier.',
    }),
    lead_he: z.string(),
    points_he: z.array(z.string()),
    example_he: z.string(),
    total_loss_he: z.string(),
    extension_he: z.string().nullable(),
    sources: z.array(z.object({ name_he: z.string(), name_en: z.string(), url: z.string().nullable() })),
    page_url: z.string(),
    off_road: OffRoad.meta({
      description:
        'By plate: set when the car is off the road (not_active or cancelled), as lookup_vehicle states it; the tier ' +
        'is still its age. null when the car is on the road or the age was not given by plate.',
    }),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async handler(input, ctx) {
    const rule = ctx.data.rule('standard-policy');
    const b = rule.boundaries;
    const page = absoluteUrl(ctx.config.publicBaseUrl, '/standard-policy');
    const sources = [{ name_he: rule.regulation_he, name_en: rule.regulation_en, url: null }];
    const answer = (tier: PolicyTier, age: z.infer<typeof Age>) => {
      const text = [...rule.tiers, ...rule.edges].find((t) => t.key === tier)!;
      return {
        age,
        tier,
        lead_he: text.lead_he,
        points_he: text.points_he,
        example_he: text.example_he,
        total_loss_he: text.total_loss_he,
        extension_he: text.extension_he,
        sources,
        page_url: page,
        off_road: null as OffRoad,
        citation_url: page,
      };
    };
    const byModelYear = (year: number, asOf: string) => {
      const range = ageRangeForModelYear(year, asOf);
      const window = registrationWindow(year);
      return answer(tierForRange(range, b), {
        basis: 'model_year',
        on_road_since: null,
        as_of: asOf,
        ...range,
        min_years: Math.floor(range.min_months / 12),
        max_years: Math.floor(range.max_months / 12),
        rule_he: MODEL_YEAR_RULE_HE,
        rule_en: `${MODEL_YEAR_RULE_EN} For ${year}: ${ymText(window.earliest)} to ${ymText(window.latest)}.`,
      });
    };
    if (input.plate !== undefined) {
      const found = await lookupPlate(ctx, input.plate);
      // The tier needs the car's age: a plate that cannot be dated is an error, never an answer without a tier.
      if (found.error?.code === 'upstream_unavailable') {
        throw new ApiError('upstream_unavailable', `${found.error.message}; or give on_road_since (YYYY-MM) or year instead of plate`, {
          parameter: 'plate',
          retryAfterSeconds: 60,
        });
      }
      if (!found.vehicle) {
        throw new ApiError(
          'plate_not_found',
          `the registry has no vehicle with plate ${normalisePlate(input.plate)}` +
            `; check the digits, or give on_road_since (YYYY-MM) or year instead`,
          { parameter: 'plate' },
        );
      }
      const first = parseRoadDate(found.vehicle.on_road_since);
      const byPlate = { off_road: offRoadOf(ctx, found.vehicle, found.asOf), data_date: found.asOf };
      // Without a first-registration date the registry's production year still bounds the age.
      if (!first) return { ...byModelYear(found.vehicle.year, found.asOf), ...byPlate };
      const on = { basis: 'plate' as const, as_of: found.asOf };
      if (first.month === null) {
        // A year alone: the age is the range of that year's months, never January's age (lib/rules/policy-tier.ts).
        const range = ageRangeInMonths(first, found.asOf);
        return {
          ...answer(tierForRange(range, b), {
            ...on,
            on_road_since: String(first.year),
            on_road_since_precision: 'year',
            ...range,
            min_years: Math.floor(range.min_months / 12),
            max_years: Math.floor(range.max_months / 12),
            rule_he: ROAD_YEAR_RULE_HE,
            rule_en: `${ROAD_YEAR_RULE_EN} For ${first.year}: ${first.year}-12 to ${first.year}-01.`,
          }),
          ...byPlate,
        };
      }
      const months = ageInMonths(first, found.asOf);
      return {
        ...answer(tierForMonths(months, b), { ...on, on_road_since: ymText(first), on_road_since_precision: 'month', months }),
        ...byPlate,
      };
    }
    const asOf = ctx.data.dataDate;
    if (input.on_road_since !== undefined) {
      const first = parseYearMonth(input.on_road_since);
      if (!first)
        throw new ApiError(
          'invalid_parameter',
          `on_road_since must be a real month as YYYY-MM (month 1-12), e.g. 2021-03; got "${input.on_road_since.slice(0, 20)}"`,
          { parameter: 'on_road_since' },
        );
      const months = ageInMonths(first, asOf);
      if (months < 0)
        throw new ApiError(
          'invalid_parameter',
          `on_road_since ${ymText(first)} is after the data date ${asOf}; give a month already past`,
          { parameter: 'on_road_since' },
        );
      return answer(tierForMonths(months, b), { basis: 'on_road_since', on_road_since: ymText(first), as_of: asOf, months });
    }
    if (input.year !== undefined) return byModelYear(input.year, asOf);
    // Nothing to date the car by. The rule of every tier is the /standard-policy page (fetch id standard-policy).
    throw new ApiError(
      'missing_parameter',
      "give the car's age as plate, on_road_since (YYYY-MM, first registration) or year " +
        '(model year); the rule for every age is the page standard-policy (fetch it by that id)',
      { parameter: 'plate' },
    );
  },
});
