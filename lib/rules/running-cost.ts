// The one running-cost ESTIMATE: the annual licence fee plus energy for the assumed yearly distance, from the
// published rules/running-cost table (prices, distance, consumption factors). Never insurance. Every figure
// carries the assumptions it rests on, and the result is labelled an estimate.
import { z } from 'zod';
import type { RunningCostRule } from './rule-schemas.ts';

export type Fuel = 'petrol' | 'diesel' | 'hybrid' | 'plugin_hybrid' | 'electric' | 'lpg' | 'other';
type Energy = RunningCostRule['energy_prices'][number]['fuel'];

/** The estimate's shape, for output schemas (model_info per trim, lookup_vehicle). */
export const RunningCostEstimate = z.object({
  estimate: z.literal(true),
  label_he: z.string(),
  label_en: z.string(),
  currency: z.literal('ILS'),
  annual_km: z.number().int(),
  licence_fee: z.number().int().nullable().meta({ description: 'Licence fee including the broadcasting add-on; null when unknown.' }),
  energy: z.array(z.object({
    energy: z.enum(['petrol', 'diesel', 'electricity']),
    unit: z.enum(['litre', 'kWh']),
    per_100km: z.number(),
    annual_units: z.number().int(),
    unit_price: z.number(),
    annual_cost: z.number().int(),
  })).nullable(),
  annual_total: z.number().int().nullable().meta({ description: 'licence_fee + energy; null when either is unknown.' }),
  includes_insurance: z.literal(false),
  assumptions_en: z.array(z.string()),
}).meta({ description: 'ESTIMATE of the yearly running cost: licence fee plus energy for the assumed distance. Never insurance.' });
export type RunningCostEstimate = z.infer<typeof RunningCostEstimate>;
type EnergyLine = NonNullable<RunningCostEstimate['energy']>[number];

/** Litres or kWh per 100 km for each energy the car uses; null when the data cannot tell (no CO2, LPG, other). */
function consumption(rule: RunningCostRule, fuel: Fuel, co2: number | null): { energy: Energy; per100: number; note: string }[] | null {
  const c = rule.consumption;
  const fromCo2 = (divisor: number) => (co2 === null || co2 <= 0 ? null : co2 / divisor);
  switch (fuel) {
    case 'petrol':
    case 'hybrid': {
      const l = fromCo2(c.petrol_litres_per_100km_from_co2.divisor);
      return l === null ? null : [{ energy: 'petrol', per100: l, note: c.petrol_litres_per_100km_from_co2.note_en }];
    }
    case 'diesel': {
      const l = fromCo2(c.diesel_litres_per_100km_from_co2.divisor);
      return l === null ? null : [{ energy: 'diesel', per100: l, note: c.diesel_litres_per_100km_from_co2.note_en }];
    }
    case 'electric':
      return [{ energy: 'electricity', per100: c.electric_kwh_per_100km.value, note: c.electric_kwh_per_100km.note_en }];
    case 'plugin_hybrid': {
      const l = fromCo2(c.petrol_litres_per_100km_from_co2.divisor);
      if (l === null) return null;
      return [
        { energy: 'petrol', per100: l, note: c.plugin_hybrid.note_en },
        { energy: 'electricity', per100: c.plugin_hybrid.electric_kwh_per_100km, note: c.plugin_hybrid.note_en },
      ];
    }
    default:
      return null;
  }
}

export function runningCostEstimate(rule: RunningCostRule, car: { fuel: Fuel; co2_wltp: number | null; licence_fee_total: number | null }): RunningCostEstimate {
  const uses = consumption(rule, car.fuel, car.co2_wltp);
  const assumptions = [`${rule.annual_km} km a year: ${rule.annual_km_note_en}`];
  let energy: EnergyLine[] | null = null;
  if (uses) {
    energy = uses.map((u) => {
      const price = rule.energy_prices.find((p) => p.fuel === u.energy)!;
      const annualUnits = (u.per100 * rule.annual_km) / 100;
      assumptions.push(`${u.energy}: ${u.note}; ${price.price} ILS/${price.unit} (${price.as_of}, ${price.confidence}): ${price.note_en}`);
      return {
        energy: u.energy,
        unit: price.unit,
        per_100km: Math.round(u.per100 * 10) / 10,
        annual_units: Math.round(annualUnits),
        unit_price: price.price,
        annual_cost: Math.round(annualUnits * price.price),
      };
    });
  } else {
    assumptions.push(`no energy estimate for fuel "${car.fuel}"${car.co2_wltp === null ? ' without a WLTP CO2 figure' : ''}`);
  }
  if (car.licence_fee_total === null) assumptions.push('licence fee unknown (no price group for this trim)');
  const energyCost = energy?.reduce((sum, e) => sum + e.annual_cost, 0) ?? null;
  return {
    estimate: true,
    label_he: rule.label_he,
    label_en: rule.label_en,
    currency: 'ILS',
    annual_km: rule.annual_km,
    licence_fee: car.licence_fee_total,
    energy,
    annual_total: energyCost === null || car.licence_fee_total === null ? null : car.licence_fee_total + energyCost,
    includes_insurance: false,
    assumptions_en: assumptions,
  };
}
