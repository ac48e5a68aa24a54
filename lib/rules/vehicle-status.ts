// The one status line of a car: which file the registry found it in, its licence and test dates against the data
// date, and where the datasets disagree or have no row. Texts and the overdue-test rule are the published
// rules/vehicle-status table. Several conditions may hold; the most consequential is the line, the rest follow.
import { z } from 'zod';
import { ArabicSource, Confidence, Sourced, Template, inLangs } from './rule-parts.ts';
import { fillTexts } from '../text/fill-template.ts';
import type { Lang } from '../i18n/lang.ts';
import { formatDate, formatDateHe, formatFirstRegistration } from '../text/format.ts';
import { addMonths, formatRoadDate, parseRoadDate, parseYearMonth, type RoadDate, type YearMonth } from './vehicle-age.ts';
import type { RegistrySource } from '../datasets/plate-fallback.ts';

export const VehicleStatusRule = Sourced.extend({
  arabic: ArabicSource,
  /** Registry origins (mkoriut_nm) that mean a personal import. */
  personal_import_origins_he: z.array(z.string().min(1)).min(1),
  test_overdue: z.object({
    /** Overdue when the licence has expired and the last annual test is more than this many months before the data date. */
    months_after_last_test: z.number().int().positive(),
    confidence: Confidence,
    ...inLangs('rule', z.string().min(1)),
  }),
  lines: z.object({
    on_road: Template,
    not_active: Template,
    not_active_since: Template,
    cancelled: Template,
    cancelled_since: Template,
    personal_import: Template,
    licence_expired: Template,
    test_overdue: Template,
  }),
  notes: z.object({
    no_history_row: Template,
    first_registration_differs: Template,
    personal_import_in_registry: Template,
  }),
});
export type VehicleStatusRule = z.infer<typeof VehicleStatusRule>;

export const STATUS_CODES = ['on_road', 'not_active', 'cancelled', 'personal_import', 'licence_expired', 'test_overdue'] as const;
export type StatusCode = (typeof STATUS_CODES)[number];
export type StatusNoteCode = keyof VehicleStatusRule['notes'];

export interface StatusInput {
  status: 'active' | 'inactive' | 'cancelled';
  /** Which published file the car was found in. */
  source: RegistrySource;
  /** YYYY-MM-DD the car left the road, when the file dates it. */
  off_road_since: string | null;
  /** The registry's first registration: YYYY-MM (or YYYY-M), or YYYY when its file gives only the year. */
  on_road_since: string | null;
  licence_valid_until: string | null;
  last_test_date: string | null;
  data_date: string;
  /**
   * The vehicle-history row's facts; null when that dataset has no row for the plate; undefined when it could not
   * be asked (then nothing is said about it).
   */
  history: { first_registration_date: string | null; origin_he: string | null } | null | undefined;
  /** The language the input named, for the texts' `text_localized`; null or absent when it named none. */
  lang?: Lang | null;
}

export interface StatusFact {
  code: StatusCode;
  /** The date the line states (left the road, licence expiry, last test), YYYY-MM-DD; null when none. */
  date: string | null;
  confidence: Confidence;
  text_he: string;
  text_en: string;
  text_ar: string;
  text_localized?: string;
}

export interface StatusNote {
  code: StatusNoteCode;
  text_he: string;
  text_en: string;
  text_ar: string;
  text_localized?: string;
}

export interface VehicleStatus extends StatusFact {
  /** The other conditions that also hold, most consequential first. */
  also: StatusFact[];
  notes: StatusNote[];
}

/** Most consequential first: the first that holds is the line. */
const ORDER: StatusCode[] = ['cancelled', 'not_active', 'test_overdue', 'licence_expired', 'personal_import', 'on_road'];

function dated(
  rule: VehicleStatusRule,
  lang: Lang | null,
  code: StatusCode,
  date: string | null,
  confidence: Confidence = 'confirmed',
): StatusFact {
  const lines = rule.lines;
  const text = {
    on_road: lines.on_road,
    not_active: date ? lines.not_active_since : lines.not_active,
    cancelled: date ? lines.cancelled_since : lines.cancelled,
    personal_import: lines.personal_import,
    licence_expired: lines.licence_expired,
    test_overdue: lines.test_overdue,
  }[code];
  return {
    code,
    date,
    confidence,
    ...fillTexts(text, { date: date ? formatDateHe(date) : '' }, { date: date ?? '' }, { date: date ? formatDate(date, 'ar') : '' }, lang),
  };
}

function conditions(rule: VehicleStatusRule, input: StatusInput): StatusFact[] {
  const found: StatusFact[] = [];
  if (input.status === 'cancelled') found.push(dated(rule, input.lang ?? null, 'cancelled', input.off_road_since));
  if (input.status === 'inactive') found.push(dated(rule, input.lang ?? null, 'not_active', input.off_road_since));
  if (input.source === 'personal_import') found.push(dated(rule, input.lang ?? null, 'personal_import', null));
  // A car off the road owes no licence and no test: expiry and overdue tests are stated for active cars only.
  const expired = input.status === 'active' && input.licence_valid_until !== null && input.licence_valid_until < input.data_date;
  if (expired) found.push(dated(rule, input.lang ?? null, 'licence_expired', input.licence_valid_until));
  const lastTest = input.last_test_date;
  if (expired && lastTest && addMonths(lastTest, rule.test_overdue.months_after_last_test) < input.data_date) {
    found.push(dated(rule, input.lang ?? null, 'test_overdue', lastTest, rule.test_overdue.confidence));
  }
  if (input.status === 'active' && found.length === 0) found.push(dated(rule, input.lang ?? null, 'on_road', null));
  return found.sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code));
}

/** A registry date known to the year only disagrees with the history's date only on the year. */
const disagree = (registry: RoadDate, history: YearMonth) =>
  registry.year !== history.year || (registry.month !== null && registry.month !== history.month);

function notes(rule: VehicleStatusRule, input: StatusInput): StatusNote[] {
  const history = input.history;
  if (history === undefined) return [];
  if (history === null) return [{ code: 'no_history_row', ...fillTexts(rule.notes.no_history_row, {}, {}, {}, input.lang ?? null) }];
  const out: StatusNote[] = [];
  const registryDate = parseRoadDate(input.on_road_since);
  const historyMonth = history.first_registration_date ? parseYearMonth(history.first_registration_date) : null;
  if (registryDate && historyMonth && disagree(registryDate, historyMonth)) {
    const registry = formatRoadDate(registryDate);
    out.push({
      code: 'first_registration_differs',
      ...fillTexts(
        rule.notes.first_registration_differs,
        { registry: formatFirstRegistration(registry, 'he'), history: formatDateHe(history.first_registration_date!) },
        { registry, history: history.first_registration_date! },
        { registry: formatFirstRegistration(registry, 'ar'), history: formatDate(history.first_registration_date!, 'ar') },
        input.lang ?? null,
      ),
    });
  }
  const origin = history.origin_he;
  if (origin && input.source !== 'personal_import' && rule.personal_import_origins_he.includes(origin.trim())) {
    out.push({
      code: 'personal_import_in_registry',
      ...fillTexts(rule.notes.personal_import_in_registry, { origin: origin.trim() }, undefined, undefined, input.lang ?? null),
    });
  }
  return out;
}

/** The status line of a car, the other conditions that hold and the notes on disagreeing or missing datasets. */
export function vehicleStatus(rule: VehicleStatusRule, input: StatusInput): VehicleStatus {
  const [primary, ...also] = conditions(rule, input);
  return { ...primary!, also, notes: notes(rule, input) };
}
