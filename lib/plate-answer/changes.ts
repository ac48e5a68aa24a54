// changes of a plate answer: the vehicle-history dataset's change flags in plain words. No history row is "no
// data", which is not "no changes".
import { z } from 'zod';
import { HISTORY_CHANGE_KEYS } from '../labels/history-changes.ts';
import { FactSource } from './fact-source.ts';
import { LocalizedText } from '../i18n/localized-text.ts';

export const Changes = z
  .object({
    known: z.boolean().meta({ description: 'false when the vehicle-history dataset has no row for the car: no data, not "no changes".' }),
    items: z
      .array(
        z.object({
          key: z.enum(HISTORY_CHANGE_KEYS),
          value: z.boolean().nullable().meta({ description: 'As published; null when the row leaves the flag empty.' }),
          label_he: z.string(),
          label_en: z.string(),
          label_ar: z.string(),
          label_localized: LocalizedText('the change'),
        }),
      )
      .meta({ description: 'Every flag of the history row; empty when there is no row.' }),
    text_he: z.string(),
    text_en: z.string(),
    text_ar: z.string(),
    text_localized: LocalizedText('the changes in words'),
    source: FactSource,
  })
  .meta({ description: 'Changes the vehicle-history dataset records: structural change, LPG added, colour change, tyre size.' });
export type Changes = z.infer<typeof Changes>;
