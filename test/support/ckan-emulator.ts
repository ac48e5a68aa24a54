// A local stand-in for data.gov.il's CKAN datastore_search, speaking its exact wire format over real HTTP on
// 127.0.0.1: {help, success, result: {<the parameters sent, in name order>, records, fields, _links, total,
// total_was_estimated}} as test/fixtures/ckan/registry-plate-3254433.json shows it (CKAN 2.9's
// ckanext/datastore/backend/postgres.py builds it so); success:true with no records for a plate that is not
// there; HTTP 409 with a Validation Error for a filter on a field the resource lacks, or a number on a text
// field (the archives store plates as padded text: PostgreSQL has no text = integer); 404 for an unknown
// resource; 403 from the "firewall" for library-default User-Agents. `records_format` objects, lists or csv
// (PostgreSQL's COPY text: NULL empty, an empty string "", every value as stored, so a text-typed number stays
// "1498.0"); `include_total=false` leaves out total and total_was_estimated; with `totalEstimationThreshold`
// set, an unfiltered total is an estimate (PostgreSQL's reltuples) that `estimateFactor` makes wrong.
// Latency, the cost of a deep offset, a hang, 5xx and 429 failures (with Retry-After), connection resets,
// garbled bodies, oversized answers and connections dropped mid-body are switched on per test.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeNow, listenLocal } from './local-http.ts';

export interface CkanField {
  id: string;
  type: 'int' | 'numeric' | 'text';
}
export interface CkanTable {
  fields: CkanField[];
  records: Record<string, unknown>[];
}

export interface SeenRequest {
  resourceId: string;
  filters: Record<string, unknown>;
  userAgent: string;
  offset: number;
  limit: number;
  /** Only when sent. */
  recordsFormat?: string;
  includeTotal?: boolean;
  sort?: string;
}

const HELP = 'https://data.gov.il/api/3/action/help_show?name=datastore_search';
const DEFAULT_AGENTS = /^(?:node|undici|node-fetch|axios|python-requests|curl|go-http-client|java)\b/i;

export class CkanEmulator {
  readonly tables: Map<string, CkanTable>;
  readonly requests: SeenRequest[] = [];
  /** Added before every answer. */
  latencyMs = 0;
  /** Added per million rows skipped by `offset`: PostgreSQL reads and drops every row before the page. */
  offsetCostMsPerMillion = 0;
  /** CKAN's ckan.datastore.search.rows_max: a larger `limit` is cut to it, and the answer says so. */
  rowsMax = 32_000;
  /** Unfiltered totals at or above it are estimated (CKAN's total_estimation_threshold); null counts exactly. */
  totalEstimationThreshold: number | null = null;
  /** How far an estimated total is from the real row count (0.95: 5 % low). */
  estimateFactor = 1;
  /** Sent as Retry-After with the failures below. */
  retryAfter: string | null = null;
  /** The next `drops` answers send their headers and half the body, then drop the connection. */
  drops = 0;
  /** Called with every request as it arrives (a test stopping a client at a chosen page). */
  onRequest: ((request: SeenRequest) => void) | null = null;
  /** Requests are taken in and never answered (the socket stays open until the client gives up). */
  hanging = false;
  /** The next `resets` requests have their connection reset without an answer. */
  resets = 0;
  /** The next `failures` requests answer `failStatus` with CKAN's HTML error page. */
  failures = 0;
  failStatus = 503;
  /** Per-request failure: the HTTP status to fail request number `index` with, or undefined to answer it. */
  failWhen: ((request: SeenRequest, index: number) => number | undefined) | null = null;
  /** The next `garbled` requests answer 200 with a body cut off mid-JSON. */
  garbled = 0;
  /** Bytes of filler every successful answer carries in a result member no client reads: an oversized answer of
   * a broken or hostile upstream. */
  padding = 0;
  /** The most requests that were being answered at the same moment. */
  maxInFlight = 0;
  #inFlight = 0;
  readonly #indexes = new WeakMap<CkanTable, Map<string, Map<string, Record<string, unknown>[]>>>();
  #server: Server | null = null;
  #port = 0;

