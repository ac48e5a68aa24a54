// A car's owners as the ministry's ownership file (bb2355dc) publishes them. The file starts in 2017 and its rows
// are not all changes (data-sources.md §10, from real rows): a car's first row on its road month is its first
// registration, naming the first owner's type; a row can repeat the one before it exactly (same month and type);
// and dealer rows (סוחר) are common, a dealer holding the car between owners. So the rows are read as: the first
// registration, the changes after it (a repeat counted once), and the hand the car is in now ("יד כמה"), in which a
// dealer is not a hand. No row means no change was published since 2017; it does not tell how many owners the car
// had. The two datasets spell some types differently (leasing: ליסינג, החכר), so types are compared by their code
// (ownership-types.ts). The sentences are the vehicle catalogue's, in the three languages.
import { formatInt, formatMonth } from '../text/format.ts';
import { message, type MessageValues } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/catalogues.ts';
import type { Lang } from '../i18n/lang.ts';
import { localizedMember } from '../i18n/localized-member.ts';
import { parseRoadDate } from './vehicle-age.ts';
import { ownershipDiffers, ownershipType, type OwnershipType } from './ownership-types.ts';
import type { OwnershipTypesRule } from './ownership-types.ts';
import { OWNERSHIP_PUBLISHED_FROM } from './fleet-history.ts';

export interface OwnershipInput {
  /** The published ownership vocabulary (rules/ownership-types). */
  types: OwnershipTypesRule;
  /** The ownership file's rows of the car, in file order. */
  changes: readonly { month: string; ownership_he: string | null }[];
  /** The registry's current ownership type (baalut). */
  registry_ownership_he: string | null;
  /**
   * The registry's first registration, YYYY-MM or YYYY (a file that gives only the year): decides whether there was
   * a time before 2017 to miss, which its year alone settles, and (to the month) which row is the first registration.
   */
  on_road_since: string | null;
  /** The vehicle history's first registration (YYYY-MM-DD), for a car whose file gives only the year; null without. */
  history_first_registration?: string | null;
  /** The language the input named, for the texts' `text_localized` and the types' `label_localized`. */
  lang?: Lang | null;
}

/** One ownership row: the month and the type the car was owned under from then on (the row's type). */
export interface OwnershipChangeFact {
  month: string;
  ownership_he: string | null;
  ownership: OwnershipType | null;
}

/** What a row of the file is: the first registration, an ownership change, or an exact repeat of the row before. */
export type OwnershipRowKind = 'first_registration' | 'change' | 'repeat';

export type OwnershipNoteCode = 'before_2017_not_published' | 'ownership_differs' | 'registry_ownership_empty' | 'repeated_rows';

/** The ownership types the attention list names when the car had them before its present holder. */
export const FLEET_CODES = ['lease', 'rental', 'company'] as const;
export type FleetCode = (typeof FLEET_CODES)[number];

type Said = { text_he: string; text_en: string; text_ar: string; text_localized?: string };

export interface OwnershipHand {
  /** The owners that are not dealers, counted from the first registration (complete) or from 2017 (at_least). */
  number: number;
  /** complete: the file holds the car's whole story (first registered from 2017 on, its first row found). */
  basis: 'complete' | 'at_least';
  /** Why the count is a lower bound: owners before 2017 are not published, or the first registration row is missing. */
  reason: 'before_2017' | 'first_registration_missing' | null;
}

export interface OwnershipHistory {
  /** Ownership changes after the first registration; an exact repeat counts once. */
  changes_since_2017: number;
  /** YYYY-MM of each change, oldest first. */
  change_months: string[];
  /** Each change, oldest first: its month and the ownership type it started (the row's type). */
  changes: OwnershipChangeFact[];
  /** The row on the car's road month: its first registration and first owner's type; null when the file has none. */
  first_registration: OwnershipChangeFact | null;
  /** Every row as the file gives it, oldest first, with what it is. */
  rows: (OwnershipChangeFact & { kind: OwnershipRowKind })[];
  /** Rows that repeat the one before exactly (same month and type), counted once. */
  repeated_rows: number;
  /** The first registration and changes to a dealer: a dealer is not a hand. */
  dealer_rows: number;
  hand: OwnershipHand;
  /** Whether the car is held by a dealer now (its latest row, else the registry), and since when (null: the registry says). */
  dealer_now: { since: string | null } | null;
  /** Leasing, rental or company ownership before the present holder, each type with the months its rows began. */
  fleet_past: { code: FleetCode; ownership: OwnershipType; months: string[] }[];
  current_ownership_he: string | null;
  current_ownership: OwnershipType | null;
  /** The ownership type of the dataset's latest row; null without rows. */
  last_change_ownership_he: string | null;
  last_change_ownership: OwnershipType | null;
  text_he: string;
  text_en: string;
  text_ar: string;
  text_localized?: string;
  notes: ({ code: OwnershipNoteCode } & Said)[];
}

