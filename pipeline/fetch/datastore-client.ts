// Reads pages of a CKAN datastore resource (datastore_search) with a descriptive User-Agent (data.gov.il's
// firewall rejects library defaults), a timeout, and retries with exponential backoff on network errors,
// 429 and 5xx. Errors carry a stable code so the command can say exactly what went wrong.
import pkg from '../../package.json' with { type: 'json' };

const USER_AGENT =
  `israel-car-facts-data-refresh/${pkg.version} (open-data refresh of a public car-facts ` + `service; Node ${process.versions.node})`;
/** data.gov.il serves at most this many records per datastore_search call. */
export const MAX_PAGE_SIZE = 32_000;

type FetchErrorCode = 'CKAN_UNREACHABLE' | 'CKAN_HTTP_ERROR' | 'CKAN_BAD_RESPONSE';

export class FetchDataError extends Error {
  readonly code: FetchErrorCode;
  constructor(code: FetchErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FetchDataError';
    this.code = code;
  }
}

export type DatastoreField = { id: string; type: string };
type DatastorePage = {
  records: Record<string, unknown>[];
  fields: DatastoreField[];
  total: number;
};

type ClientOptions = {
  baseUrl: string;
  /** First backoff delay; doubles per attempt. */
  retryBaseMs?: number;
  attempts?: number;
  timeoutMs?: number;
  onRetry?: (attempt: number, reason: string) => void;
};

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ECONNRESET',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

function networkCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } }).cause;
  if (cause?.code && NETWORK_CODES.has(cause.code)) return cause.code;
  if ((error as { name?: string }).name === 'TimeoutError') return 'ETIMEDOUT';
  return undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function datastoreClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const attempts = options.attempts ?? 5;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 120_000;

  async function once(url: string): Promise<{ retry: string } | { page: DatastorePage }> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const code = networkCode(error);
      if (code) return { retry: code };
      throw error;
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      return { retry: `HTTP ${response.status}` };
    }
    const body = (await response.json().catch(() => undefined)) as
      { success?: boolean; error?: { message?: string }; result?: Partial<DatastorePage> } | undefined;
    if (!response.ok || body?.success !== true) {
      const detail = body?.error?.message ?? response.statusText;
      throw new FetchDataError('CKAN_HTTP_ERROR', `CKAN answered HTTP ${response.status} for ${url}: ${detail}`);
    }
    const result = body.result;
    if (!result || !Array.isArray(result.records) || !Array.isArray(result.fields) || typeof result.total !== 'number') {
      throw new FetchDataError('CKAN_BAD_RESPONSE', `CKAN's answer for ${url} lacks result.records, result.fields or result.total`);
    }
    return { page: { records: result.records, fields: result.fields, total: result.total } };
  }

  /** One page of a resource in _id order, so pages stay stable while the download resumes. */
  async function page(resourceId: string, offset: number, limit: number): Promise<DatastorePage> {
    const query = new URLSearchParams({ resource_id: resourceId, limit: String(limit), offset: String(offset), sort: '_id asc' });
    const url = `${base}/api/3/action/datastore_search?${query}`;
    let reason = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const outcome = await once(url);
      if ('page' in outcome) return outcome.page;
      reason = outcome.retry;
      if (attempt < attempts) {
        options.onRetry?.(attempt, reason);
        await sleep(retryBaseMs * 2 ** (attempt - 1));
      }
    }
    if (reason.startsWith('HTTP'))
      throw new FetchDataError('CKAN_HTTP_ERROR', `CKAN kept answering ${reason} for ${url} after ${attempts} attempts`);
    throw new FetchDataError(
      'CKAN_UNREACHABLE',
      `Cannot reach CKAN at ${base} (${reason}) after ${attempts} attempts. Check the network ` +
        `connection, or set CKAN_BASE_URL to a reachable portal.`,
    );
  }

  return { page };
}