  constructor(tables: Map<string, CkanTable>) {
    this.tables = tables;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  requestsFor(resourceId: string): SeenRequest[] {
    return this.requests.filter((r) => r.resourceId === resourceId);
  }

  async start(): Promise<this> {
    this.#server = createServer((req, res) => {
      this.#inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.#inFlight);
      res.on('close', () => {
        this.#inFlight -= 1;
      });
      void this.#handle(req, res);
    });
    this.#port = await listenLocal(this.#server);
    return this;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    await closeNow(server);
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const params = await this.#params(req, url);
    let filters: Record<string, unknown> | null = {};
    if (params.filters !== undefined) {
      try {
        filters = typeof params.filters === 'string' ? JSON.parse(params.filters) : (params.filters as Record<string, unknown>);
      } catch {
        filters = null;
      }
    }
    const resourceId = String(params.resource_id ?? '');
    const userAgent = String(req.headers['user-agent'] ?? '');
    const limit = Math.min(this.rowsMax, Number(params.limit ?? 100));
    const offset = Number(params.offset ?? 0);
    const recordsFormat = params.records_format === undefined ? 'objects' : String(params.records_format);
    const includeTotal = params.include_total === undefined ? true : ['true', 'True', true].includes(params.include_total as string);
    const seen: SeenRequest = {
      resourceId,
      filters: filters ?? {},
      userAgent,
      offset,
      limit,
      recordsFormat: params.records_format === undefined ? undefined : recordsFormat,
      includeTotal: params.include_total === undefined ? undefined : includeTotal,
      sort: params.sort === undefined ? undefined : String(params.sort),
    };
    this.requests.push(seen);
    this.onRequest?.(seen);
    const failWith = this.failWhen?.(seen, this.requests.length - 1);
    if (this.hanging) return;
    if (this.resets > 0) {
      this.resets -= 1;
      req.socket.resetAndDestroy();
      return;
    }
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    if (res.destroyed) return;
    if (userAgent === '' || DEFAULT_AGENTS.test(userAgent)) {
      html(res, 403, '<html><body><h1>Request Rejected</h1></body></html>');
      return;
    }
    if (url.pathname !== '/api/3/action/datastore_search') {
      html(res, 404, '<html><body><h1>404 Not Found</h1></body></html>');
      return;
    }
    if (filters === null) {
      json(res, 409, { help: HELP, success: false, error: { filters: ['Cannot parse JSON'], __type: 'Validation Error' } });
      return;
    }
    if (failWith !== undefined || this.failures > 0) {
      const status = failWith ?? this.failStatus;
      if (failWith === undefined) this.failures -= 1;
      if (this.retryAfter !== null) res.setHeader('Retry-After', this.retryAfter);
      html(res, status, `<html><body><h1>${status} ${status === 429 ? 'Too Many Requests' : 'Service Unavailable'}</h1></body></html>`);
      return;
    }
    if (this.garbled > 0) {
      this.garbled -= 1;
      res
        .writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
        .end(`{"help": "${HELP}", "success": true, "result": {"records": [{"mispar_rechev": 12`);
      return;
    }
    const table = this.tables.get(resourceId);
    if (!table) {
      json(res, 404, {
        help: HELP,
        success: false,
        error: { message: `Not found: Resource "${resourceId}" was not found.`, __type: 'Not Found Error' },
      });
      return;
    }
    const known = new Set(table.fields.map((f) => f.id));
    const unknown = Object.keys(filters).filter((k) => !known.has(k));
    if (unknown.length > 0) {
      json(res, 409, {
        help: HELP,
        success: false,
        error: { filters: [`field "${unknown[0]}" not in table`], __type: 'Validation Error' },
      });
      return;
    }
    const sortField = params.sort === undefined ? undefined : String(params.sort).trim().split(/\s+/)[0]!.replaceAll('"', '');
    if (sortField !== undefined && !known.has(sortField)) {
      json(res, 409, { help: HELP, success: false, error: { sort: [`field "${sortField}" not in table`], __type: 'Validation Error' } });
      return;
    }
    const textFields = new Set(table.fields.filter((f) => f.type === 'text').map((f) => f.id));
    const numberOnText = Object.entries(filters).find(([k, v]) => textFields.has(k) && typeof v === 'number');
    if (numberOnText) {
      json(res, 409, {
        help: HELP,
        success: false,
        error: {
          message: `(psycopg2.errors.UndefinedFunction) operator does not exist: text = integer (field "${numberOnText[0]}")`,
          __type: 'Validation Error',
        },
      });
      return;
    }
    if (!['objects', 'lists', 'csv'].includes(recordsFormat)) {
      json(res, 409, {
        help: HELP,
        success: false,
        error: { records_format: ['Value must be one of: objects, lists, csv'], __type: 'Validation Error' },
      });
      return;
    }
    const matches = this.#match(table, filters);
    if (this.offsetCostMsPerMillion > 0 && offset > 0) {
      await new Promise((r) => setTimeout(r, (Math.min(offset, matches.length) / 1e6) * this.offsetCostMsPerMillion));
      if (res.destroyed) return;
    }
    const page = matches.slice(offset, offset + limit);
    const ids = table.fields.map((f) => f.id);
    const records =
      recordsFormat === 'csv'
        ? page.map((r) => ids.map((id) => copyCsv(r[id])).join(',') + '\n').join('')
        : recordsFormat === 'lists'
          ? page.map((r) => ids.map((id) => r[id] ?? null))
          : page;
    // CKAN echoes the parameters it was sent (defaults filled in), in name order, then adds the answer.
    const echoed: Record<string, unknown> = { ...params, include_total: includeTotal, limit, records_format: recordsFormat };
    if (params.offset !== undefined) echoed.offset = offset;
    if (params.filters !== undefined) echoed.filters = filters;
    echoed.total_estimation_threshold = this.totalEstimationThreshold;
    const result: Record<string, unknown> = Object.fromEntries(
      Object.keys(echoed)
        .sort()
        .map((k) => [k, echoed[k]]),
    );
    Object.assign(result, { records, fields: table.fields, _links: links(req.url ?? '/', offset, limit) });
    if (this.padding > 0) result.padding = 'x'.repeat(this.padding);
    if (includeTotal) {
      const estimated =
        this.totalEstimationThreshold !== null && Object.keys(filters).length === 0 && matches.length >= this.totalEstimationThreshold;
      result.total = estimated ? Math.round(matches.length * this.estimateFactor) : matches.length;
      result.total_was_estimated = estimated;
    }
    const body = JSON.stringify({ help: HELP, success: true, result });
    if (this.drops > 0) {
      this.drops -= 1;
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.write(body.slice(0, Math.floor(body.length / 2)), () => res.destroy());
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' }).end(body);
  }

