// The facts of a plate answer that deserve a person's attention before deciding about the car, each in neutral
// words and pointing at the section of the plate's page that gives it in full. A fact here is a reading of the
// published data, never a verdict on the car, the seller or the model; the list has no score and no ranking.
// Its words are the vehicle catalogue's (lib/i18n/catalogues/vehicle/); a status condition keeps the status
// rule's own words, in the language the answer gives them in (answerText). Each fact carries one line saying what
// it is and the official places where it is kept or acted on, both by its code from raw/rules/attention-meanings.json.
import type { Vehicle } from '../plate-answer/vehicle.ts';
import { HISTORY_CHANGE_LABELS, type HistoryChangeKey } from '../labels/history-changes.ts';
import { formatInt, formatMonth } from '../text/format.ts';
import type { OwnershipType } from '../rules/ownership-types.ts';
import { OWNERSHIP_PUBLISHED_FROM } from '../rules/fleet-history.ts';
import { translator, type Translator } from '../i18n/messages.ts';
import { AUTHORITY_LANG, type Lang } from '../i18n/lang.ts';
import { answerIn } from '../i18n/localized-member.ts';
import { fillTemplate } from '../text/fill-template.ts';
import { ATTENTION_MEANINGS, type AttentionPlace } from '../rules/attention-meanings.ts';
import { RAW_SOURCES, type RawSource } from '../datasets/raw-sources.ts';
import { datasetNameIn } from '../rules/sources.ts';
import type { Inline } from './page-model.ts';

/** The sections of the plate's page a fact can point at (their HTML ids). */
export type VehicleSectionId = 'status' | 'recalls' | 'licence' | 'odometer' | 'owners' | 'changes';

/** Every code a fact can carry; each has its meaning and places in raw/rules/attention-meanings.json. */
export const ATTENTION_CODES = [
  'open_recalls',
  'odometer_implausible',
  'recorded_changes',
  'ownership_changes',
  'ownership_past_fleet',
  'dealer_now',
  'personal_import',
  'licence_expired',
  'test_overdue',
  'not_active',
  'cancelled',
] as const;
export type AttentionCode = (typeof ATTENTION_CODES)[number];

/** An official place where a fact is kept or acted on: its name, its page where one is recorded, a phone. */
export interface AttentionPlaceText {
  name: Inline;
  url: string | null;
  phone: string | null;
}

export interface AttentionFact {
  code: AttentionCode;
  text: Inline;
  section: VehicleSectionId;
  /** What the fact is, in one short line. */
  meaning: Inline;
  /** Where it is kept or acted on; empty where the data names none (a recall notice without an importer). */
  places: AttentionPlaceText[];
}

/** A fact as found, before its meaning and places are added by its code. */
type Found = Omit<AttentionFact, 'meaning' | 'places'> & { source?: string };

/** A dataset a place names, by its key in raw/rules/sources.json; the table names only datasets that exist there. */
function datasetOf(key: string): RawSource {
  const known = (RAW_SOURCES as Partial<Record<string, RawSource>>)[key];
  if (!known) throw new Error(`raw/rules/attention-meanings.json names dataset "${key}", which raw/rules/sources.json lacks`);
  return known;
}

// Checked when the module loads, so a code without its line or a place naming an unknown dataset fails at start
// and in every test, never on a reader's request.
for (const code of ATTENTION_CODES) {
  const entry = ATTENTION_MEANINGS.meanings[code];
  if (!entry) throw new Error(`raw/rules/attention-meanings.json has no meaning for attention code "${code}"`);
  for (const place of entry.places) if (place.kind === 'dataset') datasetOf(place.dataset);
}

/** A Hebrew data value: itself on a Hebrew page, marked Hebrew on another language's. */
const hebrew = (text: string, lang: Lang): Inline => (lang === AUTHORITY_LANG ? text : { text, lang: 'he' });

/** A dataset by its name in the reader's language (raw/rules/sources.json) and its page. */
const datasetPlace = (d: RawSource, lang: Lang): AttentionPlaceText => ({
  name: datasetNameIn(d, lang),
  url: d.dataset_url,
  phone: null,
});

/** The places of one kind in the reader's language; `source`: the dataset the fact was read from, where known. */
function placesOf(place: AttentionPlace, v: Vehicle, lang: Lang, source: string | undefined): AttentionPlaceText[] {
  switch (place.kind) {
    case 'office':
      return [{ name: place.name[lang], url: place.url, phone: null }];
    case 'dataset':
      return [datasetPlace(datasetOf(place.dataset), lang)];
    case 'fact_source': {
      const d = source === undefined ? undefined : (RAW_SOURCES as Partial<Record<string, RawSource>>)[source];
      return d ? [datasetPlace(d, lang)] : [];
    }
    case 'recall_importer': {
      // One place per importer and phone: a car with two recalls from one importer names it once.
      const seen = new Set<string>();
      return (v.open_recalls?.recalls ?? []).flatMap((r) => {
        const key = `${r.importer ?? ''}|${r.phone ?? ''}`;
        if (r.importer === null || seen.has(key)) return [];
        seen.add(key);
        // The notice's website is free text ("www.example.co.il"): linked only when it is a whole web address.
        const url = r.website !== null && /^https?:\/\/\S+$/i.test(r.website) ? r.website : null;
        return [{ name: hebrew(r.importer, lang), url, phone: r.phone }];
      });
    }
  }
}

