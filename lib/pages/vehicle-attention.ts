// The facts of a plate answer that deserve a person's attention before deciding about the car, each in neutral
// words and pointing at the section of the plate's page that gives it in full. A fact here is a reading of the
// published data, never a verdict on the car, the seller or the model; the list has no score and no ranking.
// Its words are the vehicle catalogue's (lib/i18n/catalogues/vehicle/); a status condition keeps the status
// rule's own words, in the language the answer gives them in (answerText).
import type { Vehicle } from '../plate-answer/vehicle.ts';
import { HISTORY_CHANGE_LABELS, type HistoryChangeKey } from '../labels/history-changes.ts';
import { formatInt, formatMonth } from '../text/format.ts';
import type { OwnershipType } from '../rules/ownership-types.ts';
import { OWNERSHIP_PUBLISHED_FROM } from '../rules/fleet-history.ts';
import { translator, type Translator } from '../i18n/messages.ts';
import { AUTHORITY_LANG, type Lang } from '../i18n/lang.ts';
import type { Inline } from './page-model.ts';

/** The sections of the plate's page a fact can point at (their HTML ids). */
export type VehicleSectionId = 'status' | 'recalls' | 'licence' | 'odometer' | 'owners' | 'changes';

export interface AttentionFact {
  code:
    | 'open_recalls'
    | 'odometer_implausible'
    | 'recorded_changes'
    | 'ownership_changes'
    | 'ownership_past_fleet'
    | 'dealer_now'
    | 'personal_import'
    | 'licence_expired'
    | 'test_overdue'
    | 'not_active'
    | 'cancelled';
  text: Inline;
  section: VehicleSectionId;
}

/** A text the plate answer carries in the three languages (a status line, the odometer's case, a note), in the reader's. */
export function answerText(said: { text_he: string; text_en: string; text_ar: string }, lang: Lang): string {
  return { he: said.text_he, ar: said.text_ar, en: said.text_en }[lang];
}

/** The changes the vehicle history records that alter the car itself; a tyre size is left to the changes section. */
const NOTABLE_CHANGES: readonly HistoryChangeKey[] = ['structural_change', 'lpg_added', 'colour_change'];

/** Where each status condition is told in full: the licence section for dates, the status banner for the rest. */
const STATUS_SECTION = { licence_expired: 'licence', test_overdue: 'licence' } as const;

function recallsFact(v: Vehicle, tr: Translator): AttentionFact[] {
  const count = v.open_recalls?.count ?? 0;
  if (count === 0) return [];
  return [{ code: 'open_recalls', text: tr.t('vehicle.attention.recalls', { count, formatted: formatInt(count) }), section: 'recalls' }];
}

function changesFact(v: Vehicle, tr: Translator): AttentionFact[] {
  const made = (v.changes?.items ?? []).filter((i) => i.value === true && NOTABLE_CHANGES.includes(i.key));
  if (made.length === 0) return [];
  const labels = made.map((i) => HISTORY_CHANGE_LABELS[i.key][tr.lang]).join(tr.t('vehicle.attention.uncheckedSeparator'));
  return [{ code: 'recorded_changes', text: tr.t('vehicle.attention.changes', { labels }), section: 'changes' }];
}

function ownersFact(v: Vehicle, tr: Translator): AttentionFact[] {
  const owners = v.owners;
  if (!owners) return [];
  const facts: AttentionFact[] = [];
  const count = owners.changes_since_2017;
  if (count > 0) {
    const text = tr.t('vehicle.attention.owners', { count, formatted: formatInt(count), since: OWNERSHIP_PUBLISHED_FROM });
    facts.push({ code: 'ownership_changes', text, section: 'owners' });
  }
  if (owners.fleet_past.length) {
    const label = (o: OwnershipType) => ({ he: o.label_he, ar: o.label_ar, en: o.label_en })[tr.lang];
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
function statusFacts(v: Vehicle, lang: Lang): AttentionFact[] {
  return [v.status_line, ...v.status_line.also].flatMap((c) =>
    c.code === 'on_road'
      ? []
      : [
          {
            code: c.code,
            text: answerText(c, lang),
            section: c.code in STATUS_SECTION ? STATUS_SECTION[c.code as keyof typeof STATUS_SECTION] : 'status',
          },
        ],
  );
}

/** The facts in the order a person weighs them: the car's standing first, then its recalls, reading, changes, owners. */
export function attentionFacts(v: Vehicle, tr: Translator = translator(AUTHORITY_LANG)): AttentionFact[] {
  const odometer: AttentionFact[] =
    v.odometer?.verdict === 'implausible'
      ? [{ code: 'odometer_implausible', text: tr.t('vehicle.attention.odometer'), section: 'odometer' }]
      : [];
  return [...statusFacts(v, tr.lang), ...recallsFact(v, tr), ...odometer, ...changesFact(v, tr), ...ownersFact(v, tr)];
}

/** What the attention list could not look at now: the datasets the answer says could not be read. */
export function unchecked(v: Vehicle, tr: Translator): string[] {
  return [
    ...(v.open_recalls === null ? [tr.t('vehicle.attention.uncheckedRecalls')] : []),
    ...(v.odometer === null ? [tr.t('vehicle.attention.uncheckedOdometer')] : []),
    ...(v.owners === null ? [tr.t('vehicle.attention.uncheckedOwners')] : []),
  ];
}
