// The one Error schema of the REST API (400, 404, 429 and the few server-side answers) and the documented list
// of codes. Handlers throw ApiError; runOperation and the app turn it into this body. Messages say how to fix.
import { z } from 'zod';

/** HTTP-level error codes (the body of a non-200 answer). api/README.md mirrors this list. */
export const ERROR_CODES = {
  invalid_parameter: {
    status: 400,
    meaning: 'A parameter has the wrong type, length, range or format; the message says which and how to fix it.',
  },
  missing_parameter: { status: 400, meaning: 'A required parameter is absent.' },
  unknown_parameter: {
    status: 400,
    meaning: 'A parameter the operation does not define was sent (typos included); suggestions name the closest defined ones.',
  },
  repeated_parameter: { status: 400, meaning: 'A query parameter was given more than once.' },
  invalid_json: { status: 400, meaning: 'A POST body is not valid JSON or not one JSON object.' },
  duplicate_key: {
    status: 400,
    meaning:
      'A JSON body (or the call-back form) gives the same key more than once, so its meaning ' +
      'is ambiguous; parameter names it. Nothing was done.',
  },
  bad_request: {
    status: 400,
    meaning: 'The request is not well-formed HTTP (method, path, a header or the body framing); the message says which.',
  },
  not_found: { status: 404, meaning: 'No route or resource at this path; suggestions list the closest paths.' },
  make_not_found: { status: 404, meaning: 'No make by that name or slug; suggestions list the closest makes.' },
  model_not_found: { status: 404, meaning: 'The make has no model by that name or slug; suggestions list the closest models.' },
  model_year_not_found: { status: 404, meaning: 'The model has no cars of that production year; suggestions list its years.' },
  page_not_found: { status: 404, meaning: 'No site page with that id or URL; suggestions list the closest pages.' },
  plate_not_found: {
    status: 404,
    meaning:
      'standard_policy_at_age only: the registry has no vehicle with this plate, so its ' +
      'age cannot be known (other operations answer 200 with data.error).',
  },
  method_not_allowed: { status: 405, meaning: 'The path exists for another HTTP method.' },
  request_timeout: { status: 408, meaning: 'The request (headers or body) did not arrive in time; the connection is closed.' },
  payload_too_large: { status: 413, meaning: 'The request body is larger than the limit.' },
  unsupported_media_type: { status: 415, meaning: 'A POST body must be sent as application/json.' },
  headers_too_large: { status: 431, meaning: 'The request headers are larger than the limit.' },
  rate_limited: {
    status: 429,
    meaning: 'Too many requests from this client for this budget; retry after the Retry-After header (seconds).',
  },
  internal_error: { status: 500, meaning: 'A fault on the server; never caused by client input. Report it with the request id.' },
  data_unavailable: { status: 503, meaning: 'No valid data version is loaded yet; retry after the Retry-After header.' },
  callbacks_unavailable: {
    status: 503,
    meaning:
      'The call-back store (PostgreSQL) could not be reached; the request may not have ' +
      'been stored. Sending it again after Retry-After is safe: a repeat answers already_received.',
  },
  upstream_unavailable: {
    status: 503,
    meaning:
      "standard_policy_at_age only: the ministry registry did not answer, so the car's " +
      'age cannot be known; retry after the Retry-After header.',
  },
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export { DATA_ERROR_CODES, type DataErrorCode, DataError } from '../lib/plate-answer/data-errors.ts';

export const Suggestion = z
  .object({
    /** What to send instead (a slug, a year, a parameter name or a path). */
    value: z.string(),
    label: z.string(),
    url: z.string().optional(),
  })
  .meta({ id: 'Suggestion' });
export type Suggestion = z.infer<typeof Suggestion>;

export const InvalidParameter = z
  .object({
    parameter: z.string(),
    code: z.enum(['invalid_parameter', 'missing_parameter']),
    message: z.string().meta({ description: 'What is wrong with this parameter and how to fix it.' }),
  })
  .meta({ id: 'InvalidParameter' });
export type InvalidParameter = z.infer<typeof InvalidParameter>;

export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Stable machine code; see the API description for the list.', example: 'invalid_parameter' }),
      message: z.string().meta({ description: 'What is wrong and how to fix it.', example: 'plate must have 7 or 8 digits; got 6' }),
      parameter: z.string().optional().meta({ description: 'The offending parameter, when one is.' }),
      suggestions: z.array(Suggestion).optional().meta({ description: 'For 404s and unknown parameters: the closest existing values.' }),
      invalid_parameters: z
        .array(InvalidParameter)
        .optional()
        .meta({
          description:
            'For invalid_parameter and missing_parameter: every parameter that failed, each with its own code and message ' +
            '(the first is the one code, message and parameter name), so all of them can be fixed before sending again.',
        }),
      request_id: z.string().optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

type ClientErrorStatus = 400 | 404 | 429;
/** What an operation may answer instead of data: a client fault, or 503 when a live source it cannot do without is down. */
export type AnswerErrorStatus = ClientErrorStatus | 503;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly parameter: string | undefined;
  readonly suggestions: Suggestion[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly invalidParameters: InvalidParameter[] | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { parameter?: string; suggestions?: Suggestion[]; retryAfterSeconds?: number; invalidParameters?: InvalidParameter[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.parameter = extra.parameter;
    this.suggestions = extra.suggestions;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.invalidParameters = extra.invalidParameters;
  }

  toBody(requestId?: string): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.parameter === undefined ? {} : { parameter: this.parameter }),
        ...(this.suggestions === undefined ? {} : { suggestions: this.suggestions }),
        ...(this.invalidParameters === undefined ? {} : { invalid_parameters: this.invalidParameters }),
        ...(requestId === undefined ? {} : { request_id: requestId }),
      },
    };
  }
}
