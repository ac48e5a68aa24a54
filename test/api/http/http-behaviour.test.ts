// CORS, ETag/304, rate limits, compression, request ids, the access log, health and readiness.
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp } from '../helpers/test-app.ts';
import { ErrorBody } from '../../../api/errors.ts';

const dir = fixtureDataDir();

describe('CORS', () => {
  it('answers a preflight from any origin and exposes Retry-After, ETag and MCP-Protocol-Version', async () => {
    const { app } = testApp(dir);
    const res = await app.request('/api/v1/model-info', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
    const normal = await app.request('/api/v1/makes', { headers: { Origin: 'https://elsewhere.example' } });
    const exposed = normal.headers.get('access-control-expose-headers') ?? '';
    for (const h of ['Retry-After', 'ETag', 'MCP-Protocol-Version']) expect(exposed).toContain(h);
  });

  it('puts CORS and the request id on every kind of answer: fresh, cached, 304, errors, health, OpenAPI', async () => {
    const { app } = testApp(dir);
    const first = await app.request('/api/v1/makes');
    const answers = [
      first,
      await app.request('/api/v1/makes'),
      await app.request('/api/v1/makes', { headers: { 'If-None-Match': first.headers.get('etag')! } }),
      await app.request('/api/v1/model-info?make=nope&model=x'),
      await app.request('/api/v1/makes?color=red'),
      await app.request('/api/v1/nothing-here'),
      await app.request('/api/health'),
      await app.request('/openapi.json'),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 304, 404, 400, 404, 200, 200]);
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    }
  });
});

describe('ETag and Cache-Control on catalog answers', () => {
  it('sends an ETag keyed by data version and request, and 304 on If-None-Match', async () => {
    const { app } = testApp(dir);
    const first = await app.request('/api/v1/model-info?make=toyota&model=corolla');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toContain('public');
    const again = await app.request('/api/v1/model-info?model=corolla&make=toyota', { headers: { 'If-None-Match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await app.request('/api/v1/model-info?make=toyota&model=hilux', { headers: { 'If-None-Match': etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('answers a repeated catalog request with the same data and its own request id', async () => {
    const { app } = testApp(dir);
    const a = await (await app.request('/api/v1/model-info?make=toyota&model=corolla')).json();
    const b = await (await app.request('/api/v1/model-info?make=toyota&model=corolla')).json();
    expect(b.data).toEqual(a.data);
    expect(b.meta.citation_url).toBe(a.meta.citation_url);
    expect(b.meta.request_id).not.toBe(a.meta.request_id);
  });

  it('treats a parameter named like an Object member as unknown, also once the answer is cached', async () => {
    const { app } = testApp(dir);
    expect((await app.request('/api/v1/makes')).status).toBe(200);
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const res = await app.request(`/api/v1/makes?${name}=1`);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).error.parameter).toBe(name);
    }
  });

  it('never caches a plate answer (live) and sends no ETag on errors', async () => {
    const { app } = testApp(dir);
    const live = await app.request('/api/v1/thefts?plate=1234567');
    expect(live.headers.get('etag')).toBeNull();
    expect(live.headers.get('cache-control')).toBe('private, no-store');
    const bad = await app.request('/api/v1/model-info?make=nope&model=x');
    expect(bad.status).toBe(404);
    expect(bad.headers.get('etag')).toBeNull();
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After and the Error body when a budget is spent, per budget', async () => {
    const { app } = testApp(dir, { config: { rateLimitCatalog: 3, rateLimitLive: 1 } });
    for (let i = 0; i < 3; i++) expect((await app.request('/api/v1/makes')).status).toBe(200);
    const limited = await app.request('/api/v1/makes');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = await limited.json();
    expect(ErrorBody.parse(body).error.code).toBe('rate_limited');
    // A plate call draws on the live budget, which is still full.
    expect((await app.request('/api/v1/thefts?plate=1234567')).status).toBe(200);
    expect((await app.request('/api/v1/thefts?plate=1234567')).status).toBe(429);
  });
});

describe('compression, request id and access log', () => {
  it('gzips large JSON when asked', async () => {
    const { app } = testApp(dir);
    const res = await app.request('/api/v1/licence-fee', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = JSON.parse(await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text());
    expect(body.data.mode).toBe('table');
  });

  it('keeps a well-formed incoming request id and logs no query string, body or address', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app } = testApp(dir, { log: (e) => lines.push(e) });
    const res = await app.request('/api/v1/licence-fee?plate=12-345-67', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request', request_id: 'abc-123', method: 'GET', path: '/api/v1/licence-fee', status: 200 });
    expect(JSON.stringify(lines)).not.toMatch(/345|plate/);
  });
});

describe('health and readiness', () => {
  it('is ready with a data version, not ready (503) without one, and operations then answer 503 data_unavailable', async () => {
    const { app } = testApp(dir);
    expect(await (await app.request('/api/ready')).json()).toMatchObject({ status: 'ready', data_version: 'v1', data_date: '2026-11-20' });
    const empty = testApp(mkdtempSync(path.join(tmpdir(), 'api-empty-'))).app;
    expect((await empty.request('/api/health')).status).toBe(200);
    const ready = await empty.request('/api/ready');
    expect(ready.status).toBe(503);
    const op = await empty.request('/api/v1/makes');
    expect(op.status).toBe(503);
    expect(op.headers.get('retry-after')).toBe('30');
    expect((await op.json()).error.code).toBe('data_unavailable');
  });
});

describe('log level', () => {
  it('keeps entries at LOG_LEVEL or above and refuses an unknown level', async () => {
    const { levelFilter } = await import('../../../api/http/access-log.ts');
    const kept: unknown[] = [];
    const warn = levelFilter('warn', (e) => kept.push(e.msg));
    warn({ level: 'info', msg: 'a' });
    warn({ level: 'warn', msg: 'b' });
    warn({ level: 'error', msg: 'c' });
    warn({ msg: 'd' });
    expect(kept).toEqual(['b', 'c']);
    expect(() => levelFilter('loud')).toThrow('LOG_LEVEL must be one of debug, info, warn, error; got "loud"');
  });
});
