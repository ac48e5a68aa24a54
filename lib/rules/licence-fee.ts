// The one licence-fee computation: price group (kvuzat_agra_cd, 1-7) x the column of the year of first
// registration, from the published table (raw/rules/licence-fee-*.json, shard rules/licence-fee.json), with the
// broadcasting add-on kept separate. Every surface gets a car's fee from carLicenceFee and a production year's
// fees from productionYearFees; both read the table through licenceFee.
import { z } from 'zod';
import { Confidence, Sourced, inLangs } from './rule-parts.ts';

const FeeColumn = z.object({
  /** First year of first registration in the column; null for the oldest column ("and older"). */
  first_registration_from: z.number().int().nullable(),
  first_registration_to: z.number().int(),
  ...inLangs('label', z.string().min(1)),
  /** How sure the printed label is (the year range is what decides the column). */
  label_confidence: Confidence,
});

/** The licence-fee price group of a model (kvuzat agra): the rows of the fee table. */
export const PriceGroup = z.number().int().min(1).max(7);

export const LicenceFeeRule = Sourced.extend({
  source_url: z.string().url(),
  valid_from: z.string(),
  valid_to: z.string(),
  currency: z.literal('ILS'),
  applies_to: z.string(),
  ...inLangs('column_rule', z.string().min(1)),
  broadcasting_addon: z.object({
    amount: z.number().int(),
    confidence: Confidence,
    ...inLangs('note', z.string()),
    ...inLangs('conflict', z.string().min(1).optional()),
  }),
  /** Newest first; the ranges of first-registration years are contiguous and only the last is open-ended. */
  columns: z.array(FeeColumn).length(4),
  groups: z
    .array(
      z.object({
        price_group: PriceGroup,
        price_when_new: z.object({ from: z.number().int().nullable(), to: z.number().int().nullable() }),
        fees: z.array(z.number().int().positive()).length(4),
        confidence: z.array(Confidence).length(4),
      }),
    )
    .length(7),
}).refine(
  (r) =>
    r.columns.every((c, i) =>
      i === r.columns.length - 1
        ? c.first_registration_from === null
        : c.first_registration_from !== null &&
          c.first_registration_from <= c.first_registration_to &&
          r.columns[i + 1]!.first_registration_to === c.first_registration_from - 1,
    ),
  { message: 'columns must be newest first, contiguous year ranges, the last one open-ended ("and older")' },
);
export type LicenceFeeRule = z.infer<typeof LicenceFeeRule>;

type Column = LicenceFeeRule['columns'][number];

/** The table column a fee comes from: the members every fee result shares, written once. */
export const FEE_COLUMN = {
  column: z.string().meta({ description: 'The table column as its years of first registration, e.g. "2021-2023" or "2016-and-older".' }),
  column_label_he: z.string().meta({ description: 'The ministry\'s label of the column, e.g. "4 עד 6 שנים".' }),
  column_label_en: z.string(),
};

const FEE_AMOUNTS = {
  fee: z.number().int().nonnegative().meta({ description: 'The table fee for the price group and column, ILS, without the add-on.' }),
  broadcasting_addon: z
    .number()
    .int()
    .nonnegative()
    .meta({ description: 'Broadcasting add-on, ILS, collected with the fee (shown separately).' }),
  total: z.number().int().nonnegative().meta({ description: 'fee + broadcasting_addon: what the owner pays for the year, ILS.' }),
  confidence: Confidence.meta({
    description: 'How sure the figure is: the weaker of the table cell and the add-on (confirmed, secondary, inferred, estimate).',
  }),
};

/** A car's fee, for output schemas (lookup_vehicle, explain_licence_fee by plate). */
export const LicenceFee = z.object({
  price_group: PriceGroup.meta({ description: 'Licence-fee price group 1-7 of the model (kvuzat agra).' }),
  first_registration_year: z
    .number()
    .int()
    .meta({ description: 'Year the car was first registered (went on the road): it chooses the column.' }),
  ...FEE_COLUMN,
  ...FEE_AMOUNTS,
  valid_from: z.string(),
  valid_to: z.string(),
});
export type LicenceFee = z.infer<typeof LicenceFee>;

/** The years of first registration a fee holds for (a production year's cars are registered that year or the next). */
export const FirstRegistrationYears = z.array(z.number().int()).min(1);

