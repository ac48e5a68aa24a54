// The facts of a plate answer that deserve a person's attention before deciding about the car, each in neutral
// words and pointing at the section of the plate's page that gives it in full. A fact here is a reading of the
// published data, never a verdict on the car, the seller or the model; the list has no score and no ranking.
import type { Vehicle } from '../plate-answer/vehicle.ts';
import { HISTORY_CHANGE_LABELS, type HistoryChangeKey } from '../labels/history-changes.ts';
import { formatInt } from '../text/format.ts';
import { OWNERSHIP_PUBLISHED_FROM } from '../rules/fleet-history.ts';

/** The sections of the plate's page a fact can point at (their HTML ids). */
export type VehicleSectionId = 'status' | 'recalls' | 'licence' | 'odometer' | 'owners' | 'changes';

export interface AttentionFact {
  code:
    | 'open_recalls'
    | 'odometer_implausible'
    | 'recorded_changes'
    | 'ownership_changes'
    | 'personal_import'
    | 'licence_expired'
    | 'test_overdue'
    | 'not_active'
    | 'cancelled';
  text_he: string;
  section: VehicleSectionId;
}

/** The changes the vehicle history records that alter the car itself; a tyre size is left to the changes section. */
const NOTABLE_CHANGES: readonly HistoryChangeKey[] = ['structural_change', 'lpg_added', 'colour_change'];

/** Where each status condition is told in full: the licence section for dates, the status banner for the rest. */
const STATUS_SECTION = { licence_expired: 'licence', test_overdue: 'licence' } as const;

function recallsFact(v: Vehicle): AttentionFact[] {
  const count = v.open_recalls?.count ?? 0;
  if (count === 0) return [];
  const text_he = count === 1 ? 'ריקול פתוח אחד לרכב זה.' : `${formatInt(count)} ריקולים פתוחים לרכב זה.`;
  return [{ code: 'open_recalls', text_he, section: 'recalls' }];
}

function changesFact(v: Vehicle): AttentionFact[] {
  const made = (v.changes?.items ?? []).filter((i) => i.value === true && NOTABLE_CHANGES.includes(i.key));
  if (made.length === 0) return [];
  const labels = made.map((i) => HISTORY_CHANGE_LABELS[i.key].he).join(', ');
  return [{ code: 'recorded_changes', text_he: `במאגר היסטוריית כלי הרכב נרשמו: ${labels}.`, section: 'changes' }];
}

function ownersFact(v: Vehicle): AttentionFact[] {
  const count = v.owners?.changes_since_2017 ?? 0;
  if (count === 0) return [];
  const text_he =
    count === 1
      ? `העברת בעלות אחת פורסמה מאז ${OWNERSHIP_PUBLISHED_FROM}.`
      : `${formatInt(count)} העברות בעלות פורסמו מאז ${OWNERSHIP_PUBLISHED_FROM}.`;
  return [{ code: 'ownership_changes', text_he, section: 'owners' }];
}

/** Every status condition but "on the road", in the status rule's own words. */
function statusFacts(v: Vehicle): AttentionFact[] {
  return [v.status_line, ...v.status_line.also].flatMap((c) =>
    c.code === 'on_road'
      ? []
      : [
          {
            code: c.code,
            text_he: c.text_he,
            section: c.code in STATUS_SECTION ? STATUS_SECTION[c.code as keyof typeof STATUS_SECTION] : 'status',
          },
        ],
  );
}

/** The facts in the order a person weighs them: the car's standing first, then its recalls, reading, changes, owners. */
export function attentionFacts(v: Vehicle): AttentionFact[] {
  const odometer: AttentionFact[] =
    v.odometer?.verdict === 'implausible'
      ? [{ code: 'odometer_implausible', text_he: 'קריאת מד המרחק בטסט האחרון אינה סבירה לפי הכלל המפורסם.', section: 'odometer' }]
      : [];
  return [...statusFacts(v), ...recallsFact(v), ...odometer, ...changesFact(v), ...ownersFact(v)];
}

/** What the attention list could not look at now: the datasets the answer says could not be read. */
export function uncheckedHe(v: Vehicle): string[] {
  return [
    ...(v.open_recalls === null ? ['ריקולים פתוחים'] : []),
    ...(v.odometer === null ? ['מד המרחק ושינויים ברכב'] : []),
    ...(v.owners === null ? ['העברות בעלות'] : []),
  ];
}
