// The site is part of the data version: a running server takes a newly published version only together with its
// pages, so pages, twins and API answers never disagree on the data date; and servers on different ports each
// get their own build, with links to their own address. Real pipeline (tiny raw), real Astro builds, real
// server processes over HTTP.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../lib/data/data-store.ts';
import { runPipeline } from '../../pipeline/pipeline.ts';
import { ensureSite } from '../../site/build-site.ts';
import { siteBuildDir } from '../../lib/site/site-paths.ts';
import { BUILD_STAMP, readSiteStamp } from '../../lib/site/site-stamp.ts';
import { siteCodeFingerprint } from '../../lib/site/site-code.ts';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';
import { tempDir } from '../support/temp-dir.ts';
import { TINY_RAW_DATE, writeTinyRaw } from '../pipeline/tiny-raw.ts';
import { GENERATED_SAMPLE_TEXT_EN } from '../../lib/pages/render/sections/sample-notice.ts';

const tmp = tempDir('site-versions');
const raw = path.join(tmp.dir, 'raw');
const dataDir = path.join(tmp.dir, 'data');
const NEXT_DATE = '2026-11-21';
const servers: SpawnedServer[] = [];

const publish = () => runPipeline({ rawDir: raw, outDir: dataDir, quiet: true, keep: 3, maxDrop: 0.2, memoryLimit: '512MB' });

function serverEnv(siteRoot: string, extra: Record<string, string>): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    SITE_OUT_DIR: siteRoot,
    CALLBACK_DB_PATH: path.join(tmp.dir, `callbacks-${servers.length}.sqlite`),
    // The loop below asks many times over while the new site builds.
    RATE_LIMIT_CATALOG_PER_MIN: '1000000',
    ...extra,
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The data date each family shows: the page footer, the twin's footer line, an API answer's meta. */
async function dataDates(base: string): Promise<{ page: string; twin: string; api: string }> {
  const page = await (await fetch(`${base}/`)).text();
  const twin = await (await fetch(`${base}/index.md`)).text();
  const api = (await (await fetch(`${base}/api/v1/makes`)).json()) as { meta: { data_date: string } };
  const dateIn = (text: string, re: RegExp) => re.exec(text)?.[1] ?? `no data date in: ${text.slice(0, 200)}`;
  return {
    page: dateIn(page, /class="data-date">[^<]*<time datetime="(\d{4}-\d{2}-\d{2})"/),
    twin: dateIn(twin, /Data date: (\d{4}-\d{2}-\d{2})/),
    api: api.meta.data_date,
  };
}

/** The server's log lines about data versions and site builds, in order. */
function versionLog(server: SpawnedServer): { msg: string; version?: string }[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; version?: string })
    .filter((e) => e.msg.startsWith('data_') || e.msg.startsWith('site_'));
}

beforeAll(async () => {
  writeTinyRaw(raw);
  await publish();
});
afterAll(async () => {
  for (const server of servers) await server.kill('SIGTERM');
  tmp.remove();
});

/** Each test builds sites in spawned servers at lowered priority: seconds alone, minutes beside the whole suite. */
const SITE_BUILDING_TEST_MS = 240_000;

describe('a new data version and its site', () => {
  it(
    'reach pages, twins and API together, never one before the other',
    async () => {
      const siteRoot = path.join(tmp.dir, 'site-follow');
      const baseUrl = 'http://localhost:8787';
      const first = DataStore.openCurrent(dataDir);
      await ensureSite({ store: first, root: siteRoot, baseUrl });
      // The site of a version the pipeline no longer keeps, removed by the next build.
      const pruned = path.join(siteRoot, '2026-01-01-0123abcd', 'localhost-8787-00000000');
      mkdirSync(pruned, { recursive: true });
      const server = await spawnServer(serverEnv(siteRoot, { PUBLIC_BASE_URL: baseUrl }));
      servers.push(server);
      expect(await dataDates(server.url)).toEqual({ page: TINY_RAW_DATE, twin: TINY_RAW_DATE, api: TINY_RAW_DATE });

      writeTinyRaw(raw, NEXT_DATE);
      const next = await publish();
      expect(next.dataDate).toBe(NEXT_DATE);
      // Every answer, in the order asked, while the server notices the version, builds its site and swaps:
      // once any of them shows the new date, none after it may show the old one.
      const seen: string[] = [];
      const swapped = () => versionLog(server).some((e) => e.msg === 'data_loaded' && e.version === next.version);
      while (!swapped()) {
        if (versionLog(server).some((e) => e.msg === 'data_rejected'))
          throw new Error(`the server refused the new version:\n${server.output()}`);
        const dates = await dataDates(server.url);
        seen.push(dates.page, dates.twin, dates.api);
        // Pacing only (the loop ends on the server's log line): back-to-back rounds would starve the build,
        // which runs at lowered priority.
        await sleep(20);
      }
      const after = await dataDates(server.url);
      seen.push(after.page, after.twin, after.api);
      expect(after).toEqual({ page: NEXT_DATE, twin: NEXT_DATE, api: NEXT_DATE });
      const firstNew = seen.indexOf(NEXT_DATE);
      expect(seen.slice(firstNew).filter((d) => d !== NEXT_DATE)).toEqual([]);
      expect(seen.slice(0, firstNew).every((d) => d === TINY_RAW_DATE)).toBe(true);
      // The server built the new version's site itself, for its own base URL, and only then took the version.
      expect(
        versionLog(server)
          .filter((e) => e.version === next.version)
          .map((e) => e.msg),
      ).toEqual(['data_waiting', 'site_build_started', 'site_built', 'data_loaded']);
      expect(existsSync(siteBuildDir(siteRoot, next.version, baseUrl))).toBe(true);
      expect(existsSync(path.dirname(pruned))).toBe(false);
      // The previous version is still kept by the pipeline, and so is its site.
      expect(existsSync(siteBuildDir(siteRoot, first.version, baseUrl))).toBe(true);
    },
    SITE_BUILDING_TEST_MS,
  );
});

