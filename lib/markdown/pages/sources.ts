import { RunningCostRule } from '../../rules/rule-schemas.ts';
import { blocks, bullets, heading, link, table } from '../blocks.ts';
import { formatDateHe, formatInt, formatShare } from '../format.ts';
import { chovaCalculator, datasetLink, datasets, licenceFeeSource } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';

export const renderSources: PageRenderer = (ctx) => {
  const manifest = ctx.store.manifest;
  const inVersion = new Map(manifest.sources.filter((s) => s.resource_id !== null).map((s) => [s.resource_id, s]));
  const list = datasets(ctx);
  const fee = licenceFeeSource(ctx);
  const calculator = chovaCalculator(ctx);
  const { consumption } = ctx.store.rule('running-cost', RunningCostRule);
  return {
    body: blocks(
      'מאיפה באים הנתונים שבאתר, מאיזה תאריך, באיזה רישיון, ולמה כל מאגר משמש.',
      heading(2, 'מאגרי המידע'),
      table(['מאגר', 'משמש ל', 'רישיון', 'תאריך בגרסה הזו', 'שורות'], list.map((d) => {
        const used = d.resource_id === null ? undefined : inVersion.get(d.resource_id);
        return [d.dataset_url ? link(d.name_he, d.dataset_url) : d.name_he, d.used_for_he, d.licence,
          used ? formatDateHe(used.date) : null, used ? formatInt(used.rows) : null];
      })),
      `${formatShare(manifest.recall_match_rate)} מהודעות הריקול שויכו לדגמים באתר לפי שם היצרן והדגם (מספרי היצרן בהודעות שונים מאלה שבמאגר הרכב).`,
      'רמת האבזור הבטיחותי והציון הבטיחותי שמשרד התחבורה מפרסם אינם מוצגים באתר בכוונה: מוצג רק אם כל מערכת בטיחות קיימת.',
      heading(2, 'איך מחושבים המספרים'),
      bullets([
        'כלי רכב על הכביש: כלי רכב פעילים במאגרי משרד התחבורה, לפי דגם ושנת ייצור; "ירדו מהכביש": כלי רכב שכבר אינם פעילים לפי אותם מאגרים.',
        'עמודת אגרת הרישוי נקבעת לפי שנת העלייה לכביש, וגיל הרכב לפוליסה התקנית נספר ממועד העלייה לכביש; שניהם לא לפי שנת הייצור.',
        'חלק מכלי הרכב עם כל מערכת בטיחות: מבין כלי הרכב של הדגם שעל הכביש, אלה שבנתוני הגרסה שלהם המערכת מסומנת.',
        'שיעור גניבות: גניבות בשנה לכל 1,000 כלי רכב מהדגם על הכביש; השיעור הארצי מחושב מול כל הרכב הפרטי.',
        `צריכת דלק משוערת: פליטת הפחמן הדו־חמצני (WLTP, גרם לק"מ) חלקי ${consumption.petrol_litres_per_100km_from_co2.divisor} לבנזין ` +
          `(וגם להיברידי רגיל) וחלקי ${consumption.diesel_litres_per_100km_from_co2.divisor} לדיזל. זו הערכה, לא נתון של היצרן.`,
        'מחיר מחירון: המחיר שהיבואן פרסם לרכב חדש; בעמוד הדגם מוצג הטווח בין הגרסאות והשנים.',
      ]),
      heading(2, 'כללים וטבלאות'),
      table(['מה', 'מקור'], [
        ['טבלת אגרת הרישוי, עם סימון ודאות לכל תא', link(fee.label, fee.url)],
        ['הפוליסה התקנית לפי גיל הרכב', 'תקנות הפיקוח על עסקי ביטוח (תנאי חוזה לביטוח רכב פרטי)'],
        ['מה משפיע על מחיר ביטוח החובה (מקושר בלבד; האתר אינו מציג מחירים)', link(calculator.label, calculator.url)],
      ]),
      heading(2, 'In English'),
      list.map((d) => `- ${d.name_en}: ${d.used_for_en} (${d.licence})`).join('\n'),
    ),
    sources: [...list.map(datasetLink), fee, calculator],
    metadata: { generated_by: manifest.generated_by },
  };
};
