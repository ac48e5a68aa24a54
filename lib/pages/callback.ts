// /callback: how a call-back request works, the consent text as the person approves it, and how assistants and
// programs send one. Astro's page puts the form (src/pages/callback.astro) between the lead and these parts.
import { apiPath } from '../api/api-paths.ts';
import { pageOfType } from '../markdown/site-links.ts';
import type { PageModelBuilder } from './page-model.ts';

/** Where the form's answer goes: the quote-request operation. */
export const QUOTE_REQUEST_PATH = apiPath('/quote-request');

export const callbackPage: PageModelBuilder = (ctx) => {
  const { consent } = ctx.texts;
  const privacy = pageOfType(ctx, 'privacy');
  return {
    page: ctx.page,
    lead: [ctx.texts.handoff_offer_he],
    facts: [],
    sections: [
      {
        heading: 'איך זה עובד',
        blocks: [{
          kind: 'list',
          items: [
            ['ממלאים שם וטלפון. אפשר להוסיף מספר רישוי, או יצרן, דגם ושנה, כדי שיהיה אפשר להכין הצעה.'],
            ['מסמנים את תיבת ההסכמה. בלי הסמנה לא נוצרת בקשה ולא נשמר דבר.'],
            ['נציג של מפעיל השירות חוזר אליכם. זו בקשת קשר בלבד, לא הצעת מחיר ולא ייעוץ, ולא תישלח אליכם הודעה אוטומטית.'],
            ['אפשר לבקש בכל עת למחוק את הפרטים.'],
          ],
        }],
      },
      {
        heading: 'נוסח ההסכמה',
        blocks: [
          { kind: 'paragraph', role: 'quote', text: [consent.text_he] },
          { kind: 'paragraph', role: 'quote', lang: 'en', text: [consent.text_en] },
          { kind: 'paragraph', text: [`גרסת הנוסח: ${consent.version}`] },
        ],
      },
      {
        heading: 'לעוזרי בינה מלאכותית ולתוכנות',
        blocks: [
          {
            kind: 'paragraph',
            text: ['את הבקשה שולחים רק אחרי שהאדם ביקש הצעה ואישר במפורש את נוסח ההסכמה בשיחה הנוכחית, ורק עם פרטים שמסר בעצמו. '
              + `ב־MCP: הכלי request_quote_callback; ב־REST: POST ${ctx.url(QUOTE_REQUEST_PATH)}. `
              + 'Send it only after the person asked for a quote and explicitly agreed to the consent text above; never assume or pre-fill consent.'],
          },
          ...(privacy ? [{ kind: 'paragraph' as const, text: ['איך הפרטים נשמרים ונמחקים: ', { text: privacy.title, href: privacy.path }, '.'] }] : []),
        ],
      },
    ],
    sources: [],
    metadata: { consent_version: consent.version },
    crumbs: [],
    offerCallback: false,
  };
};
