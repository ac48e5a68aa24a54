// What every rule table's schema is built from: the source and retrieval day each table names, the confidence
// scale its figures carry, and texts in the three languages.
import { z } from 'zod';

export const Sourced = z.object({ source: z.string().min(1), retrieved: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
/** confirmed: a primary source or real API answer; secondary: a public copy or report of one; inferred: derived
 * here from other figures; estimate: an assumption or model, not a published figure. */
export const Confidence = z.enum(['confirmed', 'secondary', 'inferred', 'estimate']);
export type Confidence = z.infer<typeof Confidence>;

export const Texts = z.object({ he: z.string().min(1), ar: z.string().min(1), en: z.string().min(1) });
export const Template = Texts.meta({ description: 'Text with {placeholders} the rule function fills in.' });

/** Where a table's Arabic texts come from when the source of its Hebrew ones publishes none: a translation. */
export const ArabicSource = z
  .object({ source: z.string().min(1), confidence: Confidence })
  .meta({ description: 'The source of the Arabic texts and how sure they are.' });
