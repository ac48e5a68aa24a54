// licence_fee_retrofit_discount as answers carry it (explain_licence_fee and lookup_vehicle): the published rule's
// facts plus whether this plate is on the ministry's eligible list. A LICENCE-FEE discount, never insurance.
import { z } from 'zod';
import { Confidence } from '../../lib/rules/rule-parts.ts';
import type { RetrofitDiscountRule } from '../../lib/rules/retrofit-discount.ts';

export const RetrofitDiscount = z
  .object({
    eligible: z.boolean().nullable().meta({
      description: 'Whether the plate is on the ministry list of retrofit-eligible vehicles; null when the list could not be read.',
    }),
    kind: z.literal('licence_fee_discount'),
    currency: z.literal('ILS'),
    total: z.number().int(),
    confidence: Confidence.meta({ description: 'How sure the amounts are.' }),
    instalments: z.array(z.object({ renewal: z.number().int(), max_amount: z.number().int() })),
    conditions_he: z.array(z.string()),
    conditions_en: z.array(z.string()),
    summary_he: z.string(),
    summary_en: z.string(),
    not_insurance_he: z.string(),
    not_insurance_en: z.string(),
  })
  .meta({
    description:
      'licence_fee_retrofit_discount: a discount on the licence fee for retrofitted safety systems. It is not an insurance discount.',
  });
export type RetrofitDiscount = z.infer<typeof RetrofitDiscount>;

export function retrofitDiscountFacts(rule: RetrofitDiscountRule, eligible: boolean | null): RetrofitDiscount {
  return {
    eligible,
    kind: rule.kind,
    currency: rule.currency,
    total: rule.total,
    confidence: rule.confidence,
    instalments: rule.instalments,
    conditions_he: rule.eligibility.conditions_he,
    conditions_en: rule.eligibility.conditions_en,
    summary_he: rule.summary_he,
    summary_en: rule.summary_en,
    not_insurance_he: rule.not_insurance_he,
    not_insurance_en: rule.not_insurance_en,
  };
}
