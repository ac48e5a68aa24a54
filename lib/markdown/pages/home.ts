import { blocks, bullets, heading, link } from '../blocks.ts';
import { countHe, formatInt } from '../format.ts';
import { chovaCalculator, datasetSource } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { pageLinks } from '../site-links.ts';

export const renderHome: PageRenderer = (ctx) => {
  const makes = ctx.store.makes;
  const carsOnRoad = makes.reduce((sum, m) => sum + m.cars_on_road, 0);
  const models = makes.reduce((sum, m) => sum + m.model_count, 0);
  return {
    body: blocks(
      'עובדות על כלי רכב בישראל, מתוך המאגרים הפתוחים של משרד התחבורה ונתוני הגניבות של משטרת ישראל: ' +
        'יצרנים ודגמים, כמה כלי רכב מכל דגם נמצאים על הכביש, מערכות בטיחות, ריקולים, גניבות, אגרת הרישוי השנתית, ' +
        'מה מבטיחה הפוליסה התקנית לפי גיל הרכב, ומה משפיע על מחיר ביטוח החובה.',
      'Facts about cars in Israel from the Ministry of Transport open data and Israel Police theft figures: makes and ' +
        'models, cars on the road, safety systems, recalls, thefts, the annual licence fee, the standard comprehensive ' +
        'policy by car age and what drives compulsory-insurance prices.',
      heading(2, 'במספרים'),
      bullets([
        `${countHe(makes.length, 'יצרן אחד', 'יצרנים')} ו־${countHe(models, 'דגם אחד', 'דגמים')}`,
        `${formatInt(carsOnRoad)} כלי רכב פרטיים ומסחריים קלים על הכביש`,
      ]),
      heading(2, 'בדיקת רכב לפי מספר רישוי'),
      'בעמוד הבית באתר אפשר להקליד מספר רישוי (7 או 8 ספרות) ולקבל את פרטי הרכב ממאגר משרד התחבורה: דגם, שנה, ' +
        'תוקף רישיון, ריקול פתוח ואגרת הרישוי השנתית. הבדיקה נעשית מול המאגר הפתוח בזמן אמת.',
      heading(2, 'מה יש באתר'),
      bullets(pageLinks(ctx, ['makes', 'thefts', 'licence_fee', 'standard_policy', 'chova_factors', 'recalls', 'sources',
        'api_docs', 'connect', 'callback', 'privacy', 'terms'])),
      heading(2, 'מה אין באתר'),
      bullets([
        'אין כאן מחירי ביטוח, השוואה בין חברות ביטוח או פוליסות, או המלצה על רכב או על ביטוח.',
        `מחירי ביטוח החובה נקבעים על ידי חברות הביטוח ומתפרסמים ב${link('מחשבון ביטוח החובה של רשות שוק ההון', chovaCalculator(ctx).url)}.`,
        'אפשר לבקש שנציג יחזור אליכם לגבי ביטוח רכב, רק אם תבקשו ותאשרו זאת במפורש.',
      ]),
    ),
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'modelData')],
  };
};
