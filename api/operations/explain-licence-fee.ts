import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { plateOrModelInput } from './params.ts';
import { LicenceFeeRule } from '../../lib/rules/licence-fee.ts';
import { LicenceFeeForYear } from '../../lib/shards/licence-fee.ts';
import { Trim } from '../../lib/shards/model-year.ts';
import { LicenceFee as CarFee } from '../../lib/rules/licence-fee.ts';
import { normalisePlate } from '../../lib/rules/plate.ts';
import { parseRoadDate, RoadDatePrecision } from '../../lib/rules/vehicle-age.ts';
import { chooseModel } from '../catalog/model-choice.ts';
import { feeOfLookup, lookupPlate } from '../live/plate-lookup.ts';
import { UpstreamUnavailableError } from '../registry/registry.ts';
import type { OperationContext } from '../context.ts';
import { retrofitDiscountFacts } from '../live/retrofit-discount.ts';
import { RetrofitDiscount } from '../../lib/plate-answer/retrofit-discount.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

const ExactFee = CarFee.extend({
  on_road_since: z.string().meta({
    description: 'First registration: YYYY-MM, or YYYY when the file gives only the year (the fee column needs the year alone).',
  }),
  on_road_since_precision: RoadDatePrecision,
});

const LicenceFee = z.object({
  vehicle: ExactFee.nullable().optional(),
  licence_fee_retrofit_discount: RetrofitDiscount.optional(),
  year: z.number().int().optional(),
  trims: z.array(Trim.pick({ trim: true, price_group: true, licence_fee: true, cars_on_road: true })).optional(),
  by_year: z.array(LicenceFeeForYear).optional(),
});

async function retrofitDiscount(ctx: OperationContext, plate: string): Promise<z.infer<typeof RetrofitDiscount>> {
  const rule = ctx.data.rule('retrofit-discount');
  let eligible: boolean | null;
  try {
    eligible = (await ctx.registry.retrofitEligible(normalisePlate(plate))).value;
  } catch (err) {
    if (!(err instanceof UpstreamUnavailableError)) throw err;
    eligible = null;
  }
  return retrofitDiscountFacts(rule, eligible);
}

export const explainLicenceFee = defineOperation({
  name: 'explain_licence_fee',
  title: 'Annual licence fee',
  description:
    'Annual licence fee (price group x year of first registration, plus the 135 ILS add-on) ' +
    'with its confidence: by plate (none off the road), per trim or production year, ' +
    'or the table.',
  method: 'GET',
  path: '/licence-fee',
  tags: ['rules'],
  budget: 'catalog',
  input: plateOrModelInput(),
  output: withCommon({
    mode: z.enum(['vehicle', 'model_year', 'model', 'table']),
    licence_fee: LicenceFee.nullable().meta({
      description:
        "A production year's cars are first registered in that year or the next: per trim " +
        'and per year, one fee for each table column those years fall in.',
    }),
    table: LicenceFeeRule.nullable(),
    page_url: z.string(),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async handler(input, ctx) {
    const table = ctx.data.rule('licence-fee');
    const page = absoluteUrl(ctx.config.publicBaseUrl, '/licence-fee');
    const base = { page_url: page, citation_url: page };
    if (input.plate !== undefined) {
      // Asked together, so the request waits for one registry deadline, not two in a row.
      const [found, discount] = await Promise.all([lookupPlate(ctx, input.plate), retrofitDiscount(ctx, input.plate)]);
      if (found.error) return { mode: 'vehicle' as const, licence_fee: null, table, ...base, data_date: found.asOf, error: found.error };
      const { fee, error } = feeOfLookup(ctx.data, found);
      const first = parseRoadDate(found.vehicle!.on_road_since);
      if (!fee || !first) {
        return {
          mode: 'vehicle' as const,
          licence_fee: { vehicle: null, licence_fee_retrofit_discount: discount },
          table,
          ...base,
          data_date: found.asOf,
          ...(error ? { error } : {}),
        };
      }
      return {
        mode: 'vehicle' as const,
        licence_fee: {
          vehicle: { ...fee, on_road_since: found.vehicle!.on_road_since!, on_road_since_precision: first.precision },
          licence_fee_retrofit_discount: discount,
        },
        table: null,
        ...base,
        data_date: found.asOf,
      };
    }
    const chosen = chooseModel(ctx.data, input, ctx.config.publicBaseUrl);
    if (!chosen) return { mode: 'table' as const, licence_fee: null, table, ...base };
    if (chosen.modelYear) {
      const y = chosen.modelYear;
      return {
        mode: 'model_year' as const,
        licence_fee: {
          year: y.year,
          trims: y.trims.map((t) => ({
            trim: t.trim,
            price_group: t.price_group,
            licence_fee: t.licence_fee,
            cars_on_road: t.cars_on_road,
          })),
        },
        table: null,
        ...base,
      };
    }
    return { mode: 'model' as const, licence_fee: { by_year: chosen.shard.summary.licence_fee_by_year }, table: null, ...base };
  },
});
