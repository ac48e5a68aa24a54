// What each fact of a plate's attention list is, in one short line, and the official places where it is kept or
// acted on (raw/rules/attention-meanings.json), by the fact's code: facts and where they come from, never advice,
// a ranking or a verdict on the car. Read at import, as raw-sources.ts reads sources.json, because the plate's page
// model is built from the answer alone, with no data store; the pipeline validates the same file as a rule table.
import { z } from 'zod';
import meaningsJson from '../../raw/rules/attention-meanings.json' with { type: 'json' };
import { ArabicSource, Confidence, Sourced, Texts } from './rule-parts.ts';

/** Where a fact is kept or acted on. */
export const AttentionPlace = z.discriminatedUnion('kind', [
  /** The importer of each of the car's open recalls, with the phone and website its recall notice gives. */
  z.object({ kind: z.literal('recall_importer') }),
  /** The dataset the fact itself was read from (a status condition's: the current or an archive file). */
  z.object({ kind: z.literal('fact_source') }),
  /** A ministry dataset of raw/rules/sources.json, by its key: its name and its page on data.gov.il. */
  z.object({ kind: z.literal('dataset'), dataset: z.string().min(1) }),
  /** An office, named; `url` only where an official page is recorded in a source. */
  z.object({ kind: z.literal('office'), name: Texts, url: z.string().url().nullable() }),
]);
export type AttentionPlace = z.infer<typeof AttentionPlace>;

export const AttentionMeaningsRule = Sourced.extend({
  arabic: ArabicSource,
  confidence: Confidence,
  /** By AttentionFact code; `{case}` in a meaning is the fact's own reading where it has one (the odometer's). */
  meanings: z.record(z.string(), z.object({ meaning: Texts, places: z.array(AttentionPlace) })),
  /** What the open data does not tell, and who keeps it. */
  not_covered: z.array(z.object({ what: Texts, kept_by: Texts, url: z.string().url().nullable() })).min(1),
});
export type AttentionMeaningsRule = z.infer<typeof AttentionMeaningsRule>;

export const ATTENTION_MEANINGS: AttentionMeaningsRule = AttentionMeaningsRule.parse(meaningsJson);