  /** Records equal to every filter (a list value: any of its items), by a per-field index built on first use. */
  #match(table: CkanTable, filters: Record<string, unknown>): Record<string, unknown>[] {
    const entries = Object.entries(filters);
    if (entries.length === 0) return table.records;
    const [[field, value], ...rest] = entries as [[string, unknown], ...[string, unknown][]];
    const index = this.#index(table, field);
    const first = (Array.isArray(value) ? value : [value]).flatMap((one) => index.get(String(one)) ?? []);
    return first.filter((record) => rest.every(([k, v]) => (Array.isArray(v) ? v : [v]).some((one) => String(one) === String(record[k]))));
  }

  #index(table: CkanTable, field: string): Map<string, Record<string, unknown>[]> {
    let byField = this.#indexes.get(table);
    if (!byField) this.#indexes.set(table, (byField = new Map()));
    let index = byField.get(field);
    if (!index) {
      index = new Map();
      for (const record of table.records) {
        const key = String(record[field]);
        index.set(key, [...(index.get(key) ?? []), record]);
      }
      byField.set(field, index);
    }
    return index;
  }

  /** Query parameters for GET; CKAN also takes them as a JSON body in a POST. */
  async #params(req: IncomingMessage, url: URL): Promise<Record<string, unknown>> {
    if (req.method !== 'POST') return Object.fromEntries(url.searchParams);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
}

/** A value as PostgreSQL's COPY ... TO STDOUT csv writes it: NULL as nothing, quoted when it holds a comma, a
 * quote or a line break, or is empty (so it differs from NULL). */
function copyCsv(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? (value ? 't' : 'f') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text === '' || /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CKAN's _links: this request's path and query, without `offset` (start) and with the next one (next). */
function links(requestUrl: string, offset: number, limit: number): Record<string, string> {
  const url = new URL(requestUrl, 'http://ckan');
  const query = new URLSearchParams(url.searchParams);
  query.delete('offset');
  const start = `${url.pathname}?${query}`;
  query.set('offset', String(offset + limit));
  const answer: Record<string, string> = { start, next: `${url.pathname}?${query}` };
  if (offset - limit > 0) {
    query.set('offset', String(offset - limit));
    answer.prev = `${url.pathname}?${query}`;
  }
  return answer;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html' }).end(body);
}
