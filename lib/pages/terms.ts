// /terms: what the service does and does not do, how its data may be used, and what a call-back request is.
import { chovaCalculator, datasetSource } from './render/official-sources.ts';
import { pageOfType } from './render/site-links.ts';
import type { Inline, PageModel } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const termsPage: SinglePageType = {
  type: 'terms',
  path: '/terms',
  title: 'תנאי שימוש',
  summary: 'תנאי השימוש באתר, ב-API ובשרת ה-MCP.',
  keywords: ['terms', 'תנאים'],
  build,
};

function build(ctx: RenderContext): PageModel | null {
  const privacy = pageOfType(ctx, 'privacy');
  const sources = pageOfType(ctx, 'sources');
  const items = (...lines: (Inline[] | null)[]) => lines.filter((l): l is Inline[] => l !== null);
  return {
    page: ctx.page,
    lead: [],
    facts: [],
    sections: [
      {
        heading: 'הבהרה',
        blocks: [
          { kind: 'paragraph', text: [ctx.texts.disclaimer_he] },
          { kind: 'paragraph', text: [ctx.texts.disclaimer_en], lang: 'en' },
        ],
      },
      {
        heading: 'מה השירות עושה',
        blocks: [
          {
            kind: 'list',
            items: [
              ['מציג עובדות על כלי רכב בישראל ועל כללים שחלים עליהם, מתוך מאגרי מידע פתוחים של גופים רשמיים.'],
              ['אינו מציג מחירי ביטוח, אינו משווה בין חברות ביטוח, פוליסות או כלי רכב, ואינו נותן ייעוץ.'],
              [
                'מחירי ביטוח החובה נקבעים על ידי חברות הביטוח ומתפרסמים ב',
                { text: 'מחשבון של רשות שוק ההון', href: chovaCalculator(ctx).url },
                '.',
              ],
              ['הנתונים עלולים להכיל טעויות או להתעדכן אחרי תאריך הנתונים שבכל עמוד. לפני החלטה, בדקו מול המקור הרשמי.'],
            ],
          },
        ],
      },
      {
        heading: 'שימוש בנתונים',
        blocks: [
          {
            kind: 'list',
            items: items(
              [
                'מאגרי משרד התחבורה מתפרסמים ב־data.gov.il ברישיון פתוח; הודעות הריקול ברישיון CC ' +
                  'BY. מותר להשתמש בעובדות שבאתר בציון המקור ' +
                  'וקישור לעמוד (כתובת הציטוט מופיעה בסוף כל עמוד).',
              ],
              ['הממשק לתוכנות (REST) ושרת ה־MCP פתוחים לכולם בלי הרשמה, במגבלת קצב בקשות סבירה.'],
              sources ? ['פירוט המקורות ואופן השימוש בהם: ', { text: sources.title, href: sources.path }, '.'] : null,
            ),
          },
        ],
      },
      {
        heading: 'בקשה לחזרה של נציג',
        blocks: [
          {
            kind: 'list',
            items: items(
              ['בקשה נשלחת רק אם ביקשתם ואישרתם במפורש את נוסח ההסכמה. היא בקשת קשר בלבד, לא הצעת מחיר ולא ייעוץ.'],
              ['לא נשלחת אליכם הודעה באופן אוטומטי, ואפשר לבקש בכל עת למחוק את הפרטים.'],
              privacy ? ['איך הפרטים נשמרים ונמחקים: ', { text: privacy.title, href: privacy.path }, '.'] : null,
            ),
          },
        ],
      },
    ],
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'recallNotices')],
    metadata: {},
    crumbs: [],
    offerCallback: false,
  };
}
