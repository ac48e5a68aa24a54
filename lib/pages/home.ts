// The home page: what the site holds, in figures, what it does not do, and what the plate check gives (the
// site's home page puts the check's form, and the search, after the lead).
import { countHe, formatInt } from '../text/format.ts';
import { chovaCalculator, datasetSource } from './render/official-sources.ts';
import { pageOfType } from './render/site-links.ts';
import type { Inline, PageModel } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { STATUS_PAGE } from './status.ts';

export const homePage: SinglePageType = {
  type: 'home',
  path: '/',
  title: 'עובדות על רכבים בישראל',
  summary: 'נתונים פתוחים של משרד התחבורה ומשטרת ישראל על רכבים, דגמים, ריקולים, גניבות ואגרת רישוי.',
  keywords: ['Israel car facts', 'רכב', 'car'],
  build,
};

const LISTED = [
  'makes',
  'thefts',
  'licence_fee',
  'standard_policy',
  'chova_factors',
  'recalls',
  'sources',
  'api_docs',
  'connect',
  'callback',
  'privacy',
  'terms',
] as const;

function build(ctx: RenderContext): PageModel | null {
  const makes = ctx.store.makes;
  const carsOnRoad = makes.reduce((sum, m) => sum + m.cars_on_road, 0);
  const models = makes.reduce((sum, m) => sum + m.model_count, 0);
  // The status page is live (answered per request, not in the pages shard), so it is listed after the shard's.
  const listed = [...LISTED.flatMap((type) => pageOfType(ctx, type) ?? []), STATUS_PAGE];
  const callback = pageOfType(ctx, 'callback');
  return {
    page: ctx.page,
    lead: [
      'עובדות על כלי רכב בישראל, מתוך המאגרים הפתוחים של משרד התחבורה ונתוני הגניבות של משטרת ישראל: ' +
        'יצרנים ודגמים, כמה כלי רכב מכל דגם נמצאים על הכביש, מערכות בטיחות, ריקולים, גניבות, אגרת הרישוי השנתית, ' +
        'מה מבטיחה הפוליסה התקנית לפי גיל הרכב, ומה משפיע על מחיר ביטוח החובה.',
    ],
    facts: [],
    sections: [
      {
        lang: 'en',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'Facts about cars in Israel from the Ministry of Transport open data and Israel Police theft figures: makes and ' +
                'models, cars on the road, safety systems, recalls, thefts, the annual licence fee, the standard comprehensive ' +
                'policy by car age and what drives compulsory-insurance prices.',
            ],
          },
        ],
      },
      {
        blocks: [
          {
            kind: 'paragraph',
            role: 'note',
            text: [
              'בעמוד הבית באתר אפשר להקליד מספר רישוי (7 או 8 ספרות) ולקבל את פרטי הרכב ממאגר משרד התחבורה: דגם, שנה, ' +
                'תוקף רישיון, ריקול פתוח ואגרת הרישוי השנתית. הבדיקה נעשית מול המאגר הפתוח בזמן אמת.',
            ],
          },
        ],
      },
      {
        heading: 'במספרים',
        blocks: [
          {
            kind: 'list',
            items: [
              [`${countHe(makes.length, 'יצרן אחד', 'יצרנים')} ו־${countHe(models, 'דגם אחד', 'דגמים')}`],
              [`${formatInt(carsOnRoad)} כלי רכב פרטיים ומסחריים קלים על הכביש`],
            ],
          },
        ],
      },
      {
        heading: 'מה יש באתר',
        blocks: [
          { kind: 'list', items: listed.map((p): Inline[] => [{ text: p.title, href: p.path }, ...(p.summary ? [`: ${p.summary}`] : [])]) },
        ],
      },
      {
        heading: 'מה אין באתר',
        blocks: [
          {
            kind: 'list',
            items: [
              ['אין כאן מחירי ביטוח, השוואה בין חברות ביטוח או פוליסות, או המלצה על רכב או על ביטוח.'],
              [
                'מחירי ביטוח החובה נקבעים על ידי חברות הביטוח ומתפרסמים ב',
                { text: 'מחשבון ביטוח החובה של רשות שוק ההון', href: chovaCalculator(ctx).url },
                '.',
              ],
              [
                'אפשר לבקש שנציג יחזור אליכם לגבי ביטוח רכב, רק אם תבקשו ותאשרו זאת במפורש',
                ...(callback ? [': ', { text: callback.title, href: callback.path }] : []),
                '.',
              ],
            ],
          },
        ],
      },
    ],
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'modelData')],
    metadata: {},
    crumbs: [],
    offerCallback: false,
  };
}
