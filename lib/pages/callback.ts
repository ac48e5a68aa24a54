// /callback: how a call-back request works, the consent text as the person approves it, and how assistants and
// programs send one; and the form Astro's page (site/src/pages/callback.astro) puts after the lead, whose field
// names and limits are the quote-request operation's input, so the form cannot ask for what the API refuses.
// Its words are the callback catalogue's. In Arabic and English the consent a person ticks is shown in their
// language, marked a translation, beside the Hebrew sentence that is recorded with the request (consent_text);
// the form sends which language was shown (consent_lang). The Arabic and English pages are written by the
// publish step with the form of callbackFormHtml, which posts without JavaScript.
import type { ApiOperationReference, ApiReference } from '../api/api-reference.ts';
import { apiPath } from '../api/api-paths.ts';
import type { RenderContext } from './render/page-renderer.ts';
import { pageOfType } from './render/site-links.ts';
import type { Block, Inline, PageModel } from './page-model.ts';
import type { Page } from '../shards/pages.ts';
import { AUTHORITY_LANG, type Lang } from '../i18n/lang.ts';
import { inLang } from '../i18n/messages.ts';
import { legalText } from '../rules/texts.ts';
import { pageNameIn } from './localized-page.ts';
import type { SinglePageType } from './page-type.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('callback');

export const callbackPage: SinglePageType = {
  type: 'callback',
  path: '/callback',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['quote', 'callback', ...NAME_HE.keywords],
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
  /**
   * `label`: the consent in the page's language (a translation says so); `hebrew`: on a page in another language,
   * the Hebrew sentence recorded with the request, shown beside it; `lang`: the language shown, sent as langName.
   */
  consent: { name: string; label: string; hebrew?: string; versionName: string; version: string; langName: string; lang: Lang };
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
  member('consent_lang');
  const { consent } = ctx.texts;
  const hebrew = ctx.lang === AUTHORITY_LANG;
  return {
    apiPath: apiPath(op.path),
    contact: [
      field('name', ctx.t('callback.form.name'), { autocomplete: 'name' }),
      field('phone', ctx.t('callback.form.phone'), { type: 'tel', autocomplete: 'tel' }),
    ],
    vehicleLegend: ctx.t('callback.form.vehicleLegend'),
    plate: field('plate', ctx.t('callback.form.plate'), { numeric: true }),
    vehicleHint: ctx.t('callback.form.vehicleHint'),
    vehicle: [
      field('make', ctx.t('callback.form.make')),
      field('model', ctx.t('callback.form.model')),
      field('year', ctx.t('callback.form.year'), { numeric: true }),
    ],
    consent: {
      name: 'consent',
      label: consentShown(ctx),
      ...(hebrew ? {} : { hebrew: consent.text_he }),
      versionName: 'consent_version',
      version: consent.version,
      langName: 'consent_lang',
      lang: ctx.lang,
    },
    submit: ctx.t('callback.form.submit'),
  };
}

/** The consent in the page's language: the Hebrew sentence, or its literal translation marked as one. */
const consentShown = (ctx: RenderContext) => legalText(ctx.texts.consent, 'text', ctx.lang);

function build(ctx: RenderContext): PageModel | null {
  const { consent } = ctx.texts;
  const hebrew = ctx.lang === AUTHORITY_LANG;
  const privacy = pageOfType(ctx, 'privacy');
  const op = quoteRequest(ctx.api);
  const privacyLink = privacy ? ctx.rich<Inline & object>('callback.how.privacy', { privacy: () => privacyInline(ctx, privacy) }) : null;
  // The Hebrew page quotes the sentence recorded and its English; another language's page the translation it
  // shows beside the form, then the Hebrew sentence recorded.
  const consentBlocks: Block[] = hebrew
    ? [
        { kind: 'paragraph', role: 'quote', text: [consent.text_he] },
        { kind: 'paragraph', role: 'quote', lang: 'en', text: [consent.text_en] },
      ]
    : [
        { kind: 'paragraph', role: 'quote', text: [consentShown(ctx)] },
        { kind: 'paragraph', text: [ctx.t('callback.consent.recorded')] },
        { kind: 'paragraph', role: 'quote', text: [{ text: consent.text_he, lang: 'he' }] },
      ];
  return {
    page: ctx.page,
    lead: [inLang(ctx.texts, 'handoff_offer', ctx.lang)],
    facts: [],
    sections: [
      {
        heading: ctx.t('callback.how.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              [ctx.t('callback.how.fill')],
              [ctx.t('callback.how.tick')],
              [ctx.t('callback.how.agent')],
              [ctx.t('callback.how.erase')],
              ...(privacyLink ? [privacyLink] : []),
            ],
          },
        ],
      },
      {
        heading: ctx.t('callback.consent.heading'),
        blocks: [...consentBlocks, { kind: 'paragraph', text: [ctx.t('callback.consent.version', { version: consent.version })] }],
      },
      {
        heading: ctx.t('callback.assistants.heading'),
        audience: 'assistants',
        blocks: [
          {
            kind: 'paragraph',
            text: [ctx.t('callback.assistants.text', { tool: op.name, method: op.method, url: ctx.url(apiPath(op.path)) })],
          },
          ...(hebrew
            ? [
                {
                  kind: 'paragraph' as const,
                  lang: 'en' as const,
                  text: [
                    'Send it only after the person asked for a quote and explicitly agreed to the consent text above; ' +
                      'never assume or pre-fill consent.',
                  ],
                },
              ]
            : []),
        ],
      },
    ],
    sources: [],
    metadata: { consent_version: consent.version },
    crumbs: [],
    offerCallback: false,
  };
}

/** The privacy page, linked in the reader's language where it is written in it; its Hebrew title marked if not. */
function privacyInline(ctx: RenderContext, privacy: Page): Inline & object {
  const name = pageNameIn(ctx, privacy);
  return { text: name.title, href: ctx.path(privacy.path), ...(name.lang ? { lang: name.lang } : {}) };
}
