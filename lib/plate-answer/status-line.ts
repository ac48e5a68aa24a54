// status_line of a plate answer: the car's one status line (lib/rules/vehicle-status.ts), each condition and note
// with the dataset it was read from.
import { z } from 'zod';
import { Confidence } from '../rules/rule-parts.ts';
import { VehicleStatusRule } from '../rules/vehicle-status.ts';
import { STATUS_CODES } from '../rules/vehicle-status.ts';
import { FactSource } from './fact-source.ts';
import { LocalizedText } from '../i18n/localized-text.ts';

const StatusCode = z.enum(STATUS_CODES).meta({
  description:
    'on_road: active in the registry; not_active: off the road; cancelled: scrapped or exported; personal_import: in the ' +
    'personal-import file; licence_expired: licence_valid_until before data_date; test_overdue: licence expired and the ' +
    'last annual test more than 12 months before data_date (inferred).',
});

export const StatusCondition = z.object({
  code: StatusCode,
  date: z.string().nullable().meta({ description: 'YYYY-MM-DD the condition states (left the road, licence expiry, last test).' }),
  confidence: Confidence,
  text_he: z.string(),
  text_en: z.string(),
  text_ar: z.string(),
  text_localized: LocalizedText('the condition'),
  source: FactSource,
});

export const StatusLine = StatusCondition.extend({
  also: z.array(StatusCondition).meta({ description: 'Other conditions that hold too, most consequential first.' }),
  notes: z
    .array(
      z.object({
        code: VehicleStatusRule.shape.notes.keyof(),
        text_he: z.string(),
        text_en: z.string(),
        text_ar: z.string(),
        text_localized: LocalizedText('the note'),
        source: FactSource,
      }),
    )
    .meta({ description: 'Where the datasets disagree or the vehicle history has no row for the car.' }),
}).meta({ description: "The car's status in one line (the most consequential condition), with the others that hold." });
export type StatusLine = z.infer<typeof StatusLine>;
