import { blocks, bullets, heading, link } from '../blocks.ts';
import { chovaCalculator, datasetSource } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { pageOfType } from '../site-links.ts';

export const renderTerms: PageRenderer = (ctx) => {
  const privacy = pageOfType(ctx, 'privacy');
  const sources = pageOfType(ctx, 'sources');
  return {
    body: blocks(
      heading(2, 'הבהרה'),
      ctx.texts.disclaimer_he,
      ctx.texts.disclaimer_en,
      heading(2, 'מה השירות עושה'),
      bullets([
        'מציג עובדות על כלי רכב בישראל ועל כללים שחלים עליהם, מתוך מאגרי מידע פתוחים של גופים רשמיים.',
        'אינו מציג מחירי ביטוח, אינו משווה בין חברות ביטוח, פוליסות או כלי רכב, ואינו נותן ייעוץ.',
        `מחירי ביטוח החובה נקבעים על ידי חברות הביטוח ומתפרסמים ב${link('מחשבון של רשות שוק ההון', chovaCalculator(ctx).url)}.`,
        'הנתונים עלולים להכיל טעויות או להתעדכן אחרי תאריך הנתונים שבכל עמוד. לפני החלטה, בדקו מול המקור הרשמי.',
      ]),
      heading(2, 'שימוש בנתונים'),
      bullets([
        'מאגרי משרד התחבורה מתפרסמים ב־data.gov.il ברישיון פתוח; הודעות הריקול ברישיון CC BY. מותר להשתמש בעובדות שבאתר בציון המקור ' +
          'וקישור לעמוד (כתובת הציטוט מופיעה בסוף כל עמוד).',
        'הממשק לתוכנות (REST) ושרת ה־MCP פתוחים לכולם בלי הרשמה, במגבלת קצב בקשות סבירה.',
        sources ? `פירוט המקורות ואופן השימוש בהם: ${link(sources.title, ctx.url(sources.path))}.` : null,
      ].filter((l): l is string => l !== null)),
      heading(2, 'בקשה לחזרה של נציג'),
      bullets([
        'בקשה נשלחת רק אם ביקשתם ואישרתם במפורש את נוסח ההסכמה. היא בקשת קשר בלבד, לא הצעת מחיר ולא ייעוץ.',
        'לא נשלחת אליכם הודעה באופן אוטומטי, ואפשר לבקש בכל עת למחוק את הפרטים.',
        privacy ? `איך הפרטים נשמרים ונמחקים: ${link(privacy.title, ctx.url(privacy.path))}.` : null,
      ].filter((l): l is string => l !== null)),
    ),
    sources: [datasetSource(ctx, 'registry'), datasetSource(ctx, 'recallNotices')],
  };
};
