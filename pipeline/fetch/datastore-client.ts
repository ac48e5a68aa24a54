// Reads pages of a CKAN datastore resource (datastore_search) as a polite client of data.gov.il: an honest
// User-Agent naming the service and where to read about it (the portal's firewall rejects library defaults),
// a timeout, and retries with exponential backoff on network errors, 429, 5xx and a 409 that is not a
// validation error, waiting at least as long as the portal's Retry-After asks. Pages come as
// `records_format=csv`: CKAN's COPY output, every value the text PostgreSQL holds, so text-typed numbers
// ("1498", "1498.0") and timestamps pass through as the portal stores them, at half the bytes of JSON objects.
// Errors carry a stable code so the command can say exactly what went wrong.
import { parse } from 'csv-parse/sync';
import pkg from '../../package.json' with { type: 'json' };
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

/** data.gov.il serves at most this many records per datastore_search call. */
export const MAX_PAGE_SIZE = 32_000;

type FetchErrorCode = 'CKAN_UNREACHABLE' | 'CKAN_HTTP_ERROR' | 'CKAN_BAD_RESPONSE' | 'CKAN_RATE_LIMITED';

export class FetchDataError extends Error {
  readonly code: FetchErrorCode;
  constructor(code: FetchErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FetchDataError';
    this.code = code;
  }
}

/** How the refresh introduces itself: the service, its version, and the public page that says what it does. */
export function refreshUserAgent(publicBaseUrl: string): string {
  return `israel-car-facts-data-refresh/${pkg.version} (nightly open-data refresh; +${absoluteUrl(publicBaseUrl, '/sources')})`;
}

export type DatastoreField = { id: string; type: string };
export type DatastorePage = {
  fields: DatastoreField[];
  /** One text cell per field, in the fields' order (CKAN's `_id` included). */
  rows: string[][];
  /** Absent when the page was asked without `include_total`. */
  total?: number;
  totalWasEstimated: boolean;
  /** The page size CKAN applied: the one asked for, or its own maximum when that is lower. */
  limit: number;
};

type ClientOptions = {
  baseUrl: string;
  userAgent: string;
  /** First backoff delay; doubles per attempt up to `maxBackoffMs`. */
  retryBaseMs?: number;
  maxBackoffMs?: number;
  attempts?: number;
  timeoutMs?: number;
  /** The longest Retry-After waited out; a portal asking for more stops the run (it resumes when run again). */
  maxRetryAfterMs?: number;
  onRetry?: (attempt: number, reason: string, waitMs: number) => void;
  /** How a wait is spent; tests record the waits instead of sleeping. */
  wait?: (ms: number) => Promise<void>;
};

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
]);

function networkCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code && NETWORK_CODES.has(cause.code)) return cause.code;
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError') return 'ETIMEDOUT';
  // A connection dropped mid-body surfaces from the body reader as a TypeError ("terminated").
  if (name === 'TypeError' && (error as Error).message === 'terminated') return 'ECONNRESET';
  return undefined;
}

/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110 10.2.3); undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

type Outcome = { page: DatastorePage } | { retry: string; waitMs?: number };
type Envelope = {
  success?: boolean;
  error?: { message?: string; __type?: string; [field: string]: unknown };
  result?: { records?: unknown; fields?: unknown; total?: unknown; total_was_estimated?: unknown; limit?: unknown };
};

