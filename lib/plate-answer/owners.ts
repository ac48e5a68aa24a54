// owners of a plate answer: the ownership file's rows read by lib/rules/ownership-history.ts (the first registration,
// the changes after it, exact repeats, the hand the car is in, dealers and fleet ownership), the registry's current
// ownership type, and the dataset of each.
import { z } from 'zod';
import { LocalizedText } from '../i18n/localized-text.ts';
import { OwnershipType } from '../rules/ownership-types.ts';
import { FactSource } from './fact-source.ts';

const OwnershipRow = z.object({
  month: z.string().meta({ description: 'YYYY-MM of the row.' }),
  ownership_he: z.string().nullable().meta({ description: 'The ownership type the row started, as the dataset writes it.' }),
  ownership: OwnershipType.nullable().meta({
    description: 'ownership_he read through the ownership vocabulary (private, lease, rental, company, dealer); null when empty.',
  }),
});

export const Owners = z
  .object({
    changes_since_2017: z
      .number()
      .int()
      .nonnegative()
      .meta({
        description:
          'Ownership changes published since 2017, after the first registration (a row on the road month is not a change) ' +
          'and with an exact repeat counted once; 0 means none was published, not that the car had one owner.',
      }),
    change_months: z.array(z.string()).meta({ description: 'YYYY-MM of each change, oldest first.' }),
    changes: z
      .array(OwnershipRow)
      .meta({ description: 'Each change, oldest first: its month and the ownership type it started (one per change_months entry).' }),
    first_registration: OwnershipRow.nullable().meta({
      description:
        "The ownership file's row on the car's road month (the registry's, else the vehicle history's first registration): " +
        "the first owner's type, not a change; null when the file has no such row (every car first registered before 2017).",
    }),
    rows: z
      .array(
        OwnershipRow.extend({
          kind: z.enum(['first_registration', 'change', 'repeat']).meta({
            description: 'first_registration: the row on the road month; repeat: the same month and type as the row before (counted once).',
          }),
        }),
      )
      .meta({ description: 'Every row the ownership file holds for the car, oldest first (file order within a month), with what it is.' }),
    repeated_rows: z.number().int().nonnegative().meta({ description: 'Rows that repeat the row before exactly, counted once.' }),
    dealer_rows: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'The first registration and changes that were to a dealer (סוחר); a dealer is not a hand.' }),
    hand: z
      .object({
        number: z
          .number()
          .int()
          .nonnegative()
          .meta({
            description:
              'The hand ("יד") the car is in: its owners that are not dealers, the first one too (a dealer holding the car ' +
              'between owners is not a hand); 0 when only dealers held it.',
          }),
        basis: z.enum(['complete', 'at_least']).meta({
          description:
            'complete: first registered from 2017 on and its first registration row found, so the file holds every owner; ' +
            'at_least: a lower bound.',
        }),
        reason: z
          .enum(['before_2017', 'first_registration_missing'])
          .nullable()
          .meta({ description: 'Why at_least: owners before 2017 are not published, or the file lacks the first registration row.' }),
      })
      .meta({ description: 'The buyer\'s figure ("יד כמה"), counted from the rows by the rule stated in text_*.' }),
    dealer_now: z
      .object({ since: z.string().nullable().meta({ description: 'YYYY-MM of the dealer row; null when only the registry says so.' }) })
      .nullable()
      .meta({ description: 'Set when a dealer holds the car now (its latest row, or the registry without rows).' }),
    fleet_past: z
      .array(
        z.object({
          code: z.enum(['lease', 'rental', 'company']),
          ownership: OwnershipType,
          months: z.array(z.string()).meta({ description: 'YYYY-MM of each row of this type, oldest first.' }),
        }),
      )
      .meta({ description: 'Leasing, rental or company ownership before the present holder, each with the months it began.' }),
    current_ownership_he: z.string().nullable().meta({ description: "The registry's current ownership type (baalut), as written." }),
    current_ownership: OwnershipType.nullable().meta({ description: 'current_ownership_he read through the ownership vocabulary.' }),
    last_change_ownership_he: z
      .string()
      .nullable()
      .meta({ description: "The ownership type of the changes dataset's latest row, as written (it spells leasing החכר)." }),
    last_change_ownership: OwnershipType.nullable().meta({
      description: 'last_change_ownership_he read through the ownership vocabulary.',
    }),
    text_he: z.string(),
    text_en: z.string(),
    text_ar: z.string(),
    text_localized: LocalizedText('the owners in words'),
    notes: z
      .array(
        z.object({
          code: z.enum(['before_2017_not_published', 'ownership_differs', 'registry_ownership_empty', 'repeated_rows']),
          text_he: z.string(),
          text_en: z.string(),
          text_ar: z.string(),
          text_localized: LocalizedText('the note'),
        }),
      )
      .meta({
        description:
          'History before 2017 is not published; the registry and the changes dataset disagree on the type (compared by ' +
          'code, so ליסינג and החכר agree); the registry gives no type where the rows name one; rows repeated exactly.',
      }),
    sources: z.object({ changes: FactSource, current_ownership: FactSource }),
  })
  .meta({ description: 'Ownership changes since 2017 (history before 2017 is not published) and the current ownership type.' });
export type Owners = z.infer<typeof Owners>;
