// /sources: where the site's figures come from, of which date, under which licence, how each number is
// computed, and the datasets of this data version.
import { formatDateHe, formatInt, formatShare } from '../text/format.ts';
import { chovaCalculator, datasetLink, datasets, licenceFeeSource } from './render/official-sources.ts';
import type { PageModel } from './page-model.ts';
import { qualitySections } from './quality-sections.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const sourcesPage: SinglePageType = {
  type: 'sources',
  path: '/sources',
  title: 'מקורות המידע',
  summary: 'מאגרי המידע, תאריכי הנתונים והרישיונות שעליהם מבוסס האתר.',
  keywords: ['sources', 'data.gov.il', 'מקורות', 'רישיון'],
  build,
};

function build(ctx: RenderContext): PageModel | null {
  const { manifest } = ctx.store;
  const inVersion = new Map(manifest.sources.filter((s) => s.resource_id !== null).map((s) => [s.resource_id, s]));
  const list = datasets(ctx);
  const { left_out: leftOut } = ctx.store.rule('sources');
  const fee = licenceFeeSource(ctx);
  const calculator = chovaCalculator(ctx);
  const { consumption } = ctx.store.rule('running-cost');
  const versionSources = [...manifest.sources].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    page: ctx.page,
    lead: ['מאיפה באים הנתונים שבאתר, מאיזה תאריך, באיזה רישיון, ולמה כל מאגר משמש.'],
    facts: [],
    sections: [
      {
        heading: 'מאגרי המידע',
        blocks: [
          {
            kind: 'table',
            caption: 'מאגרי המידע, למה כל אחד משמש ובאיזה רישיון',
            columns: [
              { label: 'מאגר' },
              { label: 'משמש ל' },
              { label: 'רישיון' },
              { label: 'תאריך בגרסה הזו' },
              { label: 'שורות', num: true },
            ],
            rows: list.map((d) => {
              const used = d.resource_id === null ? undefined : inVersion.get(d.resource_id);
              return [
                { text: d.name_he, href: d.dataset_url ?? undefined },
                d.used_for_he,
                d.licence,
                used ? formatDateHe(used.date) : '—',
                { text: used ? formatInt(used.rows) : '—', num: true },
              ];
            }),
          },
          {
            kind: 'paragraph',
            text: [
              `${formatShare(manifest.recall_match_rate)} מהודעות הריקול שויכו לדגמים באתר לפי ` +
                `שם היצרן והדגם (מספרי היצרן בהודעות שונים מאלה שבמאגר הרכב).`,
            ],
          },
          {
            kind: 'paragraph',
            text: ['רמת האבזור הבטיחותי והציון הבטיחותי שמשרד התחבורה מפרסם אינם מוצגים באתר בכוונה: מוצג רק אם כל מערכת בטיחות קיימת.'],
          },
          { kind: 'paragraph', text: ['מאגרים שלא נכללו בכוונה:'] },
          { kind: 'list', items: leftOut.map((d) => [`${d.name_he} (${d.resource_id}): ${d.reason_he}`]) },
        ],
      },
      {
        heading: 'מאגרי המידע בגרסה הזו',
        blocks: [
          {
            kind: 'table',
            caption: `גרסת נתונים ${ctx.store.version}, נכונה ל־${formatDateHe(ctx.store.dataDate)}`,
            columns: [{ label: 'מאגר' }, { label: 'מזהה המשאב ב־data.gov.il' }, { label: 'תאריך הנתונים' }, { label: 'שורות', num: true }],
            rows: versionSources.map((s) => [
              { text: s.name, lang: 'en' },
              s.resource_id ? { text: s.resource_id, dir: 'ltr' } : '—',
              formatDateHe(s.date),
              { text: formatInt(s.rows), num: true },
            ]),
          },
        ],
      },
      ...qualitySections(ctx.store.quality),
      {
        heading: 'איך מחושבים המספרים',
        blocks: [
          {
            kind: 'list',
            items: [
              [
                'כלי רכב על הכביש: כלי רכב פעילים במאגרי משרד התחבורה, לפי דגם ושנת ייצור; "ירדו ' +
                  'מהכביש": כלי רכב שכבר אינם פעילים לפי אותם מאגרים.',
              ],
              ['עמודת אגרת הרישוי נקבעת לפי שנת העלייה לכביש, וגיל הרכב לפוליסה התקנית נספר ממועד העלייה לכביש; שניהם לא לפי שנת הייצור.'],
              ['חלק מכלי הרכב עם כל מערכת בטיחות: מבין כלי הרכב של הדגם שעל הכביש, אלה שבנתוני הגרסה שלהם המערכת מסומנת.'],
              ['שיעור גניבות: גניבות בשנה לכל 1,000 כלי רכב מהדגם על הכביש; השיעור הארצי מחושב מול כל הרכב הפרטי.'],
              [
                'צריכת דלק משוערת: פליטת הפחמן הדו־חמצני (WLTP, גרם לק"מ) ' +
                  `חלקי ${consumption.petrol_litres_per_100km_from_co2.divisor} לבנזין ` +
                  `(וגם להיברידי רגיל) וחלקי ${consumption.diesel_litres_per_100km_from_co2.divisor} לדיזל. זו הערכה, לא נתון של היצרן.`,
              ],
              ['מחיר מחירון: המחיר שהיבואן פרסם לרכב חדש; בעמוד הדגם מוצג הטווח בין הגרסאות והשנים.'],
            ],
          },
        ],
      },
      {
        heading: 'כללים וטבלאות',
        blocks: [
          {
            kind: 'table',
            caption: 'מקורות הכללים והטבלאות',
            columns: [{ label: 'מה' }, { label: 'מקור' }],
            rows: [
              ['טבלת אגרת הרישוי, עם סימון ודאות לכל תא', { text: fee.label, href: fee.url }],
              ['הפוליסה התקנית לפי גיל הרכב', 'תקנות הפיקוח על עסקי ביטוח (תנאי חוזה לביטוח רכב פרטי)'],
              ['מה משפיע על מחיר ביטוח החובה (מקושר בלבד; האתר אינו מציג מחירים)', { text: calculator.label, href: calculator.url }],
            ],
          },
        ],
      },
      {
        heading: 'In English',
        lang: 'en',
        blocks: [
          { kind: 'list', items: list.map((d) => [`${d.name_en}: ${d.used_for_en} (${d.licence})`]) },
          { kind: 'paragraph', text: ['Left out on purpose:'] },
          { kind: 'list', items: leftOut.map((d) => [`${d.name_en} (${d.resource_id}): ${d.reason_en}`]) },
        ],
      },
    ],
    sources: [...list.map((d) => datasetLink(d, ctx.lang)), fee, calculator],
    metadata: { generated_by: manifest.generated_by },
    crumbs: [],
    about: {
      '@type': 'Dataset',
      name: 'Israel Ministry of Transport open vehicle data',
      url: 'https://data.gov.il',
      license: 'https://data.gov.il/terms',
    },
    offerCallback: false,
  };
}
