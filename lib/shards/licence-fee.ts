// The licence fee as the model and model-years shards carry it (the fee rule itself is lib/rules/licence-fee.ts).
import { z } from 'zod';
import { Confidence } from '../rules/rule-parts.ts';
import { FEE_COLUMN, FirstRegistrationYears, PriceGroup, RegistrationFee } from '../rules/licence-fee.ts';
import { Int, NonNegInt } from './common.ts';

/** A production year's cars are first registered in that year or the next: one entry per table column those years fall in. */
export const TrimLicenceFee = z.object({
  assumes_first_registration: z.array(Int).length(2),
  by_registration: z.array(RegistrationFee).min(1).max(2),
});

export const LicenceFeeForYear = z.object({
  year: Int,
  price_groups: z.array(PriceGroup),
  assumes_first_registration: z.array(Int).length(2),
  by_registration: z
    .array(
      z.object({
        ...FEE_COLUMN,
        first_registration_years: FirstRegistrationYears,
        fee_min: NonNegInt,
        fee_max: NonNegInt,
        total_min: NonNegInt,
        total_max: NonNegInt,
        confidence: Confidence,
      }),
    )
    .min(1)
    .max(2),
  broadcasting_addon: NonNegInt,
});