/** CKAN's error object as one line: its message, or its field errors ({"filters": ["..."]}). */
function ckanErrorText(error: Envelope['error']): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const fields = Object.entries(error).filter(([k]) => k !== '__type');
  return fields.length ? fields.map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join('; ') : String(v)}`).join(', ') : error.__type;
}

export function datastoreClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const attempts = options.attempts ?? 6;
  const retryBaseMs = options.retryBaseMs ?? 2000;
  const maxBackoffMs = options.maxBackoffMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 180_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 15 * 60_000;
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function once(url: string): Promise<Outcome> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const code = networkCode(error);
      if (code) return { retry: code };
      throw error;
    }
    let body: Envelope | undefined;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      body = undefined;
    }
    const waitMs = retryAfterMs(response.headers.get('retry-after'));
    // CKAN answers a request it finds invalid (a bad field, an unknown parameter) with 409 "Validation Error":
    // asking again cannot help. Any other 409 (a conflict while the portal rewrites the table) passes.
    const validation = response.status === 409 && body?.error?.__type === 'Validation Error';
    if (response.status === 429 || response.status >= 500 || (response.status === 409 && !validation)) {
      return { retry: `HTTP ${response.status}`, waitMs };
    }
    if (!response.ok || body?.success !== true) {
      if (response.ok && body === undefined) return { retry: 'a body cut off or not JSON' };
      const detail =
        ckanErrorText(body?.error) ??
        (response.status === 403
          ? `${response.statusText}; the portal's firewall refused this User-Agent or address`
          : response.statusText);
      throw new FetchDataError('CKAN_HTTP_ERROR', `CKAN answered HTTP ${response.status} for ${url}: ${detail}`);
    }
    return { page: readPage(url, body.result) };
  }

  /**
   * One page of a resource in `_id` order, so pages stay stable while the download resumes. `includeTotal`
   * asks CKAN to count the rows as well, which costs it a count over the table: once per run is enough.
   */
  async function page(resourceId: string, offset: number, limit: number, includeTotal: boolean): Promise<DatastorePage> {
    const query = new URLSearchParams({
      resource_id: resourceId,
      limit: String(limit),
      offset: String(offset),
      sort: '_id asc',
      records_format: 'csv',
      include_total: String(includeTotal),
    });
    const url = `${base}/api/3/action/datastore_search?${query}`;
    let reason = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const outcome = await once(url);
      if ('page' in outcome) return outcome.page;
      reason = outcome.retry;
      if (outcome.waitMs !== undefined && outcome.waitMs > maxRetryAfterMs) {
        throw new FetchDataError(
          'CKAN_RATE_LIMITED',
          `CKAN answered ${reason} for ${url} and asked to wait ${Math.ceil(outcome.waitMs / 60_000)} minutes ` +
            `(Retry-After); run the command again later: it resumes from the last completed page.`,
        );
      }
      if (attempt < attempts) {
        const backoff = Math.min(maxBackoffMs, retryBaseMs * 2 ** (attempt - 1));
        const waitMs = Math.max(backoff, outcome.waitMs ?? 0);
        options.onRetry?.(attempt, reason, waitMs);
        await wait(waitMs);
      }
    }
    if (reason.startsWith('HTTP'))
      throw new FetchDataError('CKAN_HTTP_ERROR', `CKAN kept answering ${reason} for ${url} after ${attempts} attempts`);
    if (!NETWORK_CODES.has(reason))
      throw new FetchDataError('CKAN_BAD_RESPONSE', `CKAN kept sending ${reason} for ${url} after ${attempts} attempts`);
    throw new FetchDataError(
      'CKAN_UNREACHABLE',
      `Cannot reach CKAN at ${base} (${reason}) after ${attempts} attempts. Check the network ` +
        `connection, or set CKAN_BASE_URL to a reachable portal.`,
    );
  }

  return { page };
}

function readPage(url: string, result: Envelope['result']): DatastorePage {
  const fields = result?.fields;
  const records = result?.records;
  if (!result || !Array.isArray(fields) || typeof records !== 'string') {
    throw new FetchDataError(
      'CKAN_BAD_RESPONSE',
      `CKAN's answer for ${url} lacks result.fields or CSV result.records; is this portal older than CKAN 2.7?`,
    );
  }
  const rows = parse(records, { relax_column_count: true }) as string[][];
  const width = fields.length;
  const bad = rows.findIndex((row) => row.length !== width);
  if (bad >= 0) {
    throw new FetchDataError(
      'CKAN_BAD_RESPONSE',
      `CKAN's answer for ${url} has ${rows[bad]!.length} values in record ${bad + 1}, not one per field (${width})`,
    );
  }
  const total = typeof result.total === 'number' ? result.total : undefined;
  const limit = typeof result.limit === 'number' ? result.limit : Number.POSITIVE_INFINITY;
  return { fields: fields as DatastoreField[], rows, total, totalWasEstimated: result.total_was_estimated === true, limit };
}