/** What a fact of `code` is and where it is kept, from the table; the odometer's line quotes the reading's own case. */
function meaningOf({ code, source }: Found, v: Vehicle, lang: Lang): Pick<AttentionFact, 'meaning' | 'places'> {
  const entry = ATTENTION_MEANINGS.meanings[code]!;
  const values: Record<string, string> = v.odometer ? { case: answerText(v.odometer, lang) } : {};
  return { meaning: fillTemplate(entry.meaning[lang], values), places: entry.places.flatMap((p) => placesOf(p, v, lang, source)) };
}

/** A text of the plate answer (a status line, the odometer's case, a note) in the reader's language. */
export function answerText(said: { text_he: string; text_en: string; text_ar?: string; text_localized?: string }, lang: Lang): string {
  return answerIn(said, 'text', lang);
}

/** The changes the vehicle history records that alter the car itself; a tyre size is left to the changes section. */
const NOTABLE_CHANGES: readonly HistoryChangeKey[] = ['structural_change', 'lpg_added', 'colour_change'];

/** Where each status condition is told in full: the licence section for dates, the status banner for the rest. */
const STATUS_SECTION = { licence_expired: 'licence', test_overdue: 'licence' } as const;

function recallsFact(v: Vehicle, tr: Translator): Found[] {
  const count = v.open_recalls?.count ?? 0;
  if (count === 0) return [];
  return [{ code: 'open_recalls', text: tr.t('vehicle.attention.recalls', { count, formatted: formatInt(count) }), section: 'recalls' }];
}

function changesFact(v: Vehicle, tr: Translator): Found[] {
  const made = (v.changes?.items ?? []).filter((i) => i.value === true && NOTABLE_CHANGES.includes(i.key));
  if (made.length === 0) return [];
  const labels = made.map((i) => HISTORY_CHANGE_LABELS[i.key][tr.lang]).join(tr.t('vehicle.attention.uncheckedSeparator'));
  return [{ code: 'recorded_changes', text: tr.t('vehicle.attention.changes', { labels }), section: 'changes' }];
}

function ownersFact(v: Vehicle, tr: Translator): Found[] {
  const owners = v.owners;
  if (!owners) return [];
  const facts: Found[] = [];
  const count = owners.changes_since_2017;
  if (count > 0) {
    const text = tr.t('vehicle.attention.owners', { count, formatted: formatInt(count), since: OWNERSHIP_PUBLISHED_FROM });
    facts.push({ code: 'ownership_changes', text, section: 'owners' });
  }
  if (owners.fleet_past.length) {
    const label = (o: OwnershipType) => answerIn(o, 'label', tr.lang);
    const separator = tr.t('vehicle.attention.uncheckedSeparator');
    const list = owners.fleet_past
      .map((f) => tr.t('vehicle.attention.fleetItem', { type: label(f.ownership), months: f.months.map(formatMonth).join(separator) }))
      .join(separator);
    facts.push({ code: 'ownership_past_fleet', text: tr.t('vehicle.attention.fleetPast', { list }), section: 'owners' });
  }
  // A car off the road is held by no one now: the registry's last word on it is not news for a buyer.
  if (owners.dealer_now && v.on_the_road) {
    const month = owners.dealer_now.since ? formatMonth(owners.dealer_now.since) : 'none';
    facts.push({ code: 'dealer_now', text: tr.t('vehicle.attention.dealerNow', { month }), section: 'owners' });
  }
  return facts;
}

/** Every status condition but "on the road", in the status rule's own words. */
function statusFacts(v: Vehicle, lang: Lang): Found[] {
  return [v.status_line, ...v.status_line.also].flatMap((c) =>
    c.code === 'on_road'
      ? []
      : [
          {
            code: c.code,
            text: answerText(c, lang),
            section: c.code in STATUS_SECTION ? STATUS_SECTION[c.code as keyof typeof STATUS_SECTION] : 'status',
            source: c.source.dataset,
          },
        ],
  );
}

/** The facts in the order a person weighs them: the car's standing first, then its recalls, reading, changes, owners. */
export function attentionFacts(v: Vehicle, tr: Translator = translator(AUTHORITY_LANG)): AttentionFact[] {
  const odometer: Found[] =
    v.odometer?.verdict === 'implausible'
      ? [{ code: 'odometer_implausible', text: tr.t('vehicle.attention.odometer'), section: 'odometer' }]
      : [];
  const facts = [...statusFacts(v, tr.lang), ...recallsFact(v, tr), ...odometer, ...changesFact(v, tr), ...ownersFact(v, tr)];
  return facts.map(({ source, ...f }) => ({ ...f, ...meaningOf({ ...f, source }, v, tr.lang) }));
}

/** What the open data does not tell and who keeps it, in the reader's language ("liens (pledges): the Registrar ..."). */
export function whereKept(tr: Translator): Inline[] {
  return ATTENTION_MEANINGS.not_covered.map((n) => {
    const text = tr.t('vehicle.attention.keptBy', { what: n.what[tr.lang], keptBy: n.kept_by[tr.lang] });
    return n.url ? { text, href: n.url } : text;
  });
}

/** What the attention list could not look at now: the datasets the answer says could not be read. */
export function unchecked(v: Vehicle, tr: Translator): string[] {
  return [
    ...(v.open_recalls === null ? [tr.t('vehicle.attention.uncheckedRecalls')] : []),
    ...(v.odometer === null ? [tr.t('vehicle.attention.uncheckedOdometer')] : []),
    ...(v.owners === null ? [tr.t('vehicle.attention.uncheckedOwners')] : []),
  ];
}