/** One catalogue message in the three languages, and in `lang` when the input named one; `values` may depend on the language. */
function said(key: MessageKey, lang: Lang | null, values: (lang: Lang) => MessageValues = () => ({})): Said {
  const [he, en, ar] = (['he', 'en', 'ar'] as const).map((l) => message(l, key, values(l)));
  const texts = { text_he: he!, text_en: en!, text_ar: ar! };
  return { ...texts, ...localizedMember('text', texts, lang, (l) => message(l, key, values(l))) };
}

const label = (t: OwnershipType, lang: Lang) =>
  (({ he: t.label_he, en: t.label_en, ar: t.label_ar }) as Partial<Record<Lang, string>>)[lang] ?? t.label_localized ?? t.label_en;
const join = (parts: Said[]): Said => ({
  text_he: parts.map((p) => p.text_he).join(' '),
  text_en: parts.map((p) => p.text_en).join(' '),
  text_ar: parts.map((p) => p.text_ar).join(' '),
  ...(parts.every((p) => p.text_localized !== undefined) && parts.length > 0
    ? { text_localized: parts.map((p) => p.text_localized).join(' ') }
    : {}),
});

/** The month of the first registration: the registry's, else the vehicle history's; null when neither gives one. */
function roadMonth(input: OwnershipInput): string | null {
  const registry = parseRoadDate(input.on_road_since);
  if (registry?.month) return `${registry.year}-${String(registry.month).padStart(2, '0')}`;
  const history = /^(\d{4})-(\d{2})/.exec(input.history_first_registration ?? '');
  if (history && (!registry || Number(history[1]) === registry.year)) return `${history[1]}-${history[2]}`;
  return null;
}

/** The rows read: the first registration, the changes, the repeats. */
function readRows(input: OwnershipInput): OwnershipHistory['rows'] {
  // Stable: rows of one month keep the file's order.
  const sorted = [...input.changes].sort((a, b) => a.month.localeCompare(b.month));
  const road = roadMonth(input);
  return sorted.map((r, i) => {
    const word = r.ownership_he?.trim() || null;
    const before = sorted[i - 1];
    const kind: OwnershipRowKind =
      before && before.month === r.month && (before.ownership_he?.trim() || null) === word
        ? 'repeat'
        : i === 0 && r.month === road
          ? 'first_registration'
          : 'change';
    return { month: r.month, ownership_he: word, ownership: ownershipType(input.types, word, input.lang ?? null), kind };
  });
}

function handOf(input: OwnershipInput, counted: OwnershipHistory['rows'], first: boolean): OwnershipHand {
  const owners = counted.filter((r) => r.ownership?.code !== 'dealer').length;
  const year = parseRoadDate(input.on_road_since)?.year ?? null;
  if (year !== null && year >= OWNERSHIP_PUBLISHED_FROM && first) return { number: owners, basis: 'complete', reason: null };
  if (year !== null && year >= OWNERSHIP_PUBLISHED_FROM)
    return { number: Math.max(1, owners), basis: 'at_least', reason: 'first_registration_missing' };
  // Someone owned the car on 1.1.2017, before the file's first row.
  return { number: 1 + owners, basis: 'at_least', reason: 'before_2017' };
}

function handText(hand: OwnershipHand, dealerNow: OwnershipHistory['dealer_now'], firstMonth: string | null, lang: Lang | null): Said {
  const parts: Said[] = [];
  const n = { hand: hand.number, formatted: formatInt(hand.number) };
  if (hand.basis === 'complete' && hand.number === 0) parts.push(said('vehicle.owners.rule.handNone', lang));
  else if (hand.basis === 'complete')
    parts.push(said('vehicle.owners.rule.handComplete', lang, () => ({ ...n, first: formatMonth(firstMonth ?? '') })));
  else
    parts.push(
      said('vehicle.owners.rule.handAtLeast', lang, () => ({ ...n, why: hand.reason ?? 'before_2017', since: OWNERSHIP_PUBLISHED_FROM })),
    );
  if (dealerNow) {
    const next = hand.number + 1;
    parts.push(
      said('vehicle.owners.rule.dealerNow', lang, () => ({
        month: dealerNow.since ? formatMonth(dealerNow.since) : 'none',
        next,
        formatted: formatInt(next),
        atLeast: hand.basis === 'at_least' ? 'yes' : 'no',
      })),
    );
  }
  return join(parts);
}

