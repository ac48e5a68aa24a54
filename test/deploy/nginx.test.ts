// deploy/nginx/car-facts.conf run by Debian's nginx on loopback, in front of two real API instances: the twins by
// .md and by Accept, the headers the app sets, cache and compression, the 404 page, and every proxied route class
// answered by both instances. The maintained file is used as written, with its ports and folders swapped for the
// test's (no second copy of the config to drift from it).
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../api/http/answer-headers.ts';
import { MCP_PATH } from '../../lib/api/api-paths.ts';
import { siteBuildDir } from '../../lib/site/site-paths.ts';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import { currentPointer } from '../pipeline/helpers.ts';
import { freePort } from '../support/free-port.ts';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';
import { tempDir } from '../support/temp-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONF = path.join(ROOT, 'deploy/nginx/car-facts.conf');
const PROXY_SNIPPET = path.join(ROOT, 'deploy/nginx/car-facts-proxy.conf');
const NGINX = '/usr/sbin/nginx';

const work = tempDir('nginx');
const servers: SpawnedServer[] = [];
let nginx: ChildProcess | undefined;
let edge: string;
let siteDir: string;

/** The maintained file with this test's listen address, site folder, instances and snippet path. */
function testConfig(port: number, root: string, instances: string[]): string {
  const conf = readFileSync(CONF, 'utf8');
  const swapped = conf
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root \/srv\/car-facts\/site\/current;$/m, `$1root ${root};`)
    .replace(/^(\s*)server 127\.0\.0\.1:8787;\n\s*server 127\.0\.0\.1:8788;$/m, instances.map((i) => `$1server ${i};`).join('\n'))
    .replaceAll('/etc/nginx/snippets/car-facts-proxy.conf', PROXY_SNIPPET);
  for (const [from, to] of [
    [conf.includes('listen 80;'), swapped.includes(`listen 127.0.0.1:${port};`)],
    [conf.includes('root /srv/'), swapped.includes(`root ${root};`)],
    [conf.includes('server 127.0.0.1:8787;'), instances.every((i) => swapped.includes(`server ${i};`))],
  ])
    if (from !== true || to !== true) throw new Error('deploy/nginx/car-facts.conf changed shape: update testConfig');
  return swapped;
}

