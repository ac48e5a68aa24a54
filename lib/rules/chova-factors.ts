// The rules/chova-factors table: what the compulsory-insurance (chova) price depends on, with no prices.
import { z } from 'zod';
import { Sourced } from './rule-parts.ts';

const Factor = z.object({ key: z.string().regex(/^[a-z_]+$/), he: z.string().min(1), ar: z.string().min(1), en: z.string().min(1) });

export const ChovaFactorsRule = Sourced.extend({
  calculator_url: z.string().url(),
  no_prices_he: z.string().min(1),
  no_prices_ar: z.string().min(1),
  no_prices_en: z.string().min(1),
  weighting_he: z.string().min(1),
  weighting_ar: z.string().min(1),
  weighting_en: z.string().min(1),
  car_factors: z.array(Factor).min(1),
  driver_factors: z.array(Factor).min(1),
});
export type ChovaFactorsRule = z.infer<typeof ChovaFactorsRule>;
