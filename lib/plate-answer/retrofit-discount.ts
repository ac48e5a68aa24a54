// licence_fee_retrofit_discount as answers carry it (explain_licence_fee and lookup_vehicle): the published rule's
// facts plus whether this plate is on the ministry's eligible list. A LICENCE-FEE discount, never insurance.
import { z } from 'zod';
import { Confidence } from '../rules/rule-parts.ts';

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
