// The one running-cost ESTIMATE: the annual licence fee plus energy for the assumed yearly distance, from the
// published rules/running-cost table (prices, distance, consumption factors). Never insurance. Every figure
// carries its month and confidence, and a part that cannot be estimated is named with the reason, while the
// parts that are known still stand.
import { z } from 'zod';
import { Confidence, Sourced } from './rule-parts.ts';
import { weakestConfidence } from './licence-fee.ts';
import type { Fuel } from './fuel-class.ts';
import { literal } from '../sql/sql-literal.ts';

const Note = z.object({ note_en: z.string().min(1), confidence: Confidence });

export const RunningCostRule = Sourced.extend({
  label_he: z.string().min(1),
  label_en: z.string().min(1),
  currency: z.literal('ILS'),
  annual_km: z.number().int().positive(),
  annual_km_as_of: z.string().regex(/^\d{4}(-\d{2})?$/),
  annual_km_confidence: Confidence,
  annual_km_note_en: z.string().min(1),
  /** A price no source gives stays null (with its note saying so) rather than guessed. */
  energy_prices: z
    .array(
      z
        .object({
          fuel: z.enum(['petrol', 'diesel', 'electricity']),
          unit: z.enum(['litre', 'kWh']),
          price: z.number().positive().nullable(),
          as_of: z
            .string()
            .regex(/^\d{4}-\d{2}$/)
            .nullable(),
          confidence: Confidence.nullable(),
          note_en: z.string().min(1),
        })
        .refine((p) => (p.price === null) === (p.as_of === null) && (p.price === null) === (p.confidence === null), {
          message: 'a price carries its month and confidence; a missing price has neither',
        }),
    )
    .length(3),
  consumption: z.object({
    petrol_litres_per_100km_from_co2: Note.extend({ divisor: z.number().positive() }),
    diesel_litres_per_100km_from_co2: Note.extend({ divisor: z.number().positive() }),
    electric_kwh_per_100km: Note.extend({ value: z.number().positive() }),
    plugin_hybrid: Note.extend({ petrol_from_co2: z.boolean(), electric_kwh_per_100km: z.number().nonnegative() }),
  }),
});
export type RunningCostRule = z.infer<typeof RunningCostRule>;

type Energy = RunningCostRule['energy_prices'][number]['fuel'];

/** The estimate's shape, for output schemas (model_info per trim, lookup_vehicle). */
export const RunningCostEstimate = z
  .object({
    estimate: z.literal(true),
    label_he: z.string(),
    label_en: z.string(),
    currency: z.literal('ILS'),
    annual_km: z.number().int(),
    annual_km_as_of: z.string(),
    annual_km_confidence: Confidence,
    licence_fee: z.object({ min: z.number().int(), max: z.number().int(), confidence: Confidence }).nullable().meta({
      description:
        'Licence fee including the broadcasting add-on (min = max for one car; a production year may span two fees); null when unknown.',
    }),
    energy: z
      .array(
        z.object({
          energy: z.enum(['petrol', 'diesel', 'electricity']),
          unit: z.enum(['litre', 'kWh']),
          per_100km: z.number(),
          use_confidence: Confidence.meta({
            description: 'How the use per 100 km was found: inferred from WLTP CO2, or an assumed average (estimate).',
          }),
          annual_units: z.number().int(),
          unit_price: z.number(),
          price_as_of: z.string().meta({ description: 'YYYY-MM of the price.' }),
          price_confidence: Confidence,
          annual_cost: z.number().int(),
        }),
      )
      .nullable()
      .meta({ description: 'Energy for the assumed distance; null when it cannot be estimated (see missing).' }),
    annual_total: z
      .object({ min: z.number().int(), max: z.number().int() })
      .nullable()
      .meta({ description: 'licence_fee + energy; null when either is unknown (missing says which and why).' }),
    includes_insurance: z.literal(false),
    missing: z
      .array(z.object({ part: z.enum(['licence_fee', 'energy']), reason_en: z.string() }))
      .meta({ description: 'Each part that could not be estimated and why; the other parts stand.' }),
    assumptions_en: z.array(z.string()),
  })
  .meta({ description: 'ESTIMATE of the yearly running cost: licence fee plus energy for the assumed distance. Never insurance.' });
export type RunningCostEstimate = z.infer<typeof RunningCostEstimate>;
type EnergyLine = NonNullable<RunningCostEstimate['energy']>[number];
type Use = { energy: Energy; per100: number; confidence: Confidence; note: string };

type Consumption = RunningCostRule['consumption'];

/**
 * The fuels whose litres per 100 km follow from WLTP CO2 g/km (CO2 over the grams of CO2 a litre gives), with the
 * energy they burn and the rule's factor. A plug-in's WLTP CO2 is weighted with electric driving, so it is no
 * measure of its fuel use per trim (its running cost takes the petrol factor with its own note, below).
 */
const LITRES_FROM_CO2 = {
  petrol: { energy: 'petrol', factor: 'petrol_litres_per_100km_from_co2' },
  hybrid: { energy: 'petrol', factor: 'petrol_litres_per_100km_from_co2' },
  diesel: { energy: 'diesel', factor: 'diesel_litres_per_100km_from_co2' },
} as const satisfies Partial<Record<Fuel, { energy: Energy; factor: keyof Consumption }>>;

/** The formula: litres per 100 km from WLTP CO2 g/km; null without a CO2 figure. */
const litresFromCo2 = (co2: number | null, divisor: number) => (co2 === null || co2 <= 0 ? null : co2 / divisor);

/**
 * The published per-trim fuel use (model-years shards) as a SQL expression over two columns: litresFromCo2 for the
 * fuels of LITRES_FROM_CO2, to one decimal; NULL for the others.
 */
