// odometer of a plate answer: the reading at the last annual test, km a year and the plausibility verdict of the
// published rule (lib/rules/odometer.ts), with the rule in plain words and the dataset of each figure. The reason
// codes are the rule table's cases (raw/rules/odometer.json), so a case added there is a code here.
import { z } from 'zod';
import { LocalizedText } from '../i18n/localized-text.ts';
import { Confidence } from '../rules/rule-parts.ts';
import { OdometerRule } from '../rules/odometer.ts';
import { FactSource } from './fact-source.ts';

export const OdometerReason = OdometerRule.shape.texts.keyof();

export const Odometer = z
  .object({
    km: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Odometer reading recorded at the last annual test; null when none is published.' }),
    as_of: z
      .string()
      .nullable()
      .meta({ description: "YYYY-MM-DD of the last annual test, the reading's date (the registry's last test)." }),
    years_on_road: z.number().nullable().meta({ description: 'Years from first registration to that test.' }),
    km_per_year: z.number().int().nullable().meta({ description: 'Average km a year from first registration to that test.' }),
    verdict: z.enum(['plausible', 'implausible', 'no_verdict']).meta({
      description: 'What the published rule (rule_en) says of the reading; a statement about the reading, never about the car or a seller.',
    }),
    reason: OdometerReason.meta({ description: 'Which case of the rule decided the verdict (the keys of rules/odometer texts).' }),
    text_he: z.string(),
    text_en: z.string(),
    text_ar: z.string(),
    text_localized: LocalizedText('the verdict in words'),
    rule_he: z.string(),
    rule_en: z.string(),
    rule_ar: z.string(),
    rule_localized: LocalizedText('the rule in words'),
    confidence: Confidence.meta({ description: 'How sure the rule is (its thresholds are chosen by this service).' }),
    model_year_range: z
      .object({ p1: z.number(), median: z.number(), p99: z.number(), cars: z.number().int(), data_date: z.string() })
      .nullable()
      .meta({ description: "Km a year among the model year's cars with a reading: 1st percentile, median, 99th percentile, how many." }),
    sources: z.object({ reading: FactSource, test_date: FactSource, model_year_range: FactSource.nullable() }),
  })
  .meta({ description: 'The odometer reading at the last annual test, km a year, and the plausibility verdict with its rule.' });
export type Odometer = z.infer<typeof Odometer>;
