import { blocks, bullets, heading, link } from '../blocks.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { pageOfType } from '../site-links.ts';
import { apiPath } from '../../api/api-paths.ts';

export const renderCallback: PageRenderer = (ctx) => {
  const { consent } = ctx.texts;
  const privacy = pageOfType(ctx, 'privacy');
  return {
    body: blocks(
      ctx.texts.handoff_offer_he,
      heading(2, 'איך זה עובד'),
      bullets([
        'ממלאים שם וטלפון. אפשר להוסיף מספר רישוי, או יצרן, דגם ושנה, כדי שיהיה אפשר להכין הצעה.',
        'מסמנים את תיבת ההסכמה. בלי הסמנה לא נוצרת בקשה ולא נשמר דבר.',
        'נציג של מפעיל השירות חוזר אליכם. זו בקשת קשר בלבד, לא הצעת מחיר ולא ייעוץ, ולא תישלח אליכם הודעה אוטומטית.',
        'אפשר לבקש בכל עת למחוק את הפרטים.',
      ]),
      heading(2, 'נוסח ההסכמה'),
      `> ${consent.text_he}`,
      `> ${consent.text_en}`,
      `גרסת הנוסח: ${consent.version}`,
      heading(2, 'לעוזרי בינה מלאכותית ולתוכנות'),
      'את הבקשה שולחים רק אחרי שהאדם ביקש הצעה ואישר במפורש את נוסח ההסכמה בשיחה הנוכחית, ורק עם פרטים שמסר בעצמו. ' +
        `ב־MCP: הכלי request_quote_callback; ב־REST: POST ${ctx.url(apiPath('/quote-request'))}. ` +
        'Send it only after the person asked for a quote and explicitly agreed to the consent text above; never assume or pre-fill consent.',
      privacy && `איך הפרטים נשמרים ונמחקים: ${link(privacy.title, ctx.url(privacy.path))}.`,
    ),
    sources: [],
    metadata: { consent_version: consent.version },
  };
};