describe('two servers from one checkout on different ports', () => {
  it(
    'each build and serve their own site, linking to their own address',
    async () => {
      const siteRoot = path.join(tmp.dir, 'site-ports');
      const ports = [await freePort(), await freePort()];
      // `npm start` twice at once, without PUBLIC_BASE_URL: each base URL is http://localhost:<its PORT>.
      const started = await Promise.all(
        ports.map((port) => spawnServer(serverEnv(siteRoot, { PORT: String(port), PUBLIC_BASE_URL: '' }), 'scripts/start.ts')),
      );
      servers.push(...started);
      for (const [i, server] of started.entries()) {
        const html = await (await fetch(`${server.url}/`)).text();
        expect(html).toContain(`<link rel="canonical" href="http://localhost:${ports[i]}/"`);
        expect(html).not.toContain(`localhost:${ports[1 - i]}`);
        const llms = await (await fetch(`${server.url}/llms.txt`)).text();
        expect(llms).toContain(`http://localhost:${ports[i]}/`);
        expect(llms).not.toContain(`localhost:${ports[1 - i]}`);
        // The tiny raw's ministry files are not the generated sample: no banner, no sample line.
        expect(html).not.toContain('sample-banner');
        expect(llms).not.toContain(GENERATED_SAMPLE_TEXT_EN);
      }
      const version = DataStore.openCurrent(dataDir).version;
      expect(readdirSync(path.join(siteRoot, version)).sort()).toEqual(
        ports.map((port) => path.basename(siteBuildDir(siteRoot, version, `http://localhost:${port}`))).sort(),
      );
    },
    SITE_BUILDING_TEST_MS,
  );
});

describe('a site built by other code', () => {
  it(
    'is rebuilt by npm start, so the stylesheet its live pages link is there',
    async () => {
      const siteRoot = path.join(tmp.dir, 'site-code');
      const port = await freePort();
      const baseUrl = `http://localhost:${port}`;
      const store = DataStore.openCurrent(dataDir);
      const built = await ensureSite({ store, root: siteRoot, baseUrl });
      expect(built.built).toBe(true);
      expect((await ensureSite({ store, root: siteRoot, baseUrl })).built).toBe(false);
      // What a build by an older checkout leaves: its stamp names other code, and its stylesheet, of other
      // content, has another name than the one this code's live pages link.
      const css = /href="(\/assets\/site\.[0-9a-f]+\.css)"/.exec(await readFile(path.join(built.outDir, 'index.html'), 'utf8'))![1]!;
      writeFileSync(path.join(built.outDir, BUILD_STAMP), JSON.stringify({ ...readSiteStamp(built.outDir)!, code: 'an older checkout' }));
      rmSync(path.join(built.outDir, css));

      const server = await spawnServer(serverEnv(siteRoot, { PORT: String(port), PUBLIC_BASE_URL: '' }), 'scripts/start.ts');
      servers.push(server);
      expect(server.output()).toContain('site:');
      expect(readSiteStamp(built.outDir)!.code).toBe(siteCodeFingerprint());
      const live = await (await fetch(`${server.url}/vehicle`)).text();
      const linked = /href="(\/assets\/site\.[0-9a-f]+\.css)"/.exec(live)![1]!;
      expect(linked).toBe(css);
      expect((await fetch(`${server.url}${linked}`)).status).toBe(200);
    },
    SITE_BUILDING_TEST_MS,
  );
});
