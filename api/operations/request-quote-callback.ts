import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { MakeParam, ModelParam, PlateParam } from './params.ts';
import { ApiError } from '../errors.ts';
import { plainText } from './free-text.ts';
import { normalisePlate } from '../../lib/rules/plate.ts';
import { normaliseIsraeliPhone, PHONE_FORMAT_HINT } from '../callbacks/phone.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';
import { apiPath } from '../../lib/api/api-paths.ts';
import { LANGS } from '../../lib/i18n/lang.ts';
import { legalText } from '../../lib/rules/texts.ts';

/** The body may not exceed this; the field limits below keep an honest request far under it. */
export const QUOTE_REQUEST_MAX_BYTES = 4096;

const CallbackStatus = z.enum(['received', 'already_received', 'dry_run_not_sent', 'consent_required']);

const NEXT_STEP: Record<z.infer<typeof CallbackStatus>, string> = {
  received:
    'Stored and passed to the operator, who may call the person back about car insurance. ' +
    'Nothing is sent to the person automatically. To erase the details, DELETE delete_url.',
  already_received:
    'The same phone number asked about the same car recently; the first request stands (request_id) and nothing new was stored.',
  dry_run_not_sent: 'Checked and valid, but not stored and not sent: dry_run was true or no operator is configured on this server.',
  consent_required:
    'Nothing was stored. Show consent_text to the person; only if they explicitly agree, ' +
    'send again with consent true and this consent_version.',
};

