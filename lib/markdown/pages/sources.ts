import { blocks, bullets, heading, link, table } from '../blocks.ts';
import { formatDateHe, formatInt, formatShare } from '../format.ts';
import { POLICE_THEFTS, SOURCE } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';

export const renderSources: PageRenderer = (ctx) => {
  const manifest = ctx.store.manifest;
  return {
    body: blocks(
      'מאיפה באים הנתונים שבאתר, מאיזה תאריך, ואיך משתמשים בהם.',
      heading(2, 'מאגרי המידע בגרסה הזו'),
      table(['מאגר', 'מזהה משאב', 'תאריך', 'שורות'],
        manifest.sources.map((s) => [s.name, s.resource_id, formatDateHe(s.date), formatInt(s.rows)])),
      heading(2, 'איך משתמשים בנתונים'),
      bullets([
        `${link(SOURCE.registry.label, SOURCE.registry.url)}: כמה כלי רכב מכל דגם ושנה נמצאים על הכביש, ובדיקת רכב לפי מספר רישוי.`,
        `${link(SOURCE.modelTable.label, SOURCE.modelTable.url)}: גרסאות, מנועים, מערכות בטיחות וקבוצת המחיר לאגרת הרישוי. ` +
          'רמת האבזור הבטיחותי והציון שהמשרד מפרסם אינם מוצגים באתר: מוצג רק אם כל מערכת קיימת.',
        `${link(SOURCE.listPrices.label, SOURCE.listPrices.url)}: מחיר המחירון של הרכב כשהיה חדש (לא מחיר ביטוח).`,
        `${link(SOURCE.recalls.label, SOURCE.recalls.url)} ו${link(SOURCE.openRecalls.label, SOURCE.openRecalls.url)}: ` +
          `מה הריקול ואיך מתקנים; ${formatShare(manifest.recall_match_rate)} מההודעות שויכו לדגמים לפי שם היצרן והדגם.`,
        `${POLICE_THEFTS.label}: גניבות והחזרות לפי דגם ושנה, ושיעור לכל 1,000 כלי רכב על הכביש.`,
        `${link(SOURCE.licenceFee.label, SOURCE.licenceFee.url)}: טבלת אגרת הרישוי, עם סימון ודאות לכל תא.`,
        'תקנות הפיקוח על עסקי ביטוח (תנאי חוזה לביטוח רכב פרטי): מה מבטיחה הפוליסה התקנית לפי גיל הרכב.',
        `${link(SOURCE.chovaCalculator.label, SOURCE.chovaCalculator.url)}: מקושר בלבד; האתר אינו מציג מחירי ביטוח.`,
      ]),
      heading(2, 'רישיונות'),
      'מאגרי משרד התחבורה מתפרסמים ב־data.gov.il ברישיון פתוח (Other – Open); הודעות הריקול ברישיון CC BY.',
    ),
    sources: [SOURCE.registry, SOURCE.modelTable, SOURCE.listPrices, SOURCE.recalls, SOURCE.openRecalls, POLICE_THEFTS, SOURCE.licenceFee],
    metadata: { generated_by: manifest.generated_by },
  };
};
