// The members every operation's `data` carries (spec: "Common members of data"). Output schemas are built with
// withCommon() so one schema describes the whole of `data` for REST, OpenAPI and MCP structuredContent alike;
// runOperation fills the members from the published texts shard, so the texts are defined once, in raw/rules.
import { z } from 'zod';
import { DataError } from '../errors.ts';
import type { OperationContext } from '../context.ts';
import { API_PREFIX, apiPath } from '../../lib/api/api-paths.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';
import { AUTHORITY_LANG, LANGS, localizedPath, splitLangPath, type Lang } from '../../lib/i18n/lang.ts';
import { legalText } from '../../lib/rules/texts.ts';

const Handoff = z
  .object({
    offer_he: z.string(),
    options: z.object({
      mcp_tool: z.literal('request_quote_callback'),
      rest: z.object({ method: z.literal('POST'), url: z.string() }),
      when: z.string(),
      consent_text: z.string().optional().meta({ description: 'Full form only: the Hebrew consent sentence to show verbatim.' }),
      consent_text_en: z.string().optional(),
      consent_version: z.string().optional().meta({ description: 'Full form only: the version of consent_text, to send back.' }),
    }),
  })
  .meta({
    description:
      'How the person can ask the operator for a quote. Offer it only when the person asks for one, never ' +
      'automatically. Every answer carries the compact form (under 300 characters: the offer, the tool, the REST ' +
      'url and when); the answer of request_quote_callback carries the full form, with consent_text, ' +
      'consent_text_en and consent_version. A call with consent false stores nothing and answers with the consent ' +
      'text to show; send consent true only after the person explicitly agreed to it.',
  });

const commonMembers = {
  citation_url: z.string().nullable().optional().meta({ description: 'Page to cite when the facts are used.' }),
  data_date: z.string().nullable().optional().meta({ description: 'YYYY-MM-DD: the date the data is correct to.' }),
  source: z.string().optional().meta({ description: 'Source statement (Hebrew).' }),
  source_en: z.string().optional(),
  disclaimer: z.string().optional().meta({ description: 'Hebrew disclaimer, to be relayed.' }),
  disclaimer_en: z.string().optional(),
  lang: z
    .enum(LANGS)
    .optional()
    .meta({ description: 'Set when the input named a lang: the language of citation_url and of disclaimer_localized.' }),
  disclaimer_localized: z
    .string()
    .optional()
    .meta({
      description:
        'Set when the input named a lang: the disclaimer to show in that language (Arabic and English marked as a ' +
        'translation; the Hebrew disclaimer governs).',
    }),
  handoff: Handoff.optional(),
  error: DataError.optional().meta({ description: 'Set when part of a 200 answer could not be given, e.g. code plate_not_found.' }),
};

/** The schema of an operation's whole `data`: its own members plus the common ones. */
export function withCommon<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...shape, ...commonMembers });
}

type CommonKeys = 'citation_url' | 'data_date' | 'error';
/** What a handler may set of the common members; the texts are always filled by runOperation. */
export type HandlerCommon = { [K in CommonKeys]?: z.infer<z.ZodObject<typeof commonMembers>>[K] };

// Compact on purpose: it rides on every answer, so it says only when, and where the consent text comes from.
const HANDOFF_WHEN = 'Only on request; consent:false returns consent_text';

/**
 * compact: what every answer carries; full: also the consent text and its version, where the call-back is
 * requested (request_quote_callback's own answer).
 */
export type HandoffForm = 'compact' | 'full';

/** A page of this site in the reader's language; any other address (the API, another site) as it is. */
function localizedCitation(url: string | null, base: string, lang: Lang): string | null {
  const root = absoluteUrl(base, '');
  if (url === null || !url.startsWith(`${root}/`)) return url;
  const path = url.slice(root.length);
  // A URL already in a language (a search result named in the language asked) stays as it is.
  if (path.startsWith(`${API_PREFIX}/`) || splitLangPath(path).lang !== AUTHORITY_LANG) return url;
  return absoluteUrl(root, localizedPath(path, lang));
}

export function fillCommon<T extends HandlerCommon>(result: T, ctx: OperationContext, handoff: HandoffForm = 'compact') {
  const texts = ctx.data.rule('texts');
  const base = ctx.config.publicBaseUrl;
  const lang = ctx.lang.value;
  const citation = result.citation_url === undefined ? `${base}/sources` : result.citation_url;
  const consent =
    handoff === 'full'
      ? { consent_text: texts.consent.text_he, consent_text_en: texts.consent.text_en, consent_version: texts.consent.version }
      : {};
  return {
    ...result,
    citation_url: localizedCitation(citation, base, lang),
    data_date: result.data_date === undefined ? ctx.data.dataDate : result.data_date,
    source: texts.source_he,
    source_en: texts.source_en,
    disclaimer: texts.disclaimer_he,
    disclaimer_en: texts.disclaimer_en,
    ...(ctx.lang.asked ? { lang, disclaimer_localized: legalText(texts, 'disclaimer', lang) } : {}),
    handoff: {
      offer_he: texts.handoff_offer_he,
      options: {
        mcp_tool: 'request_quote_callback' as const,
        rest: { method: 'POST' as const, url: absoluteUrl(base, apiPath('/quote-request')) },
        when: HANDOFF_WHEN,
        ...consent,
      },
    },
  };
}
