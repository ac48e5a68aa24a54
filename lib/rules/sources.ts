// The rules/sources table: each dataset the service reads (name, resource, licence, what it is used for) and those
// it leaves out on purpose.
import { z } from 'zod';
import { Sourced, inLangs } from './rule-parts.ts';
import type { Lang } from '../i18n/lang.ts';

export const SourcesRule = Sourced.extend({
  datasets: z
    .array(
      z.object({
        /** Matches the raw/ source key (lib/datasets/raw-sources.ts) for ministry datasets. */
        key: z.string().regex(/^[a-zA-Z]+$/),
        /** name_he as the ministry names it; every other language's is the project's translation (Hebrew only is published). */
        ...inLangs('name', z.string().min(1)),
        resource_id: z.string().uuid().nullable(),
        dataset_url: z.string().url().nullable(),
        licence: z.string().min(1),
        ...inLangs('used_for', z.string().min(1)),
      }),
    )
    .min(1),
  /** Published datasets the service does not read on purpose, with the reason the sources page gives. */
  left_out: z.array(
    z.object({
      ...inLangs('name', z.string().min(1)),
      resource_id: z.string().uuid(),
      ...inLangs('reason', z.string().min(1)),
    }),
  ),
});
export type SourcesRule = z.infer<typeof SourcesRule>;

/** A dataset's name in the reader's language (every language but Hebrew is the project's translation). */
export const datasetNameIn = (d: Record<`name_${Lang}`, string>, lang: Lang): string => d[`name_${lang}`];
