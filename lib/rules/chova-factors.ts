// The rules/chova-factors table: what the compulsory-insurance (chova) price depends on, with no prices.
import { z } from 'zod';
import { Sourced, Texts, inLangs } from './rule-parts.ts';

const Factor = z.object({ key: z.string().regex(/^[a-z_]+$/) }).extend(Texts.shape);

export const ChovaFactorsRule = Sourced.extend({
  calculator_url: z.string().url(),
  ...inLangs('no_prices', z.string().min(1)),
  ...inLangs('weighting', z.string().min(1)),
  car_factors: z.array(Factor).min(1),
  driver_factors: z.array(Factor).min(1),
});
export type ChovaFactorsRule = z.infer<typeof ChovaFactorsRule>;
