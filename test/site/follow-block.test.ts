// The "follow the recall notices" block of the built site in real Chromium against the real server (api/server.ts
// serving the built test site), on a phone (390 px), a laptop (1280 px) and a wide screen (1920 px), in Hebrew,
// Arabic and English: it is shown (not only a <link> in the head, which browsers no longer show), inside the page's
// width, its link leads to the recall feed in the page's language, and the address to copy is that feed's.
// Sample: the Hyundai Tucson (recalls 12350 and 12361, raw/README.md), its make and the recalls page.
// Screenshots go to test-results/site/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';
import { tempDir } from '../support/temp-dir.ts';
import { builtSite, TEST_BASE_URL } from './built-site.ts';
import { launchChromium } from './browser.ts';
import { LANGS, localizedPath } from '../../lib/i18n/lang.ts';
import { message } from '../../lib/i18n/messages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHOTS = path.join(ROOT, 'test-results/site');
const tmp = tempDir('site-follow-block');
let server: SpawnedServer;
let browser: Browser;

beforeAll(async () => {
  const site = await builtSite();
  server = await spawnServer({
    SITE_OUT_DIR: site.root,
    PUBLIC_BASE_URL: TEST_BASE_URL,
    CALLBACK_DB_PATH: path.join(tmp.dir, 'callbacks.sqlite'),
  });
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
  tmp.remove();
});

const WIDTHS = [390, 1280, 1920] as const;
/** Each page and the feed its block offers, by their Hebrew paths. */
const PAGES = [
  { page: '/makes/hyundai/tucson', feed: '/makes/hyundai/tucson/recalls.atom' },
  { page: '/makes/hyundai', feed: '/makes/hyundai/recalls.atom' },
  { page: '/recalls', feed: '/recalls.atom' },
] as const;

describe('the follow block', () => {
  for (const lang of LANGS)
    for (const width of WIDTHS)
      it(`${lang} at ${width} px: shown within the page, linking the feed in its language`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        try {
          for (const { page: hebrewPath, feed: hebrewFeed } of PAGES) {
            const pagePath = localizedPath(hebrewPath, lang);
            const feedPath = localizedPath(hebrewFeed, lang);
            const page = await context.newPage();
            const response = await page.goto(`${server.url}${pagePath}`);
            expect(response?.status(), pagePath).toBe(200);
            const block = page.locator('main section#follow');
            await block.scrollIntoViewIfNeeded();
            expect(await block.isVisible(), pagePath).toBe(true);
            expect(await block.locator('h2').innerText()).toBe(message(lang, 'follow.block.heading'));
            const link = block.locator(`a[href="${feedPath}"]`);
            expect(await link.isVisible(), `${pagePath} ${feedPath}`).toBe(true);
            expect(await link.innerText()).toBe(message(lang, 'follow.block.link'));
            expect(await block.locator('code').innerText()).toBe(`${TEST_BASE_URL}${feedPath}`);
            expect(await block.innerText()).toContain(message(lang, 'follow.block.how'));
            // Nothing of the block, the long address included, reaches past the block or the window's width.
            const overflow = await page.evaluate(() => {
              const section = document.querySelector('main section#follow')!;
              const box = section.getBoundingClientRect();
              const inner = [...section.querySelectorAll('*')].map((e) => e.getBoundingClientRect());
              return {
                outside: inner.filter((r) => r.left < box.left - 1 || r.right > box.right + 1).length,
                pastWindow: box.right > document.documentElement.clientWidth + 1 || box.left < -1,
              };
            });
            expect(overflow, `${pagePath} at ${width}`).toEqual({ outside: 0, pastWindow: false });
            await block.screenshot({ path: path.join(SHOTS, `follow-${lang}-${hebrewPath.replaceAll('/', '_')}-${width}.png`) });
            // The link is the feed a reader gets: followed, it answers Atom in the page's language.
            const feed = await page.request.get(`${server.url}${feedPath}`);
            expect(feed.status(), feedPath).toBe(200);
            expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
            expect(await feed.text()).toContain(`xml:lang="${lang}"`);
            await page.close();
          }
        } finally {
          await context.close();
        }
      });
});