/** One fee of a production year's cars (a trim's, in the shards): the years of first registration it holds for and the table cell. */
export const RegistrationFee = z.object({ ...FEE_COLUMN, first_registration_years: FirstRegistrationYears, ...FEE_AMOUNTS });
type RegistrationOption = z.infer<typeof RegistrationFee>;

const STRENGTH: readonly Confidence[] = ['confirmed', 'secondary', 'inferred', 'estimate'];

/** The least certain of the marks: a sum is only as sure as its weakest part. */
export function weakestConfidence(marks: readonly Confidence[]): Confidence {
  return marks.reduce((weakest, c) => (STRENGTH.indexOf(c) > STRENGTH.indexOf(weakest) ? c : weakest), 'confirmed');
}

const columnKey = (c: Column): string =>
  c.first_registration_from === null ? `${c.first_registration_to}-and-older` : `${c.first_registration_from}-${c.first_registration_to}`;

/**
 * The column holding a year of first registration. A year after the newest column (a car registered after the
 * table was published, before the next one) counts in the newest column.
 */
export function feeColumnFor(table: LicenceFeeRule, firstRegistrationYear: number): { column: Column; index: number } {
  if (!Number.isInteger(firstRegistrationYear))
    throw new RangeError(`year of first registration must be a whole number; got ${firstRegistrationYear}`);
  const index = table.columns.findIndex(
    (c) =>
      firstRegistrationYear >= (c.first_registration_from ?? -Infinity) &&
      (firstRegistrationYear <= c.first_registration_to || c === table.columns[0]),
  );
  return { column: table.columns[index]!, index };
}

/** The fee of a price group for a car first registered in the given year. */
export function licenceFee(table: LicenceFeeRule, priceGroup: number, firstRegistrationYear: number): LicenceFee {
  const group = table.groups.find((g) => g.price_group === priceGroup);
  if (!group) throw new RangeError(`price group must be ${PriceGroup.minValue}-${PriceGroup.maxValue}; got ${priceGroup}`);
  const { column, index } = feeColumnFor(table, firstRegistrationYear);
  const fee = group.fees[index]!;
  const addon = table.broadcasting_addon;
  return {
    price_group: priceGroup,
    first_registration_year: firstRegistrationYear,
    column: columnKey(column),
    column_label_he: column.label_he,
    column_label_en: column.label_en,
    fee,
    broadcasting_addon: addon.amount,
    total: fee + addon.amount,
    confidence: weakestConfidence([group.confidence[index]!, addon.confidence]),
    valid_from: table.valid_from,
    valid_to: table.valid_to,
  };
}

type NoFeeReason = 'not_on_road' | 'price_group_unknown' | 'first_registration_unknown';
type CarLicenceFee = { fee: LicenceFee; reason: null } | { fee: null; reason: NoFeeReason };

/**
 * The licence fee a given car owes this year. A car that is inactive or cancelled (scrapped, exported) owes
 * none; otherwise the fee needs the model's price group and the year the car was first registered.
 */
export function carLicenceFee(
  table: LicenceFeeRule,
  car: {
    status: 'active' | 'inactive' | 'cancelled';
    price_group: number | null;
    first_registration_year: number | null;
  },
): CarLicenceFee {
  if (car.status !== 'active') return { fee: null, reason: 'not_on_road' };
  if (car.price_group === null) return { fee: null, reason: 'price_group_unknown' };
  if (car.first_registration_year === null) return { fee: null, reason: 'first_registration_unknown' };
  return { fee: licenceFee(table, car.price_group, car.first_registration_year), reason: null };
}

/**
 * The fees of a production year's cars: they are first registered in that year or the next, which can fall in
 * two columns. Years in the same column share one entry; two entries mean the fee depends on the year.
 */
export function productionYearFees(table: LicenceFeeRule, priceGroup: number, productionYear: number): RegistrationOption[] {
  const options: RegistrationOption[] = [];
  for (const year of [productionYear, productionYear + 1]) {
    const f = licenceFee(table, priceGroup, year);
    const same = options.find((o) => o.column === f.column);
    if (same) same.first_registration_years.push(year);
    else {
      options.push({
        first_registration_years: [year],
        column: f.column,
        column_label_he: f.column_label_he,
        column_label_en: f.column_label_en,
        fee: f.fee,
        broadcasting_addon: f.broadcasting_addon,
        total: f.total,
        confidence: f.confidence,
      });
    }
  }
  return options;
}