function notesOf(
  input: OwnershipInput,
  rows: OwnershipHistory['rows'],
  registryType: OwnershipType | null,
  repeats: number,
): OwnershipHistory['notes'] {
  const notes: OwnershipHistory['notes'] = [];
  const lang = input.lang ?? null;
  const first = parseRoadDate(input.on_road_since);
  if (!first || first.year < OWNERSHIP_PUBLISHED_FROM)
    notes.push({
      code: 'before_2017_not_published',
      ...said('vehicle.owners.rule.before2017', lang, () => ({ since: OWNERSHIP_PUBLISHED_FROM })),
    });
  const last = rows.at(-1);
  const latestType = last?.ownership ?? null;
  if (last && registryType && latestType && ownershipDiffers(registryType, latestType)) {
    notes.push({
      code: 'ownership_differs',
      ...said('vehicle.owners.rule.differs', lang, (lang) => ({
        registry: label(registryType, lang),
        latest: label(latestType, lang),
        month: formatMonth(last.month),
      })),
    });
  }
  if (last && !registryType && latestType) {
    notes.push({
      code: 'registry_ownership_empty',
      ...said('vehicle.owners.rule.registryEmpty', lang, (lang) => ({ latest: label(latestType, lang), month: formatMonth(last.month) })),
    });
  }
  if (repeats > 0)
    notes.push({
      code: 'repeated_rows',
      ...said('vehicle.owners.rule.repeats', lang, () => ({ count: repeats, formatted: formatInt(repeats) })),
    });
  return notes;
}

/** The first registration, the changes after it, the hand the car is in, and what the published file cannot tell. */
export function ownershipHistory(input: OwnershipInput): OwnershipHistory {
  const lang = input.lang ?? null;
  const rows = readRows(input);
  const first = rows.find((r) => r.kind === 'first_registration') ?? null;
  const changes = rows.filter((r) => r.kind === 'change');
  const counted = rows.filter((r) => r.kind !== 'repeat');
  const repeats = rows.length - counted.length;
  const registry = input.registry_ownership_he?.trim() || null;
  const registryType = ownershipType(input.types, registry, input.lang ?? null);
  const last = rows.at(-1) ?? null;
  const hand = handOf(input, counted, first !== null);
  const holder = last ? last.ownership : registryType;
  const dealerNow = holder?.code === 'dealer' ? { since: last ? (counted.at(-1)?.month ?? null) : null } : null;
  // The types held before the present holder: its own row is the last counted one.
  const past = counted.slice(0, -1);
  const fleetPast = FLEET_CODES.flatMap((code) => {
    const held = past.filter((r) => r.ownership?.code === code);
    return held.length ? [{ code, ownership: held[0]!.ownership!, months: held.map((r) => r.month) }] : [];
  });
  const fact = ({ month, ownership_he, ownership }: OwnershipChangeFact) => ({ month, ownership_he, ownership });
  const count = changes.length;
  const summary = said('vehicle.owners.rule.changes', lang, () => ({
    count,
    formatted: formatInt(count),
    since: OWNERSHIP_PUBLISHED_FROM,
  }));
  return {
    changes_since_2017: count,
    change_months: changes.map((r) => r.month),
    changes: changes.map(fact),
    first_registration: first && fact(first),
    rows,
    repeated_rows: repeats,
    dealer_rows: counted.filter((r) => r.ownership?.code === 'dealer').length,
    hand,
    dealer_now: dealerNow,
    fleet_past: fleetPast,
    current_ownership_he: registry,
    current_ownership: registryType,
    last_change_ownership_he: last?.ownership_he ?? null,
    last_change_ownership: last?.ownership ?? null,
    ...join([summary, handText(hand, dealerNow, first?.month ?? null, lang)]),
    notes: notesOf(input, rows, registryType, repeats),
  };
}
