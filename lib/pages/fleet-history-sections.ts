// The model-year page's fleet facts (fleet_history of its shard): how many of the year's cars are still on the
// road, km at the last annual test by age, ownership changes since 2017, km a year. Facts in age or count
// order, each with what it counts and its data date; a figure of too few cars says so instead of a number.
import { formatDateHe, formatInt, formatShare, OFF_ROAD_HE } from '../text/format.ts';
import { FLEET_COUNTED } from '../rules/fleet-history.ts';
import type { FleetHistory } from '../shards/fleet-history.ts';
import type { Block, Section } from './page-model.ts';

const note = (text: string): Block => ({ kind: 'paragraph', role: 'note', text: [text] });
const asOf = (date: string) => `נכון ל־${formatDateHe(date)}.`;
const tooFew = (min: number) => `פחות מ־${formatInt(min)} כלי רכב: לא מוצג`;
const orTooFew = (value: number | null, min: number, show: (n: number) => string) => (value === null ? tooFew(min) : show(value));
const km = (n: number) => `${formatInt(n)} ק"מ`;
/** A median of whole changes may fall between two (1.5). */
const changes = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function statusBlocks(f: FleetHistory): Block[] {
  const s = f.status;
  return [
    {
      kind: 'facts',
      items: [
        { term: 'על הכביש', value: [formatInt(s.on_road)] },
        { term: 'לא פעילים', value: [formatInt(s.inactive)] },
        { term: OFF_ROAD_HE.cancelled, value: [formatInt(s.cancelled)] },
        { term: 'חלק שעל הכביש', value: [orTooFew(s.share_on_road, f.min_cars, formatShare)] },
      ],
    },
    note(`${s.counted_he} ${asOf(s.data_date)}`),
  ];
}

function kmBlocks(f: FleetHistory, name: string): Block[] {
  const k = f.km_at_last_test;
  return [
    {
      kind: 'paragraph',
      text: [
        `${formatInt(k.cars_with_reading)} כלי רכב עם קריאה` +
          (k.median_km === null ? '.' : `, חציון ${km(k.median_km)}.`) +
          ` ל־${formatInt(k.cars_without_reading)} יש שורה בלי קריאה (עוד לא עברו טסט, או שאין תאריך טסט או תאריך רישום ראשון), ` +
          `ול־${formatInt(k.cars_no_data)} אין שורה במאגר ההיסטוריה: אין נתונים, לא אפס.`,
      ],
    },
    ...(k.by_age.length === 0
      ? []
      : [
          {
            kind: 'table' as const,
            caption: `ק"מ בטסט האחרון של ${name} לפי גיל`,
            columns: [
              { label: 'שנים מהרישום הראשון עד הטסט' },
              { label: 'כלי רכב עם קריאה', num: true },
              { label: 'חציון ק"מ', num: true },
            ],
            rows: k.by_age.map((a) => [
              String(a.age_years),
              { text: formatInt(a.cars), num: true },
              { text: orTooFew(a.median_km, f.min_cars, formatInt), num: true },
            ]),
          },
        ]),
    note(`${k.counted_he} ${asOf(k.data_date)}`),
  ];
}

function ownershipBlocks(f: FleetHistory, name: string): Block[] {
  const o = f.ownership_changes;
  return [
    {
      kind: 'paragraph',
      text: [
        `${formatInt(o.cars)} כלי רכב שנרשמו לראשונה ב־${o.first_registered_from} ואילך; ` +
          `חציון שינויי הבעלות: ${orTooFew(o.median, f.min_cars, changes)}.`,
      ],
    },
    ...(o.distribution === null
      ? []
      : [
          {
            kind: 'table' as const,
            caption: `שינויי בעלות של ${name} מאז ${o.first_registered_from}`,
            columns: [{ label: 'שינויי בעלות' }, { label: 'כלי רכב', num: true }, { label: 'חלק', num: true }],
            rows: o.distribution.map((d) => [
              d.changes === '5+' ? '5 ומעלה' : d.changes,
              { text: formatInt(d.cars), num: true },
              { text: formatShare(d.share), num: true },
            ]),
          },
        ]),
    note(`${o.counted_he} ${asOf(o.data_date)}`),
  ];
}

function kmPerYearBlocks(f: FleetHistory): Block[] {
  const r = f.km_per_year;
  return [
    {
      kind: 'paragraph',
      text: [
        r === null
          ? 'אין טווח: פחות כלי רכב עם קריאה ממה שכלל מד המרחק דורש.'
          : `בין ${formatInt(r.cars)} כלי רכב: האחוזון הראשון ${km(r.p1)}, החציון ${km(r.median)}, ` +
            `האחוזון ה־99 ${km(r.p99)} בשנה. ${asOf(r.data_date)}`,
      ],
    },
    note(FLEET_COUNTED.km_per_year.he),
  ];
}

/** The sections of the fleet facts, in a fixed order. */
export function fleetHistorySections(f: FleetHistory, name: string): Section[] {
  return [
    { heading: 'כמה מהרכבים עדיין על הכביש', blocks: statusBlocks(f) },
    { heading: 'ק"מ בטסט השנתי האחרון', blocks: kmBlocks(f, name) },
    { heading: 'שינויי בעלות', blocks: ownershipBlocks(f, name) },
    { heading: 'ק"מ לשנה', blocks: kmPerYearBlocks(f) },
  ];
}
