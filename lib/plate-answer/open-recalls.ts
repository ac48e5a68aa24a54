// open_recalls of a plate answer: the recalls still open for the car, joined to the recall notices for what is
// wrong, how it is fixed and whom to contact.
import { z } from 'zod';
import { LocalizedText } from '../i18n/localized-text.ts';

export const OpenRecall = z.object({
  recall_id: z.number().int(),
  opened_date: z.string().nullable().meta({ description: 'YYYY-MM-DD the recall was opened for this car.' }),
  category_he: z.string().nullable(),
  problem_he: z.string().nullable().meta({ description: 'What is wrong (Hebrew, as published).' }),
  fix_he: z.string().nullable().meta({ description: 'How it is fixed (Hebrew, as published).' }),
  importer: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
export type OpenRecall = z.infer<typeof OpenRecall>;

/** The spec types open_recalls as "object or null": the recalls still open for the car and how many there are. */
export const OpenRecalls = z.object({
  count: z.number().int().nonnegative().meta({ description: 'How many recalls are open for this car (0 when none).' }),
  recalls: z.array(OpenRecall),
  coverage: z
    .object({
      code: z.literal('personal_import'),
      text_he: z.string(),
      text_en: z.string(),
      text_ar: z.string(),
      text_localized: LocalizedText('the caveat'),
    })
    .optional()
    .meta({
      description:
        "Set for a personal import: the list follows the importers' recall campaigns, so it may not cover the car (count 0 " +
        'is then "none listed", not "none"), and where its owner can ask.',
    }),
});
export type OpenRecalls = z.infer<typeof OpenRecalls>;
