// Sample data never passes as ministry data: over a version built from the generated sample every REST answer
// carries meta.sample true, every MCP tool result _meta.sample true (and the instructions say so first), and the
// pages the API renders live show the banner, their twins the Hebrew and English lines. A hand-made version of
// real data carries sample false and no banner, and a hot reload from a generated version to a real one drops it.
// Real HTTP on loopback, the SDK client for MCP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Client } from '@modelcontextprotocol/client';
import { listenInProcess } from '../support/local-http.ts';
import { MCP_PATH } from '../../lib/api/api-paths.ts';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import {
  GENERATED_SAMPLE_TEXT_EN,
  GENERATED_SAMPLE_TEXT_HE,
  GENERATED_SAMPLE_MARKDOWN,
} from '../../lib/pages/render/sections/sample-notice.ts';
import { tempDir } from '../support/temp-dir.ts';
import { publishFixtureVersion } from '../support/fixture-versions/api-catalog.ts';
import { connectClient, MODERN_VERSION } from './helpers/mcp-test-server.ts';
import { testApp } from './helpers/test-app.ts';

const GENEROUS = { rateLimitCatalog: 1e6, rateLimitLive: 1e6 };
const BANNER = '<div class="sample-banner" role="note">';

interface Served {
  origin: string;
  reload(): boolean;
  close(): Promise<void>;
}

async function serveApp(dataDir: string): Promise<Served> {
  const { app, data } = testApp(dataDir, { config: GENEROUS });
  const server = await listenInProcess(app.fetch);
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reload: () => data.reload(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function meta(origin: string, path: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${origin}${path}`);
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { meta: Record<string, unknown> }).meta;
}

async function page(origin: string, path: string, accept = 'text/html'): Promise<string> {
  const res = await fetch(`${origin}${path}`, { headers: { accept } });
  expect(res.status, path).toBeLessThan(500);
  return res.text();
}

type ToolResult = Awaited<ReturnType<Client['callTool']>>;
const sampleOf = (result: ToolResult) => (result._meta as { sample?: unknown } | undefined)?.sample;

describe('a version built from the committed sample', () => {
  let served: Served;
  let client: Client;
  beforeAll(async () => {
    served = await serveApp(DATA_DIR);
    client = await connectClient(`${served.origin}${MCP_PATH}`, MODERN_VERSION);
  });
  afterAll(async () => {
    await client.close();
    await served.close();
  });

  it('flags every REST answer: catalog (first and from the answer cache), search, live and the call-back', async () => {
    for (const path of [
      '/api/v1/makes',
      '/api/v1/makes',
      '/api/v1/model-info?make=toyota&model=corolla&year=2020',
      '/api/v1/search?query=corolla',
      '/api/v1/vehicle?plate=1234567',
      '/api/v1/licence-fee?make=toyota&model=corolla&year=2020',
    ]) {
      expect((await meta(served.origin, path)).sample, path).toBe(true);
    }
    // The one action: asked without consent, nothing is stored and the answer (a 200) says what to do.
    const callback = await fetch(`${served.origin}/api/v1/quote-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Dana', phone: '0501234567', consent: false }),
    });
    expect(callback.status).toBe(200);
    expect(((await callback.json()) as { meta: { sample: unknown } }).meta.sample).toBe(true);
  });

  it('flags every MCP tool result and says so first in the instructions', async () => {
    expect(client.getInstructions()?.split('\n')[0]).toContain(GENERATED_SAMPLE_TEXT_EN);
    for (const [name, args] of [
      ['list_makes', {}],
      ['model_info', { make: 'toyota', model: 'corolla' }],
      ['model_info', { make: 'toyota', model: 'corolla' }],
      ['search', { query: 'corolla' }],
      ['lookup_vehicle', { plate: '1234567' }],
    ] as const) {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError, name).toBeFalsy();
      expect(sampleOf(result), name).toBe(true);
    }
  });

  it('shows the banner on the pages it renders live, and both lines in their twins', async () => {
    for (const path of ['/vehicle/10000009', '/vehicle/12a4567', '/search?q=corolla']) {
      const html = await page(served.origin, path);
      expect(html, path).toContain(`${BANNER}<p class="wrap"><strong>נתוני דוגמה:</strong> ${GENERATED_SAMPLE_TEXT_HE}</p></div>`);
      // Near the top: right under the site header, before the page's title.
      expect(html.indexOf(BANNER), path).toBeGreaterThan(html.indexOf('</header>'));
      expect(html.indexOf(BANNER), path).toBeLessThan(html.indexOf('<h1>'));
    }
    const twin = await page(served.origin, '/vehicle/10000009.md', 'text/markdown');
    expect(twin).toContain(GENERATED_SAMPLE_MARKDOWN);
    expect(twin.indexOf(GENERATED_SAMPLE_MARKDOWN)).toBeLessThan(twin.indexOf('\n# '));
  });
});

describe('a hand-made version of real data', () => {
  const tmp = tempDir('sample-flag');
  let served: Served;
  afterAll(async () => {
    await served.close();
    tmp.remove();
  });

  it('flags answers while a generated version is served, and drops the flag and banner once a real one is', async () => {
    publishFixtureVersion(tmp.dir, 'v1', { generated: true });
    served = await serveApp(tmp.dir);
    expect((await meta(served.origin, '/api/v1/makes')).sample).toBe(true);
    expect(await page(served.origin, '/search?q=corolla')).toContain(BANNER);

    publishFixtureVersion(tmp.dir, 'v2');
    expect(served.reload()).toBe(true);
    for (const path of ['/api/v1/makes', '/api/v1/search?query=corolla', '/api/v1/vehicle?plate=1234567']) {
      expect((await meta(served.origin, path)).sample, path).toBe(false);
    }
    for (const path of ['/search?q=corolla', '/vehicle/1234567', '/vehicle/1234567.md']) {
      const text = await page(served.origin, path);
      expect(text, path).not.toContain('sample-banner');
      expect(text, path).not.toContain(GENERATED_SAMPLE_TEXT_HE);
      expect(text, path).not.toContain(GENERATED_SAMPLE_TEXT_EN);
    }
    const client = await connectClient(`${served.origin}${MCP_PATH}`, MODERN_VERSION);
    try {
      expect(client.getInstructions()).not.toContain(GENERATED_SAMPLE_TEXT_EN);
      expect(sampleOf(await client.callTool({ name: 'list_makes', arguments: {} }))).toBe(false);
      expect(sampleOf(await client.callTool({ name: 'lookup_vehicle', arguments: { plate: '1234567' } }))).toBe(false);
    } finally {
      await client.close();
    }
  });
});