/** A main configuration for nginx run as this user: its pid, logs and temp files in the test's folder. */
function mainConfig(site: string): string {
  const temp = (name: string) => path.join(work.dir, name);
  return [
    // Workers run as the user running the test: a root master would otherwise hand them to nobody, who cannot read
    // the test's private temp folder (nginx ignores the line for a master that is not root).
    `user ${userInfo().username};`,
    'worker_processes 1;',
    `pid ${temp('nginx.pid')};`,
    `error_log ${temp('error.log')} warn;`,
    'daemon off;',
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${temp('access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${temp(`${t}-temp`)};`),
    `  include ${site};`,
    '}',
  ].join('\n');
}

/** Resolves once something accepts connections on the port: nginx says nothing when it is ready. */
async function accepting(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(path.join(work.dir, 'error.log'), 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  const port = await freePort();
  edge = `http://127.0.0.1:${port}`;
  const env = {
    PUBLIC_BASE_URL: edge,
    TRUSTED_PROXY: '127.0.0.1',
    SITE_OUT_DIR: path.join(work.dir, 'site'),
  };
  // The first (`npm start`'s script) builds the site for the public address; the second finds it built.
  servers.push(await spawnServer({ ...env, CALLBACK_DB_PATH: path.join(work.dir, 'a.sqlite') }, 'scripts/start.ts'));
  servers.push(await spawnServer({ ...env, CALLBACK_DB_PATH: path.join(work.dir, 'b.sqlite') }));
  siteDir = siteBuildDir(env.SITE_OUT_DIR, currentPointer(DATA_DIR).version, edge);
  const site = path.join(work.dir, 'car-facts.conf');
  writeFileSync(
    site,
    testConfig(
      port,
      siteDir,
      servers.map((s) => new URL(s.url).host),
    ),
  );
  const main = path.join(work.dir, 'nginx.conf');
  writeFileSync(main, mainConfig(site));
  nginx = spawn(NGINX, ['-p', work.dir, '-c', main, '-e', path.join(work.dir, 'error.log')], { stdio: 'ignore' });
  await accepting(port, nginx);
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise<void>((resolve) => nginx!.once('exit', () => resolve()));
    nginx.kill('SIGQUIT');
    await exited;
  }
  for (const s of servers) await s.kill('SIGTERM');
  work.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: 'manual' });

function expectSecurityHeaders(res: Response): void {
  // Exactly the app's values, once each: a header set by both nginx and the app would read "v, v".
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
}

describe('the site through nginx', () => {
  it('serves the home page as the app does, with its headers', async () => {
    const [viaEdge, direct] = await Promise.all([get(`${edge}/`), get(`${servers[0]!.url}/`)]);
    expect(viaEdge.status).toBe(200);
    expect(viaEdge.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(viaEdge.headers.get('cache-control')).toBe('public, max-age=300');
    expect(viaEdge.headers.get('vary')).toMatch(/\bAccept\b/);
    expect(viaEdge.headers.get('etag')).toBeTruthy();
    expectSecurityHeaders(viaEdge);
    expect(await viaEdge.text()).toBe(await direct.text());
  });

  it('serves the markdown twin by .md and by Accept: text/markdown', async () => {
    const twin = readFileSync(path.join(siteDir, 'index.md'), 'utf8');
    for (const [url, accept] of [
      [`${edge}/index.md`, '*/*'],
      [`${edge}/`, 'text/markdown'],
      [`${edge}/`, 'text/markdown, text/html;q=0.9'],
      [`${edge}/`, 'text/html, text/markdown'],
    ] as const) {
      const res = await get(url, { accept });
      expect(res.status, `${url} ${accept}`).toBe(200);
      expect(res.headers.get('content-type'), `${url} ${accept}`).toBe('text/markdown; charset=utf-8');
      expect(await res.text()).toBe(twin);
    }
    for (const accept of ['text/html', 'text/markdown;q=0, text/html', 'text/markdown;q=0.5, text/html']) {
      const res = await get(`${edge}/`, { accept });
      expect(res.headers.get('content-type'), accept).toBe('text/html; charset=utf-8');
      await res.body?.cancel();
    }
  });

  it('serves a catalog page and its twin by the page URL', async () => {
    const page = readdirSync(path.join(siteDir, 'makes')).find((f) => f.endsWith('.md'))!;
    const url = `${edge}/makes/${page.slice(0, -3)}`;
    const html = await get(url);
    expect(html.status).toBe(200);
    expect(await html.text()).toBe(readFileSync(path.join(siteDir, 'makes', `${page.slice(0, -3)}.html`), 'utf8'));
    const md = await get(url, { accept: 'text/markdown' });
    expect(await md.text()).toBe(readFileSync(path.join(siteDir, 'makes', page), 'utf8'));
  });

  it('caches hashed assets for good and compresses text', async () => {
    const asset = readdirSync(path.join(siteDir, '_astro'))[0]!;
    const res = await get(`${edge}/_astro/${asset}`, { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await res.body?.cancel();
    const full = await get(`${edge}/llms-full.txt`, { 'accept-encoding': 'gzip' });
    expect(full.headers.get('content-encoding')).toBe('gzip');
    expect(full.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await full.text()).toBe(readFileSync(path.join(siteDir, 'llms-full.txt'), 'utf8'));
  });

  it('answers an unknown path with the 404 page in the form asked for', async () => {
    const html = await get(`${edge}/no-such-page`);
    expect(html.status).toBe(404);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(html);
    expect(await html.text()).toBe(readFileSync(path.join(siteDir, '404.html'), 'utf8'));
    const md = await get(`${edge}/no-such-page`, { accept: 'text/markdown' });
    expect(md.status).toBe(404);
    expect(await md.text()).toBe(readFileSync(path.join(siteDir, '404.md'), 'utf8'));
    expect((await get(`${edge}/404.html`)).status).toBe(404);
  });

  it.each(['ar', 'en'])('answers an unknown path under /%s with the 404 page of that language', async (lang) => {
    const html = await get(`${edge}/${lang}/makes/no-such-make`);
    expect(html.status).toBe(404);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(html);
    expect(await html.text()).toBe(readFileSync(path.join(siteDir, lang, '404.html'), 'utf8'));
    const md = await get(`${edge}/${lang}/no-such-page`, { accept: 'text/markdown' });
    expect(md.status).toBe(404);
    expect(await md.text()).toBe(readFileSync(path.join(siteDir, lang, '404.md'), 'utf8'));
    expect((await get(`${edge}/${lang}/404.html`)).status).toBe(404);
    expect((await get(`${edge}/${lang}/makes`)).status).toBe(200);
  });

  it('keeps one URL per page: no trailing slash, no .html', async () => {
    const slash = await get(`${edge}/makes/?x=1`);
    expect(slash.status).toBe(301);
    expect(new URL(slash.headers.get('location')!, edge).pathname).toBe('/makes');
    const dotHtml = await get(`${edge}/privacy.html`);
    expect(dotHtml.status).toBe(301);
    expect(new URL(dotHtml.headers.get('location')!, edge).pathname).toBe('/privacy');
    const index = await get(`${edge}/index.html`);
    expect(new URL(index.headers.get('location')!, edge).pathname).toBe('/');
  });
});

describe('the API and live pages through nginx', () => {
  it('spreads API calls over both instances, headers passed once', async () => {
    const before = servers.map((s) => s.output().length);
    for (let i = 0; i < 6; i++) {
      const res = await get(`${edge}/api/health`);
      expect(res.status).toBe(200);
      expectSecurityHeaders(res);
      await res.body?.cancel();
    }
    for (const [i, s] of servers.entries()) expect(s.output().slice(before[i]), `instance ${i}`).toContain('/api/health');
  });

  it('proxies MCP, the live pages, the call-back form, discovery, OpenAPI and the feeds', async () => {
    const init = await fetch(`${edge}${MCP_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'nginx-test', version: '1' } },
      }),
    });
    expect(init.status).toBe(200);
    expect(await init.text()).toContain('"protocolVersion"');
    for (const route of [
      '/vehicle/10000002',
      '/search?q=a',
      '/callback',
      '/status',
      '/status.md',
      '/ar/vehicle/10000002',
      '/en/search?q=a',
      '/ar/callback',
      '/en/status',
      '/ar/status.md',
      '/openapi.json',
      '/.well-known/api-catalog',
      '/recalls.atom',
      '/changes.atom',
    ]) {
      const [viaEdge, direct] = await Promise.all([get(`${edge}${route}`), get(`${servers[1]!.url}${route}`)]);
      expect(viaEdge.status, route).toBe(direct.status);
      expect(viaEdge.headers.get('content-type'), route).toBe(direct.headers.get('content-type'));
      await Promise.all([viaEdge.body?.cancel(), direct.body?.cancel()]);
    }
  });
});
