// The one licence-fee computation: price group (kvuzat_agra_cd, 1-7) x age tier from the published table
// (raw/rules/licence-fee-*.json, shard rules/licence-fee.json), with the broadcasting add-on kept separate.
import type { LicenceFeeRule } from './rule-schemas.ts';

export type AgeTierKey = LicenceFeeRule['age_tiers'][number]['key'];
type Confidence = LicenceFeeRule['groups'][number]['confidence'][number];

export interface LicenceFee {
  price_group: number;
  age_years: number;
  age_tier: AgeTierKey;
  /** The table's fee for the group and tier, without the add-on. */
  fee: number;
  broadcasting_addon: number;
  /** fee + broadcasting_addon: what the owner pays. */
  total: number;
  confidence: Confidence;
  valid_from: string;
  valid_to: string;
}

/** The tier whose [min_years, max_years] holds the age; ages below the first tier count as the first tier. */
export function ageTierFor(table: LicenceFeeRule, ageYears: number): { key: AgeTierKey; index: number } {
  if (!Number.isInteger(ageYears)) throw new RangeError(`age in years must be a whole number; got ${ageYears}`);
  const years = Math.max(0, ageYears);
  const index = table.age_tiers.findIndex((t) => years >= t.min_years && (t.max_years === null || years <= t.max_years));
  if (index < 0) throw new RangeError(`no licence-fee age tier covers ${ageYears} years`);
  return { key: table.age_tiers[index]!.key, index };
}

/** The fee for a price group at an age in licensing years (see vehicle-age.ts ageInLicensingYears). */
export function licenceFee(table: LicenceFeeRule, priceGroup: number, ageYears: number): LicenceFee {
  const group = table.groups.find((g) => g.price_group === priceGroup);
  if (!group) throw new RangeError(`price group must be 1-7; got ${priceGroup}`);
  const tier = ageTierFor(table, ageYears);
  const fee = group.fees[tier.index]!;
  const addon = table.broadcasting_addon.amount;
  return {
    price_group: priceGroup,
    age_years: ageYears,
    age_tier: tier.key,
    fee,
    broadcasting_addon: addon,
    total: fee + addon,
    confidence: group.confidence[tier.index]!,
    valid_from: table.valid_from,
    valid_to: table.valid_to,
  };
}
