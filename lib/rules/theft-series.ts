// The rules/theft-series table: the reported national theft series' names and the notes on their figures, which
// raw/police-thefts/national-totals.csv writes in English, in Hebrew and Arabic, so the thefts page names its
// sources in its own language (issue 36). A name or note the table lacks stays English, marked so.
import { z } from 'zod';
import { Sourced, Texts } from './rule-parts.ts';
import type { Lang } from '../i18n/lang.ts';

export const TheftSeriesRule = Sourced.extend({
  texts: z
    .array(Texts)
    .min(1)
    .refine((texts) => new Set(texts.map((t) => t.en)).size === texts.length, 'each English text once'),
});
export type TheftSeriesRule = z.infer<typeof TheftSeriesRule>;

/** A series name or note in `lang`: the table's translation, else the English as written, marked English. */
export function theftSeriesText(rule: TheftSeriesRule, en: string, lang: Lang): { text: string; lang?: 'en' } {
  if (lang === 'en') return { text: en };
  const known = rule.texts.find((t) => t.en === en);
  return known ? { text: known[lang] } : { text: en, lang: 'en' };
}
