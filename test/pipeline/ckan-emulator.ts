// A local stand-in for data.gov.il's CKAN datastore API on 127.0.0.1, answering datastore_search in CKAN's
// wire format (envelope, fields with _id first, _links, total, 404/409 errors) so clients are tested offline.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type EmulatedResource = { fields: { id: string; type: string }[]; records: Record<string, unknown>[] };
export type SeenRequest = { resourceId: string; offset: number; limit: number; userAgent: string | undefined };

const ROWS_MAX = 32_000;
const HELP = 'https://data.gov.il/api/3/action/help_show?name=datastore_search';

export async function startCkanEmulator(
  resources: Record<string, EmulatedResource>,
  /** Returns an HTTP status to fail a request with, or undefined to answer it. */
  fail: (request: SeenRequest, index: number) => number | undefined = () => undefined,
) {
  const requests: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/api/3/action/datastore_search') return send(404, { help: HELP, success: false, error: { message: 'Not found', __type: 'Not Found Error' } });
    const resourceId = url.searchParams.get('resource_id') ?? '';
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), ROWS_MAX);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const seen = { resourceId, offset, limit, userAgent: req.headers['user-agent'] };
    requests.push(seen);
    const failure = fail(seen, requests.length - 1);
    if (failure) return send(failure, { help: HELP, success: false, error: { message: 'Internal Server Error', __type: 'Internal Error' } });
    const resource = resources[resourceId];
    if (!resource) return send(404, { help: HELP, success: false, error: { message: `Not found: Resource "${resourceId}" was not found.`, __type: 'Not Found Error' } });
    let rows = resource.records.map((r, i) => ({ _id: i + 1, ...r }));
    const filters = url.searchParams.get('filters');
    if (filters) {
      const parsed = JSON.parse(filters) as Record<string, unknown>;
      const unknown = Object.keys(parsed).filter((k) => !resource.fields.some((f) => f.id === k));
      if (unknown.length) return send(409, { help: HELP, success: false, error: { filters: unknown.map((k) => `field "${k}" not in table`), __type: 'Validation Error' } });
      rows = rows.filter((r) => Object.entries(parsed).every(([k, v]) => String((r as Record<string, unknown>)[k]) === String(v)));
    }
    const base = `/api/3/action/datastore_search?resource_id=${resourceId}&limit=${limit}`;
    send(200, {
      help: HELP,
      success: true,
      result: {
        include_total: true, limit, offset, records_format: 'objects', resource_id: resourceId,
        total_estimation_threshold: null, records: rows.slice(offset, offset + limit),
        fields: [{ id: '_id', type: 'int' }, ...resource.fields],
        ...(url.searchParams.has('sort') ? { sort: url.searchParams.get('sort') } : {}),
        _links: { start: base, next: `${base}&offset=${offset + limit}` },
        total: rows.length, total_was_estimated: false,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
