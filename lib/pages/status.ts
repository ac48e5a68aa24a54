// The /status page: the status operation's answer for a person who runs or relies on the service. It leads with
// what needs attention ("the registry look-ups are failing since 14:02 UTC"), then the figures behind it. Times
// are shown in UTC and say so: written by hand like every date on the site (lib/text/format.ts), without the
// machine's time-zone data.
import type { ServiceStatus, StatusProblem } from '../status/service-status.ts';
import { STALE_DATASET_DAYS } from '../status/service-status.ts';
import { formatDateHe, formatInt, formatShare } from '../text/format.ts';
import type { Fact, Inline, Section } from './page-model.ts';
import type { LivePage, VehiclePageModel } from './vehicle.ts';
import { CHECK_HE, CHECK_STATUS_HE } from './quality-sections.ts';

export const STATUS_PATH = '/status';

/** The page as the pages that link it (home, footer, llms.txt) name it. */
export const STATUS_PAGE: LivePage = {
  id: 'status',
  path: STATUS_PATH,
  type: 'live',
  title: 'מצב השירות',
  summary: 'גיל הנתונים, ההרצה האחרונה של עיבוד הנתונים ותקינות החלקים החיים של השירות.',
  keywords: [],
};

/** "2026-11-26T14:02:31.000Z" → "26.11.2026 14:02 UTC". */
export function formatUtcHe(iso: string): string {
  return `${formatDateHe(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;
}

const since = (iso: string | null) => (iso ? ` מאז ${formatUtcHe(iso)}` : '');

/** One sentence in Hebrew per problem: the page's person reads Hebrew; `message` in the JSON is English. */
export function problemHe(p: StatusProblem, s: ServiceStatus): string {
  switch (p.code) {
    case 'dataset_stale': {
      const d = s.data.datasets.find((x) => x.name === p.subject);
      return (
        `המאגר ${d?.name_he ?? p.subject} בן ${formatInt(d?.age_days ?? 0)} ימים (יותר מ־${STALE_DATASET_DAYS}): ` +
        'יש לבדוק את תזמון עיבוד הנתונים ואת הקובץ של משרד התחבורה.'
      );
    }
    case 'check_flagged':
      return `הבדיקה ${p.subject} סומנה בהרצה האחרונה של עיבוד הנתונים: כדאי שמתחזק יבדוק את הנתונים לפני שאנשים יסתמכו עליהם.`;
    case 'registry_breaker_open':
      return (
        `מאגר משרד התחבורה נכשל שוב ושוב${since(p.since)}, ולכן השירות נותן לו מנוחה לפני שיפנה אליו שוב; ` +
        'חיפוש לפי מספר רישוי עונה בינתיים מתשובות שמורות או בלי הפרטים החיים.'
      );
    case 'registry_failing':
      return (
        `הפניות למאגר משרד התחבורה נכשלות${since(p.since)}: ` +
        `${formatInt(s.registry.failed)} מתוך ${formatInt(s.registry.questions)} ב־${s.registry.window_seconds / 60} הדקות האחרונות.`
      );
    case 'rate_limit_store_unreachable':
      return 'מאגר מגבלות הקצב המשותף (Redis) אינו עונה: כל מופע של השירות סופר בינתיים את המגבלות לבדו.';
    case 'callback_store_unreachable':
      return 'מאגר הבקשות לשיחה חוזרת אינו עונה: בקשות חדשות לשיחה חוזרת אינן נשמרות כעת.';
    case 'deliveries_stuck': {
      const minutes = Math.floor((s.callbacks.oldest_pending_seconds ?? 0) / 60);
      return (
        `${formatInt(s.callbacks.pending_deliveries ?? 0)} בקשות לשיחה חוזרת ממתינות למסירה למפעיל, ` +
        `הוותיקה שבהן כבר ${formatInt(minutes)} דקות.`
      );
    }
  }
}

const BREAKER_HE = { closed: 'סגור (פניות רגילות)', open: 'פתוח (הפניות מושהות)', half_open: 'חצי פתוח (ניסיון חוזר)' } as const;
function registrySection(s: ServiceStatus): Section {
  const r = s.registry;
  const share = r.error_share === null ? '' : ` (${formatShare(r.error_share)})`;
  const items: Fact[] =
    r.source === 'local'
      ? [{ term: 'מקור', value: ['קובץ המאגר של גרסת הנתונים (ללא פנייה חיה ל־data.gov.il)'] }]
      : [
          { term: 'מקור', value: [{ text: 'data.gov.il', lang: 'en', dir: 'ltr' }, ' (פנייה חיה)'] },
          { term: 'מפסק הזרם', value: [BREAKER_HE[r.breaker ?? 'closed']] },
          {
            term: `פניות ב־${r.window_seconds / 60} הדקות האחרונות`,
            value: [`${formatInt(r.questions)}, מהן נכשלו ${formatInt(r.failed)}${share}`],
          },
          { term: 'נכשל מאז', value: [r.failing_since ? formatUtcHe(r.failing_since) : 'אין כשל כעת'] },
          { term: 'תשובה אחרונה', value: [r.last_success_at ? formatUtcHe(r.last_success_at) : 'אין מאז הפעלת השרת'] },
        ];
  return { id: 'registry', heading: 'מאגר משרד התחבורה (חיפוש לפי מספר רישוי)', blocks: [{ kind: 'facts', items }] };
}

function liveStoresSection(s: ServiceStatus): Section {
  const l = s.rate_limits;
  const c = s.callbacks;
  const limits: Inline[] = [l.store === 'memory' ? 'בזיכרון של כל מופע' : l.shared ? 'Redis משותף, עונה' : 'Redis משותף, אינו עונה'];
  const store: Inline[] = [
    c.store === 'none' ? 'לא מוגדר מפעיל: שום בקשה אינה נשמרת' : `${c.store}, ${c.reachable ? 'עונה' : 'אינו עונה'}`,
  ];
  const items: Fact[] = [
    { term: 'מגבלות קצב', value: limits },
    { term: 'מאגר הבקשות לשיחה חוזרת', value: store },
    { term: 'שמירת בקשה', value: [`${formatInt(c.retention_days)} ימים, ואז היא נמחקת`] },
  ];
  if (c.store !== 'none' && c.reachable) {
    items.push(
      { term: 'ממתינות למסירה למפעיל', value: [formatInt(c.pending_deliveries ?? 0)] },
      {
        term: 'הוותיקה שבהן ממתינה',
        value: [c.oldest_pending_seconds === null ? 'אין ממתינות' : `${formatInt(Math.floor(c.oldest_pending_seconds / 60))} דקות`],
      },
      { term: 'מסירה אחרונה', value: [c.last_delivery_at ? formatUtcHe(c.last_delivery_at) : 'אין בתקופת השמירה'] },
    );
  }
  return { id: 'stores', heading: 'מגבלות קצב ובקשות לשיחה חוזרת', blocks: [{ kind: 'facts', items }] };
}

function dataSection(s: ServiceStatus): Section {
  return {
    id: 'data',
    heading: 'גיל הנתונים',
    blocks: [
      {
        kind: 'facts',
        items: [
          { term: 'תאריך הנתונים', value: [`${formatDateHe(s.data.data_date)} (לפני ${formatInt(s.data.age_days)} ימים)`] },
          { term: 'פורסמו בשירות', value: [formatUtcHe(s.data.published_at)] },
          { term: 'גרסת הנתונים', value: [{ text: s.data.version, code: true, dir: 'ltr' }] },
        ],
      },
      {
        kind: 'table',
        caption: 'המאגרים שמהם נבנתה גרסת הנתונים',
        columns: [
          { label: 'מאגר' },
          { label: 'תאריך הקובץ' },
          { label: 'גיל (ימים)', num: true },
          { label: 'שורות', num: true },
          { label: 'שורות שהוצאו', num: true },
        ],
        rows: s.data.datasets.map((d) => [
          d.name_he ?? { text: d.name, code: true, dir: 'ltr' },
          formatDateHe(d.date),
          { text: formatInt(d.age_days), num: true },
          { text: formatInt(d.rows), num: true },
          { text: d.rows_set_aside === null ? '—' : formatInt(d.rows_set_aside), num: true },
        ]),
      },
    ],
  };
}

function pipelineSection(s: ServiceStatus): Section {
  const p = s.pipeline;
  if (!p)
    return {
      id: 'pipeline',
      heading: 'ההרצה האחרונה של עיבוד הנתונים',
      blocks: [{ kind: 'paragraph', text: ['לגרסת נתונים זו אין דוח איכות.'] }],
    };
  return {
    id: 'pipeline',
    heading: 'ההרצה האחרונה של עיבוד הנתונים',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          `נקראו ${formatInt(p.rows_read)} שורות, מהן הוצאו ${formatInt(p.rows_set_aside)}. פירוט מלא בעמוד `,
          { text: 'מקורות הנתונים', href: '/sources' },
          '.',
        ],
      },
      {
        kind: 'table',
        caption: 'בדיקות ההרצה',
        // The sources page's words for the same guards; their English notes are for maintainers (the JSON has them).
        columns: [{ label: 'בדיקה' }, { label: 'תוצאה' }],
        rows: p.checks.map((c) => [CHECK_HE[c.check], CHECK_STATUS_HE[c.status]]),
      },
    ],
  };
}

export function statusPageModel(s: ServiceStatus): VehiclePageModel {
  const problems = s.problems.map((p) => problemHe(p, s));
  const lead =
    problems.length === 0
      ? 'כל חלקי השירות פועלים כרגיל.'
      : `דורש תשומת לב: ${problems.length === 1 ? problems[0] : `${formatInt(problems.length)} בעיות, מפורטות למטה.`}`;
  const sections: Section[] = [];
  if (problems.length > 1)
    sections.push({ id: 'problems', heading: 'דורש תשומת לב', tone: 'warn', blocks: [{ kind: 'list', items: problems.map((t) => [t]) }] });
  sections.push(dataSection(s), pipelineSection(s), registrySection(s), liveStoresSection(s), {
    audience: 'assistants',
    heading: 'For programs',
    lang: 'en',
    blocks: [{ kind: 'paragraph', lang: 'en', text: ['The same status as JSON: ', { text: 'GET /api/v1/status', code: true }, '.'] }],
  });
  return {
    page: STATUS_PAGE,
    lead: [`נבדק ב־${formatUtcHe(s.checked_at)}. ${lead}`],
    leadTone: problems.length === 0 ? 'plain' : 'warn',
    facts: [],
    sections,
    sources: [],
    metadata: { status: s.status, problems: s.problems.length, data_version: s.data.version },
    crumbs: [],
    offerCallback: false,
  };
}