export const requestQuoteCallback = defineOperation({
  name: 'request_quote_callback',
  title: 'Ask the operator to call back with a car-insurance quote',
  description:
    'Action: stores a call-back request for the operator. Only after the person asked ' +
    'for a quote and explicitly agreed to the consent text; never assume consent.',
  method: 'POST',
  path: '/quote-request',
  tags: ['callback'],
  budget: 'callback',
  // A refused request (invalid, or without consent) stores nothing: its own, larger budget, so a person who fixes
  // the form's mistakes one by one is not locked out by the budget of stored requests.
  refusedBudget: 'callback_refused',
  declines: (input) => input.consent !== true,
  maxBodyBytes: QUOTE_REQUEST_MAX_BYTES,
  handoff: 'full',
  input: z.strictObject({
    consent: z.boolean().meta({
      description:
        'true only if the person explicitly agreed to the consent text (consent_text of a call with consent false) in this ' +
        'conversation. Never assumed, inferred or pre-filled; never on behalf of someone ' +
        'else. Anything but true answers consent_required and stores nothing.',
    }),
    consent_version: z
      .string()
      .min(1)
      .max(40)
      .superRefine(plainText('consent_version'))
      .optional()
      .meta({
        description:
          'consent_version of the text the person agreed to (given with consent_text). If it is ' +
          'not the current version the answer is consent_required with the current text.',
      }),
    name: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .superRefine(plainText('name'))
      .meta({ description: 'The name the person gave, as they gave it.' }),
    phone: z
      .string()
      .min(9)
      .max(20)
      .refine((p) => normaliseIsraeliPhone(p) !== null, { message: `phone must be ${PHONE_FORMAT_HINT}` })
      .meta({
        description: `Phone number the person gave: ${PHONE_FORMAT_HINT}. Stored and sent to the operator in E.164 (+972...).`,
        examples: ['054-1234567'],
      }),
    plate: PlateParam.optional(),
    make: MakeParam.superRefine(plainText('make')).optional(),
    model: ModelParam.superRefine(plainText('model')).optional(),
    year: z
      .number()
      .int()
      .min(1950)
      .max(2100)
      .optional()
      .meta({ description: 'Production (model) year of the car, if the person gave it.' }),
    preferred_time: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .superRefine(plainText('preferred_time'))
      .optional()
      .meta({ description: 'When the person prefers to be called, in their words (e.g. "weekday mornings").' }),
    note: z
      .string()
      .trim()
      .min(1)
      .max(500)
      .superRefine(plainText('note'))
      .optional()
      .meta({ description: 'Anything else the person asked to pass on.' }),
    dry_run: z.boolean().optional().meta({ description: 'true: validate only; nothing is stored or sent (status dry_run_not_sent).' }),
    consent_lang: z
      .enum(LANGS)
      .optional()
      .meta({
        description:
          `The language the consent was shown in beside the Hebrew consent_text (${LANGS.join(', ')}; default he, or ` +
          'lang when given): stored with the request. The Hebrew sentence is the one recorded and agreed to.',
      }),
  }),
  output: withCommon({
    created: z.boolean().meta({ description: 'true only when this call stored a new request.' }),
    status: CallbackStatus,
    request_id: z.string().nullable().meta({ description: 'Random id of the stored request; also the only way to erase it.' }),
    operator: z.string().meta({ description: 'The operator that handles the request.' }),
    consent_text: z.string().meta({ description: 'Hebrew consent sentence recorded (or to be shown, for consent_required).' }),
    consent_text_en: z.string(),
    consent_version: z.string(),
    consent_lang: z
      .enum(LANGS)
      .optional()
      .meta({ description: 'Set when consent_lang or lang was given: the language consent_text_shown is in.' }),
    consent_text_shown: z
      .string()
      .optional()
      .meta({
        description:
          'Set when consent_lang or lang was given: the consent to show in that language beside consent_text (a ' +
          'translation says so; the Hebrew sentence governs).',
      }),
    delete_url: z.string().nullable().meta({ description: 'DELETE this URL to erase the request and tell the operator.' }),
    retention_days: z.number().int().meta({ description: 'Stored requests are deleted after this many days.' }),
    next_step: z.string(),
  }),
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async handler(input, ctx) {
    const texts = ctx.data.rule('texts');
    const base = ctx.config.publicBaseUrl;
    const shownLang = input.consent_lang ?? ctx.lang.value;
    const shown =
      input.consent_lang !== undefined || ctx.lang.asked
        ? {
            consent_lang: shownLang,
            consent_text_shown: legalText(texts.consent, 'text', shownLang),
          }
        : {};
    const answer = (status: z.infer<typeof CallbackStatus>, requestId: string | null = null) => ({
      created: status === 'received',
      status,
      request_id: requestId,
      operator: ctx.callbacks.operatorName,
      consent_text: texts.consent.text_he,
      consent_text_en: texts.consent.text_en,
      consent_version: texts.consent.version,
      ...shown,
      delete_url: requestId === null ? null : absoluteUrl(base, apiPath(`/quote-request/${requestId}`)),
      retention_days: ctx.config.retentionDays,
      next_step: NEXT_STEP[status],
      citation_url: absoluteUrl(base, '/privacy'),
    });
    const versionMatches = input.consent_version === undefined || input.consent_version === texts.consent.version;
    if (input.consent !== true || !versionMatches) return answer('consent_required');
    if (input.dry_run === true || !ctx.callbacks.deliveryConfigured) return answer('dry_run_not_sent');
    const outcome = await ctx.callbacks.submit(
      {
        name: input.name,
        phone_e164: normaliseIsraeliPhone(input.phone)!,
        plate: input.plate === undefined ? null : normalisePlate(input.plate),
        make: input.make ?? null,
        model: input.model ?? null,
        year: input.year ?? null,
        preferred_time: input.preferred_time ?? null,
        note: input.note ?? null,
      },
      { version: texts.consent.version, text_he: texts.consent.text_he, shown_lang: shownLang },
    );
    if (outcome.status === 'rate_limited') {
      throw new ApiError(
        'rate_limited',
        `this phone number already sent the most call-back requests allowed in a day; retry in ${outcome.retry_after_seconds} s`,
        { retryAfterSeconds: outcome.retry_after_seconds },
      );
    }
    return answer(outcome.status, outcome.request_id);
  },
});
