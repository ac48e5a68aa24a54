// /callback: how a call-back request works, the consent text as the person approves it, and how assistants and
// programs send one; and the form Astro's page (site/src/pages/callback.astro) puts after the lead, whose field
// names and limits are the quote-request operation's input, so the form cannot ask for what the API refuses.
import type { ApiOperationReference, ApiReference } from '../api/api-reference.ts';
import { apiPath } from '../api/api-paths.ts';
import type { RenderContext } from './render/page-renderer.ts';
import { pageOfType } from './render/site-links.ts';
import type { PageModel } from './page-model.ts';
import type { SinglePageType } from './page-type.ts';

export const callbackPage: SinglePageType = {
  type: 'callback',
  path: '/callback',
  title: 'בקשת חזרה להצעת מחיר לביטוח רכב',
  summary: 'בקשה שנציג יחזור אליכם עם הצעת מחיר, רק באישורכם המפורש.',
  keywords: ['quote', 'callback', 'הצעת מחיר', 'ביטוח רכב'],
  build,
};

const QUOTE_REQUEST_OPERATION = 'request_quote_callback';

function quoteRequest(api: ApiReference): ApiOperationReference {
  const op = api.operations.find((o) => o.name === QUOTE_REQUEST_OPERATION);
  if (!op) throw new Error(`the API's public description has no ${QUOTE_REQUEST_OPERATION} operation, which the call-back page sends`);
  return op;
}

export interface FormField {
  /** The member of the operation's input the field fills. */
  name: string;
  label: string;
  type: 'text' | 'tel';
  required: boolean;
  maxLength?: number;
  autocomplete?: 'name' | 'tel';
  numeric?: boolean;
}

export interface CallbackForm {
  /** Where the script sends the fields as JSON. */
  apiPath: string;
  contact: FormField[];
  vehicleLegend: string;
  plate: FormField;
  vehicleHint: string;
  vehicle: FormField[];
  consent: { name: string; label: string; versionName: string; version: string };
  submit: string;
}

/** The call-back form: its words, and its fields checked against the quote-request operation's input. */
export function callbackForm(ctx: RenderContext): CallbackForm {
  const op = quoteRequest(ctx.api);
  const properties = op.input.properties ?? {};
  const required = new Set(op.input.required ?? []);
  const member = (name: string) => {
    const p = properties[name];
    if (!p) throw new Error(`the ${op.name} operation takes no "${name}", which the call-back form asks for`);
    return p;
  };
  const field = (name: string, label: string, extra: Partial<FormField> = {}): FormField => {
    const p = member(name);
    // A year's bound is a number: its digits are the longest year the field takes.
    const maxLength = p.maxLength ?? (p.maximum === undefined ? undefined : String(p.maximum).length);
    return { name, label, type: 'text', required: required.has(name), ...(maxLength === undefined ? {} : { maxLength }), ...extra };
  };
  member('consent');
  member('consent_version');
  return {
    apiPath: apiPath(op.path),
    contact: [field('name', 'שם', { autocomplete: 'name' }), field('phone', 'טלפון', { type: 'tel', autocomplete: 'tel' })],
    vehicleLegend: 'פרטי הרכב (לא חובה, עוזר להכין הצעה)',
    plate: field('plate', 'מספר רישוי', { numeric: true }),
    vehicleHint: 'או יצרן, דגם ושנה:',
    vehicle: [field('make', 'יצרן'), field('model', 'דגם'), field('year', 'שנת ייצור', { numeric: true })],
    consent: { name: 'consent', label: ctx.texts.consent.text_he, versionName: 'consent_version', version: ctx.texts.consent.version },
    submit: 'שליחת הבקשה',
  };
}

function build(ctx: RenderContext): PageModel | null {
  const { consent } = ctx.texts;
  const privacy = pageOfType(ctx, 'privacy');
  const op = quoteRequest(ctx.api);
  return {
    page: ctx.page,
    lead: [ctx.texts.handoff_offer_he],
    facts: [],
    sections: [
      {
        heading: 'איך זה עובד',
        blocks: [
          {
            kind: 'list',
            items: [
              ['ממלאים שם וטלפון. אפשר להוסיף מספר רישוי, או יצרן, דגם ושנה, כדי שיהיה אפשר להכין הצעה.'],
              ['מסמנים את תיבת ההסכמה. בלי הסמנה לא נוצרת בקשה ולא נשמר דבר.'],
              ['נציג של מפעיל השירות חוזר אליכם. זו בקשת קשר בלבד, לא הצעת מחיר ולא ייעוץ, ולא תישלח אליכם הודעה אוטומטית.'],
              ['אפשר לבקש בכל עת למחוק את הפרטים.'],
              ...(privacy ? [['איך הפרטים נשמרים ונמחקים: ', { text: privacy.title, href: privacy.path }, '.']] : []),
            ],
          },
        ],
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
        audience: 'assistants',
        blocks: [
          {
            kind: 'paragraph',
            text: [
              'את הבקשה שולחים רק אחרי שהאדם ביקש הצעה ואישר במפורש את נוסח ההסכמה בשיחה הנוכחית, ורק עם פרטים שמסר בעצמו. ' +
                `ב־MCP: הכלי ${op.name}; ב־REST: ${op.method} ${ctx.url(apiPath(op.path))}.`,
            ],
          },
          {
            kind: 'paragraph',
            lang: 'en',
            text: [
              'Send it only after the person asked for a quote and explicitly agreed to the consent text above; ' +
                'never assume or pre-fill consent.',
            ],
          },
        ],
      },
    ],
    sources: [],
    metadata: { consent_version: consent.version },
    crumbs: [],
    offerCallback: false,
  };
}
