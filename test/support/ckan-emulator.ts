// A local stand-in for data.gov.il's CKAN datastore_search, speaking its exact wire format over real HTTP on
// 127.0.0.1: {help, success, result: {records, fields, total, _links, ...}}; success:true with no records for
// a plate that is not there; HTTP 409 with a Validation Error for a filter on a field the resource lacks, or a
// number on a text field (the archives store plates as padded text: PostgreSQL has no text = integer); 404
// for an unknown resource; 403 from the "firewall" for library-default User-Agents. Latency, a hang, 5xx
// failures, connection resets and garbled bodies are switched on per test.
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
}

const HELP = 'https://data.gov.il/api/3/action/help_show?name=datastore_search';
const DEFAULT_AGENTS = /^(?:node|undici|node-fetch|axios|python-requests|curl|go-http-client|java)\b/i;

export class CkanEmulator {
  readonly tables: Map<string, CkanTable>;
  readonly requests: SeenRequest[] = [];
  /** Added before every answer. */
  latencyMs = 0;
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
    const limit = Math.min(32_000, Number(params.limit ?? 100));
    const offset = Number(params.offset ?? 0);
    const seen: SeenRequest = { resourceId, filters: filters ?? {}, userAgent, offset, limit };
    this.requests.push(seen);
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
      html(res, status, `<html><body><h1>${status} Service Unavailable</h1></body></html>`);
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
    const matches = this.#match(table, filters);
    const base =
      `/api/3/action/datastore_search?resource_id=${resourceId}` +
      (params.filters === undefined ? '' : `&filters=${encodeURIComponent(JSON.stringify(filters))}`);
    json(res, 200, {
      help: HELP,
      success: true,
      result: {
        include_total: true,
        limit,
        ...(params.filters === undefined ? {} : { filters }),
        records_format: 'objects',
        resource_id: resourceId,
        total_estimation_threshold: null,
        records: matches.slice(offset, offset + limit),
        fields: table.fields,
        _links: { start: base, next: `${base}&offset=${offset + limit}` },
        total: matches.length,
        total_was_estimated: false,
      },
    });
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

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html' }).end(body);
}
