// owners of a plate answer: ownership changes published since 2017 (lib/rules/ownership-history.ts), each with its
// month and the ownership type it started, the registry's current ownership type, and the dataset of each.
import { z } from 'zod';
import { OwnershipType } from '../rules/ownership-types.ts';
import { FactSource } from './fact-source.ts';

export const Owners = z
  .object({
    changes_since_2017: z.number().int().nonnegative().meta({
      description: 'Ownership changes published since 2017; 0 means none was published, not that the car had one owner.',
    }),
    change_months: z.array(z.string()).meta({ description: 'YYYY-MM of each change, oldest first.' }),
    changes: z
      .array(
        z.object({
          month: z.string().meta({ description: 'YYYY-MM of the change.' }),
          ownership_he: z.string().nullable().meta({ description: 'The ownership type the change started, as the dataset writes it.' }),
          ownership: OwnershipType.nullable().meta({
            description: 'ownership_he read through the ownership vocabulary (private, lease, rental, company, dealer); null when empty.',
          }),
        }),
      )
      .meta({ description: 'Each change, oldest first: its month and the ownership type it started (one per change_months entry).' }),
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
    notes: z
      .array(
        z.object({
          code: z.enum(['before_2017_not_published', 'ownership_differs']),
          text_he: z.string(),
          text_en: z.string(),
          text_ar: z.string(),
        }),
      )
      .meta({
        description:
          'History before 2017 is not published; the registry and the changes dataset disagree on the type (compared by ' +
          'code, so ליסינג and החכר agree).',
      }),
    sources: z.object({ changes: FactSource, current_ownership: FactSource }),
  })
  .meta({ description: 'Ownership changes since 2017 (history before 2017 is not published) and the current ownership type.' });
export type Owners = z.infer<typeof Owners>;
