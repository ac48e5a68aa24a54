// licence_fee_retrofit_discount as answers carry it (explain_licence_fee and lookup_vehicle): the published rule's
// facts plus whether this plate is on the ministry's eligible list. A LICENCE-FEE discount, never insurance.
import type { RetrofitDiscountRule } from '../../lib/rules/retrofit-discount.ts';
import type { RetrofitDiscount } from '../../lib/plate-answer/retrofit-discount.ts';

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