export function fuelUseSql(c: Consumption, co2: string, fuel: string): string {
  const fuelsByFactor = new Map<(typeof LITRES_FROM_CO2)[keyof typeof LITRES_FROM_CO2]['factor'], string[]>();
  for (const [f, { factor }] of Object.entries(LITRES_FROM_CO2)) fuelsByFactor.set(factor, [...(fuelsByFactor.get(factor) ?? []), f]);
  const whens = [...fuelsByFactor].map(([factor, fuels]) => {
    const list = fuels.map(literal).join(', ');
    return `WHEN ${co2} > 0 AND ${fuel} IN (${list}) THEN round(${co2} / ${c[factor].divisor}, 1)`;
  });
  return `CASE ${whens.join(' ')} END`;
}

/** Litres or kWh per 100 km for each energy the car uses, or why the data cannot tell. */
function consumption(rule: RunningCostRule, fuel: Fuel, co2: number | null): Use[] | string {
  const c = rule.consumption;
  const noCo2 = 'the model data has no WLTP CO2 figure for it (older models were measured before WLTP), so its fuel use is unknown';
  switch (fuel) {
    case 'petrol':
    case 'hybrid':
    case 'diesel': {
      const { energy, factor } = LITRES_FROM_CO2[fuel];
      const l = litresFromCo2(co2, c[factor].divisor);
      return l === null ? noCo2 : [{ energy, per100: l, confidence: c[factor].confidence, note: c[factor].note_en }];
    }
    case 'electric':
      return [
        {
          energy: 'electricity',
          per100: c.electric_kwh_per_100km.value,
          confidence: c.electric_kwh_per_100km.confidence,
          note: c.electric_kwh_per_100km.note_en,
        },
      ];
    case 'plugin_hybrid': {
      const l = litresFromCo2(co2, c.petrol_litres_per_100km_from_co2.divisor);
      if (l === null) return noCo2;
      return [
        { energy: 'petrol', per100: l, confidence: c.petrol_litres_per_100km_from_co2.confidence, note: c.plugin_hybrid.note_en },
        {
          energy: 'electricity',
          per100: c.plugin_hybrid.electric_kwh_per_100km,
          confidence: c.plugin_hybrid.confidence,
          note: c.plugin_hybrid.note_en,
        },
      ];
    }
    default:
      return `no energy use is estimated for fuel "${fuel}" (no conversion from the model data is known for it)`;
  }
}

/** Energy lines for the uses, or why a price is missing. */
function energyLines(rule: RunningCostRule, uses: Use[], assumptions: string[]): EnergyLine[] | string {
  const lines: EnergyLine[] = [];
  for (const u of uses) {
    const price = rule.energy_prices.find((p) => p.fuel === u.energy)!;
    if (price.price === null || price.as_of === null || price.confidence === null) return `${u.energy}: ${price.note_en}`;
    const annualUnits = (u.per100 * rule.annual_km) / 100;
    assumptions.push(
      `${u.energy}: ${u.note} (${u.confidence}); ${price.price} ILS/${price.unit} (${price.as_of}, ${price.confidence}): ${price.note_en}`,
    );
    lines.push({
      energy: u.energy,
      unit: price.unit,
      per_100km: Math.round(u.per100 * 10) / 10,
      use_confidence: u.confidence,
      annual_units: Math.round(annualUnits),
      unit_price: price.price,
      price_as_of: price.as_of,
      price_confidence: price.confidence,
      annual_cost: Math.round(annualUnits * price.price),
    });
  }
  return lines;
}

/**
 * The estimate for a car (one licence fee) or a production year's trim (one fee per registration year it may
 * fall in). licence_fee_unknown_en says why there is no fee when `licence_fees` is empty.
 */
export function runningCostEstimate(
  rule: RunningCostRule,
  car: {
    fuel: Fuel;
    co2_wltp: number | null;
    licence_fees: { total: number; confidence: Confidence }[];
    licence_fee_unknown_en?: string;
  },
): RunningCostEstimate {
  const assumptions = [`${rule.annual_km} km per year (${rule.annual_km_as_of}, ${rule.annual_km_confidence}): ${rule.annual_km_note_en}`];
  const missing: RunningCostEstimate['missing'] = [];
  const uses = consumption(rule, car.fuel, car.co2_wltp);
  const lines = typeof uses === 'string' ? uses : energyLines(rule, uses, assumptions);
  const energy = typeof lines === 'string' ? null : lines;
  if (typeof lines === 'string') missing.push({ part: 'energy', reason_en: lines });
  const totals = car.licence_fees.map((f) => f.total);
  const fee =
    totals.length === 0
      ? null
      : { min: Math.min(...totals), max: Math.max(...totals), confidence: weakestConfidence(car.licence_fees.map((f) => f.confidence)) };
  if (!fee) missing.push({ part: 'licence_fee', reason_en: car.licence_fee_unknown_en ?? 'the licence fee is unknown' });
  const energyCost = energy?.reduce((sum, e) => sum + e.annual_cost, 0) ?? null;
  return {
    estimate: true,
    label_he: rule.label_he,
    label_en: rule.label_en,
    currency: 'ILS',
    annual_km: rule.annual_km,
    annual_km_as_of: rule.annual_km_as_of,
    annual_km_confidence: rule.annual_km_confidence,
    licence_fee: fee,
    energy,
    annual_total: energyCost === null || fee === null ? null : { min: fee.min + energyCost, max: fee.max + energyCost },
    includes_insurance: false,
    missing,
    assumptions_en: assumptions,
  };
}
