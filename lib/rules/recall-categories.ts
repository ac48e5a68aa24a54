// The rules/recall-categories table: the fault categories of the recall notices (SUG_TAKALA), a small vocabulary
// the ministry publishes in Hebrew only, in Arabic and English, so a recall card says its type in the page's
// language (issue 36). A category the table lacks is shown as published, in Hebrew.
import { z } from 'zod';
import { Sourced } from './rule-parts.ts';

export const RecallCategoriesRule = Sourced.extend({
  categories: z
    .array(z.object({ he: z.string().min(1), ar: z.string().min(1), en: z.string().min(1) }))
    .min(1)
    .refine((c) => new Set(c.map((x) => x.he.trim())).size === c.length, 'each Hebrew category once'),
});
export type RecallCategoriesRule = z.infer<typeof RecallCategoriesRule>;

/** A category in `lang`, or null when the table has none for it. */
export function recallCategoryIn(rule: RecallCategoriesRule, hebrew: string, lang: 'he' | 'ar' | 'en'): string | null {
  return rule.categories.find((c) => c.he === hebrew.trim())?.[lang] ?? null;
}
