// Builds the public site into build/site: the Astro pages, then beside them every page's markdown twin,
// llms.txt, llms-full.txt, sitemap.xml and robots.txt. The whole tree is built in a temporary folder and
// swapped in, so a server never sees half a site. `npm run build` calls buildSite; `npm start` calls
// ensureSite, which builds only when the site is missing or was built from another data version or base URL.
import { build } from 'astro';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { DataStore } from '../lib/data/data-store.ts';
import { renderPage } from '../lib/markdown/render-page.ts';
import { siteBaseUrl, siteOutDir } from './site-paths.ts';
import { handOverStore } from './src/lib/site-store.ts';
import { markdownPathOf } from '../lib/markdown/page-urls.ts';
import { notFoundMarkdown } from './src/lib/not-found.ts';
import { llmsFullTxt, llmsTxt } from './publish/llms-files.ts';
import { FULL_TEXT_TYPES } from './publish/llms-sections.ts';
import { robotsTxt, sitemapFiles } from './publish/crawler-files.ts';

/** Written last into the built site; names what it was built from. Dot files are never served. */
export const BUILD_STAMP = '.site-build.json';

export interface SiteStamp { data_version: string; data_date: string; base_url: string; pages: number }

export interface BuildSiteOptions {
  store?: DataStore;
  outDir?: string;
  baseUrl?: string;
}

function writeText(root: string, rel: string, text: string): void {
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Twins, llms files, sitemap and robots.txt for one data version, written into a built Astro tree. */
function writeTextFiles(root: string, store: DataStore, baseUrl: string): void {
  const fullText = new Map<string, string>();
  const missing: string[] = [];
  for (const page of store.pages) {
    const rendered = renderPage(store, page.id, baseUrl);
    if (!rendered) {
      missing.push(page.id);
      continue;
    }
    if (FULL_TEXT_TYPES.has(page.type)) fullText.set(page.id, rendered.text);
    writeText(root, markdownPathOf(page.path), rendered.text);
  }
  // A page type the renderer does not know yet keeps its HTML page; the twin-closure test names it.
  if (missing.length > 0) process.stderr.write(`site: no markdown twin for ${missing.length} page(s): ${missing.slice(0, 5).join(', ')}\n`);
  writeText(root, '404.md', notFoundMarkdown(baseUrl));
  writeText(root, 'llms.txt', llmsTxt(store, baseUrl));
  writeText(root, 'llms-full.txt', llmsFullTxt(store, baseUrl, (id) => fullText.get(id) ?? ''));
  for (const [name, xml] of sitemapFiles(store.pages, baseUrl, store.dataDate)) writeText(root, name, xml);
  writeText(root, 'robots.txt', robotsTxt(baseUrl));
}

export async function buildSite(options: BuildSiteOptions = {}) {
  const store = options.store ?? DataStore.openCurrent();
  const outDir = path.resolve(options.outDir ?? siteOutDir());
  const baseUrl = (options.baseUrl ?? siteBaseUrl()).replace(/\/+$/, '');
  const started = Date.now();
  const staging = `${outDir}.building-${process.pid}`;
  handOverStore(store);
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  await rm(staging, { recursive: true, force: true });
  try {
    await build({ root: import.meta.dirname, outDir: staging, site: baseUrl, logLevel: 'warn', mode: 'production' });
    const astroMs = Date.now() - started;
    writeTextFiles(staging, store, baseUrl);
    const textMs = Date.now() - started - astroMs;
    const stamp: SiteStamp = { data_version: store.version, data_date: store.dataDate, base_url: baseUrl, pages: store.pages.length };
    writeText(staging, BUILD_STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
    const retired = `${outDir}.retired-${process.pid}`;
    if (existsSync(outDir)) await rename(outDir, retired);
    await rename(staging, outDir);
    await rm(retired, { recursive: true, force: true });
    return { ...stamp, outDir, ms: Date.now() - started, astroMs, textMs };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export function readSiteStamp(outDir: string = siteOutDir()): SiteStamp | null {
  const file = path.join(outDir, BUILD_STAMP);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SiteStamp;
  } catch {
    return null;
  }
}

/** Builds the site unless build/site already holds this data version for this base URL. */
export async function ensureSite(options: BuildSiteOptions = {}) {
  const store = options.store ?? DataStore.openCurrent();
  const outDir = path.resolve(options.outDir ?? siteOutDir());
  const baseUrl = (options.baseUrl ?? siteBaseUrl()).replace(/\/+$/, '');
  const stamp = readSiteStamp(outDir);
  if (stamp && stamp.data_version === store.version && stamp.base_url === baseUrl) return { ...stamp, outDir, built: false };
  return { ...(await buildSite({ store, outDir, baseUrl })), built: true };
}

if (import.meta.main) {
  const result = await buildSite();
  console.log(`site built: ${result.pages} pages from data ${result.data_version} for ${result.base_url} in ${result.ms} ms -> ${result.outDir}`);
}
