// The rules/retrofit-discount table: the licence-fee discount for retrofitting driver-assistance systems, its
// instalments and who is eligible (the facts of one car are api/live/retrofit-discount.ts).
import { z } from 'zod';
import { Confidence, Sourced, inLangs } from './rule-parts.ts';

const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const RetrofitDiscountRule = Sourced.extend({
  /** Always a licence-fee discount; the literal keeps anyone from presenting it as an insurance discount. */
  kind: z.literal('licence_fee_discount'),
  ...inLangs('not_insurance', z.string().min(1)),
  currency: z.literal('ILS'),
  total: z.number().int().positive(),
  confidence: Confidence,
  instalments: z.array(z.object({ renewal: z.number().int().positive(), max_amount: z.number().int().positive() })).min(1),
  procedure: z.object({ number: z.number().int(), name_he: z.string().min(1), name_en: z.string().min(1) }),
  eligible_plates_resource_id: z.string().uuid(),
  eligibility: z.object({
    vehicle_class: z.literal('private'),
    max_total_weight_kg: z.number().int().positive(),
    first_registration_from: IsoDate,
    /** Exclusive bound: registered before this day. */
    first_registration_before: IsoDate,
    requires_missing_factory_systems: z.array(z.enum(['lane_departure_warning', 'forward_collision_warning'])).min(1),
    ...inLangs('conditions', z.array(z.string().min(1)).min(1)),
  }),
  ...inLangs('summary', z.string().min(1)),
}).refine((r) => r.instalments.reduce((sum, i) => sum + i.max_amount, 0) === r.total, { message: 'instalments must add up to total' });
export type RetrofitDiscountRule = z.infer<typeof RetrofitDiscountRule>;
