// A recall as every shard carries it, and the recalls shard (every recall, with the models it was matched to).
import { z } from 'zod';
import { DataDate, Int, NonNegInt, Slug } from './common.ts';

export const Recall = z.object({
  recall_id: NonNegInt,
  make_en: z.string(),
  model_text: z.string(),
  recall_year: Int.nullable(),
  build_from: z.string().nullable(),
  build_to: z.string().nullable(),
  recall_type: z.string().nullable(),
  category_he: z.string().nullable(),
  problem_he: z.string(),
  fix_he: z.string().nullable(),
  importer: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});

/** A notice as the recalls shard keeps it: with the models it was matched to, and since when it reads as it does. */
export const PublishedRecall = Recall.extend({
  models: z.array(z.object({ make_slug: Slug, model_slug: Slug })),
  // Optional: versions published before it lack it, and their feeds date an entry by the notice's year alone.
  updated: DataDate.optional().meta({
    description:
      'The data date of the first version that published the notice as it reads now (its texts, dates, importer and ' +
      'matched models): carried from the previous version while the notice is unchanged, so a feed entry is updated ' +
      'only when the entry changes.',
  }),
});

export const RecallsShard = z.object({
  data_date: DataDate,
  recalls: z.array(PublishedRecall),
  match_rate: z.number().min(0).max(1),
});
