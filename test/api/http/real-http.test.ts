// The same cases over real HTTP on 127.0.0.1 (port 0), through @hono/node-server: the socket address feeds the
// rate limiter, compression and CORS work on the wire, and the server entry starts, serves and shuts down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp, testConfig } from '../helpers/test-app.ts';
import { CASES } from '../helpers/cases.ts';
import { startServer } from '../../../api/server.ts';

let server: Server;
let base: string;
beforeAll(async () => {
  const { app } = testApp(fixtureDataDir(), { config: { rateLimitCatalog: 1e6, rateLimitLive: 1e6 } });
  server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('over real HTTP', () => {
  it.each(CASES.map((c) => [c.url, c] as const))('%s', async (_url, c) => {
    const res = await fetch(base + c.url, { headers: { Origin: 'https://x.example' } });
    expect(res.status).toBe(c.status);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    if (c.status === 200) c.check?.(body);
    else expect(typeof body.error.code).toBe('string');
  });
});

describe('client address behind a trusted proxy', () => {
  it('counts each X-Forwarded-For client separately only when the peer is the trusted proxy', async () => {
    const run = async (trustedProxy: string) => {
      const { app } = testApp(fixtureDataDir(), { config: { rateLimitCatalog: 1, trustedProxy } });
      const s = await new Promise<Server>((resolve) => {
        const srv = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(srv as Server));
      });
      const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/api/v1/makes`;
      try {
        const a = await fetch(url, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
        const b = await fetch(url, { headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.8' } });
        return [a.status, b.status];
      } finally {
        await new Promise<void>((resolve) => s.close(() => resolve()));
      }
    };
    // Trusted: two clients (the right-most entry counts), each within its budget of one.
    expect(await run('127.0.0.1')).toEqual([200, 200]);
    // Not trusted: both requests come from the socket's 127.0.0.1, so the second is over budget.
    expect(await run('')).toEqual([200, 429]);
  });
});

describe('server entry', () => {
  it('starts on port 0, answers health and ready, rate-limits by socket address, and closes', async () => {
    const lines: Record<string, unknown>[] = [];
    const running = await startServer({
      config: testConfig({ port: 0, host: '127.0.0.1', rateLimitCatalog: 2 }),
      dataDir: fixtureDataDir(),
      log: (e) => lines.push(e),
    });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
      expect(await (await fetch(`${running.url}/api/ready`)).json()).toMatchObject({ status: 'ready', data_version: 'v1' });
      expect((await fetch(`${running.url}/api/v1/makes`)).status).toBe(200);
      expect((await fetch(`${running.url}/api/v1/makes`)).status).toBe(200);
      const limited = await fetch(`${running.url}/api/v1/makes`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(lines.some((l) => l.msg === 'data_loaded')).toBe(true);
    } finally {
      await running.close();
    }
    await expect(fetch(`${running.url}/api/health`)).rejects.toThrow();
  });
});
