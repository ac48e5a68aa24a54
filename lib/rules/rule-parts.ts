// What every rule table's schema is built from: the source and retrieval day each table names, the confidence
// scale its figures carry, and texts in every language of LANGS.
import { z } from 'zod';
import { LANGS, perLang, type Lang } from '../i18n/lang.ts';

export const Sourced = z.object({ source: z.string().min(1), retrieved: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
/** confirmed: a primary source or real API answer; secondary: a public copy or report of one; inferred: derived
 * here from other figures; estimate: an assumption or model, not a published figure. */
export const Confidence = z.enum(['confirmed', 'secondary', 'inferred', 'estimate']);
export type Confidence = z.infer<typeof Confidence>;

/** Where a table's Arabic texts come from when the source of its Hebrew ones publishes none: a translation. */
export const ArabicSource = z
  .object({ source: z.string().min(1), confidence: Confidence })
  .meta({ description: 'The source of the Arabic texts and how sure they are.' });

/** One text per language of LANGS (`{ he, ar, en, ... }`): a new language's texts are required once it is listed. */
export const Texts = z.object(perLang(() => z.string().min(1)));

/**
 * `name_he`, `name_ar`, `name_en`, ...: one member per language of LANGS, each of `schema`, spread into a rule
 * table's object, so a table's reader takes every listed language without naming one.
 */
export function inLangs<N extends string, S extends z.ZodType>(name: N, schema: S): Record<`${N}_${Lang}`, S> {
  return Object.fromEntries(LANGS.map((l) => [`${name}_${l}`, schema])) as Record<`${N}_${Lang}`, S>;
}
export const Template = Texts.meta({ description: 'Text with {placeholders} the rule function fills in.' });
