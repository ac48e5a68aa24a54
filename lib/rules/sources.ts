// The rules/sources table: each dataset the service reads (name, resource, licence, what it is used for) and those
// it leaves out on purpose.
import { z } from 'zod';
import { Sourced } from './rule-parts.ts';

export const SourcesRule = Sourced.extend({
  datasets: z
    .array(
      z.object({
        /** Matches the raw/ source key (lib/datasets/raw-sources.ts) for ministry datasets. */
        key: z.string().regex(/^[a-zA-Z]+$/),
        name_he: z.string().min(1),
        name_en: z.string().min(1),
        /** The project's translation: the ministry names its datasets in Hebrew only. */
        name_ar: z.string().min(1),
        resource_id: z.string().uuid().nullable(),
        dataset_url: z.string().url().nullable(),
        licence: z.string().min(1),
        used_for_he: z.string().min(1),
        used_for_ar: z.string().min(1),
        used_for_en: z.string().min(1),
      }),
    )
    .min(1),
  /** Published datasets the service does not read on purpose, with the reason the sources page gives. */
  left_out: z.array(
    z.object({
      name_he: z.string().min(1),
      name_en: z.string().min(1),
      name_ar: z.string().min(1),
      resource_id: z.string().uuid(),
      reason_he: z.string().min(1),
      reason_ar: z.string().min(1),
      reason_en: z.string().min(1),
    }),
  ),
});
export type SourcesRule = z.infer<typeof SourcesRule>;

/** A dataset's name in the reader's language (the Arabic and English are the project's translations). */
export const datasetNameIn = (d: { name_he: string; name_ar: string; name_en: string }, lang: 'he' | 'ar' | 'en'): string =>
  d[`name_${lang}`];
