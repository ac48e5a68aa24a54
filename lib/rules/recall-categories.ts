// The rules/recall-categories table: the fault categories of the recall notices (SUG_TAKALA), a small vocabulary
// the ministry publishes in Hebrew only, in Arabic and English, so a recall card says its type in the page's
// language (issue 36). A category the table lacks is shown as published, in Hebrew.
import { z } from 'zod';
import { Sourced, Texts } from './rule-parts.ts';
import type { Lang } from '../i18n/lang.ts';

export const RecallCategoriesRule = Sourced.extend({
  categories: z
    .array(Texts)
    .min(1)
    .refine((c) => new Set(c.map((x) => x.he.trim())).size === c.length, 'each Hebrew category once'),
});
export type RecallCategoriesRule = z.infer<typeof RecallCategoriesRule>;

/** A category in `lang`, or null when the table has none for it. */
export function recallCategoryIn(rule: RecallCategoriesRule, hebrew: string, lang: Lang): string | null {
  return rule.categories.find((c) => c.he === hebrew.trim())?.[lang] ?? null;
}
