// End to end in real Chromium against the real server (api/server.ts serving the built test site): the plate
// form without JavaScript (with it: plate-check.test.ts), search, the call-back form with and without consent
// and with and without JavaScript (its refusals and limits at 390, 1280 and 1920 px in each language), right-to-left
// layout, every page family in every language at those three widths (nothing wider than the screen, no text outside
// its box), and an axe scan of every page family. Screenshots go to test-results/site/.
import { TRANSLATED_PAGE_TYPES } from '../../lib/pages/translated-page-types.ts';
import { LANGS, localizedPath, splitLangPath, TRANSLATED_LANGS, type Lang } from '../../lib/i18n/lang.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { DataStore } from '../../lib/data/data-store.ts';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { tempDir } from '../support/temp-dir.ts';
import { builtSite, TEST_BASE_URL } from './built-site.ts';
import { launchChromium } from './browser.ts';
import { underLoad } from '../support/load-allowance.ts';
import { hebrewStatusWords } from '../../lib/callback/callback-status.ts';
import { translator } from '../../lib/i18n/messages.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHOTS = path.join(ROOT, 'test-results/site');
const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const tmp = tempDir('site-browser');
const receiver = new WebhookReceiver();
let store: DataStore;
let server: SpawnedServer;
let browser: Browser;

beforeAll(async () => {
  const site = await builtSite();
  store = site.store;
  await receiver.start();
  server = await spawnServer({
    SITE_OUT_DIR: site.root,
    PUBLIC_BASE_URL: TEST_BASE_URL,
    CALLBACK_DB_PATH: path.join(tmp.dir, 'callbacks.sqlite'),
    OPERATOR_NAME: 'Browser Test Operator',
    OPERATOR_WEBHOOK_URL: receiver.url,
    OPERATOR_WEBHOOK_SECRET: receiver.secret,
    RATE_LIMIT_CALLBACK_PER_MIN: '1000',
    RATE_LIMIT_CALLBACK_REFUSED_PER_MIN: '1000',
  });
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
  await receiver.stop();
  tmp.remove();
});

/** Content-Security-Policy refusals Chromium reported, by page path. */
const cspRefusals: string[] = [];

async function open(path: string, options: { javaScript?: boolean; width?: number; bypassCSP?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScript ?? true,
    viewport: { width: options.width ?? 1200, height: 900 },
    locale: 'he-IL',
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspRefusals.push(`${path}: ${message.text()}`);
  });
  const response = await page.goto(`${server.url}${path}`);
  expect(response?.status(), path).toBeLessThan(500);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

describe('plate page without JavaScript', () => {
  it('goes from the home page form to the plate page of 100-00-01', async () => {
    const page = await open('/', { javaScript: false });
    await page.fill('#plate-input', '100-00-01');
    await Promise.all([page.waitForURL('**/vehicle/1000001'), page.click('#plate-check button[type=submit]')]);
    const text = await page.locator('main').innerText();
    // raw/README.md: Dacia Sandero 2016, on the road; group 1, "2016 and older" column: 849 + 135 = 984.
    expect(text).toContain('הרכב פעיל');
    expect(text).toContain('984 ₪');
    await page.context().close();
  });

  it('renders search results at /search?q= from the home page form', async () => {
    const page = await open('/', { javaScript: false });
    await page.fill('#site-search-input', 'corolla');
    await Promise.all([page.waitForURL('**/search?q=corolla'), page.click('form.site-search button[type=submit]')]);
    expect(await page.locator('main a[href*="/corolla"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('search', () => {
  it('finds a model by its Latin name and opens its page', async () => {
    const model = store.pages.find((p) => p.type === 'model' && p.path.includes('sandero'))!;
    const page = await open('/');
    await page.fill('#site-search-input', 'Sandero');
    await page.click('form.site-search button[type=submit]');
    const link = page.locator(`#site-search-results a[href="${model.path}"]`);
    await link.waitFor();
    await shot(page, 'search');
    await link.click();
    await page.waitForURL(new RegExp(`${model.path}$`));
    expect(await page.locator('h1').innerText()).toBe(model.title);
    await page.context().close();
  });
});

describe('call-back form', () => {
  it(
    'shows the exact consent text unticked, sends nothing without consent, and takes the request with it (JavaScript)',
    async () => {
      const { consent } = store.rule('texts');
      const page = await open('/callback');
      expect(await page.locator('label[for=cb-consent]').innerText()).toBe(consent.text_he);
      expect(await page.isChecked('#cb-consent')).toBe(false);
      await page.fill('#cb-name', 'דנה בודקת');
      await page.fill('#cb-phone', '054-1234567');
      await page.fill('#cb-plate', '1000001');
      await page.click('#callback-form button[type=submit]');
      await expect.poll(() => page.locator('#callback-status').innerText(), { timeout: 20_000 }).toContain('צריך לסמן את תיבת ההסכמה');
      expect(page.url()).toMatch(/\/callback$/);
      await page.check('#cb-consent');
      await page.click('#callback-form button[type=submit]');
      await expect.poll(() => page.locator('#callback-status').innerText(), { timeout: 20_000 }).toContain('הבקשה התקבלה');
      await shot(page, 'callback-received');
      await page.click('#callback-form button[type=submit]');
      await expect.poll(() => page.locator('#callback-status').innerText(), { timeout: 20_000 }).toContain('כבר קיבלנו');
      const events = await receiver.waitForEvents(1, 30_000);
      expect(events[0]!.body).toMatchObject({ contact: { name: 'דנה בודקת', phone: '+972541234567' } });
      await page.context().close();
    },
    underLoad(120_000),
  );

  it('works without JavaScript: a plain post, the answer on the page, the consent box never pre-ticked', async () => {
    const page = await open('/callback', { javaScript: false });
    await page.fill('#cb-name', 'יוסי ללא סקריפט');
    await page.fill('#cb-phone', '052-7654321');
    await Promise.all([page.waitForNavigation(), page.click('#callback-form button[type=submit]')]);
    expect(await page.locator('#callback-status').innerText()).toContain('צריך לסמן את תיבת ההסכמה');
    expect(await page.inputValue('#cb-name')).toBe('יוסי ללא סקריפט');
    expect(await page.isChecked('#cb-consent')).toBe(false);
    await page.check('#cb-consent');
    await Promise.all([page.waitForNavigation(), page.click('#callback-form button[type=submit]')]);
    expect(await page.locator('#callback-status').innerText()).toContain('הבקשה התקבלה');
    await shot(page, 'callback-no-javascript');
    await page.context().close();
  });

  it('explains a field the API refuses, in Hebrew, and marks it', async () => {
    const page = await open('/callback', { javaScript: false });
    await page.fill('#cb-name', 'טלפון שגוי');
    await page.fill('#cb-phone', '12345678901');
    await page.check('#cb-consent');
    await Promise.all([page.waitForNavigation(), page.click('#callback-form button[type=submit]')]);
    expect(await page.locator('#callback-status li').allInnerTexts()).toEqual([hebrewStatusWords('fix.phone')]);
    expect(await page.getAttribute('#cb-phone', 'aria-invalid')).toBe('true');
    await page.context().close();
  });
});

describe('layout', () => {
  it('reads right to left: title and first menu item on the right', async () => {
    const model = store.pages.find((p) => p.type === 'model')!;
    const page = await open(model.path);
    const { dir, direction, h1Right, h1Left, width, firstNavX, lastNavX } = await page.evaluate(() => {
      const h1 = document.querySelector('h1')!.getBoundingClientRect();
      const nav = [...document.querySelectorAll('.site-header nav li')].map((li) => li.getBoundingClientRect().x);
      return {
        dir: document.documentElement.dir,
        direction: getComputedStyle(document.querySelector('main')!).direction,
        h1Right: h1.right,
        h1Left: h1.left,
        width: document.documentElement.clientWidth,
        firstNavX: nav[0]!,
        lastNavX: nav.at(-1)!,
      };
    });
    expect(dir).toBe('rtl');
    expect(direction).toBe('rtl');
    const text = await page.evaluate(() => {
      const r = document.createRange();
      r.selectNodeContents(document.querySelector('h1')!);
      const b = r.getBoundingClientRect();
      return { left: b.left, right: b.right };
    });
    expect(width - text.right).toBeLessThan(text.left);
    expect(h1Right).toBeGreaterThan(h1Left);
    expect(firstNavX).toBeGreaterThan(lastNavX);
    await page.context().close();
  });

  it('shows the sample banner under the header at 390 px, right to left and whole, on built and live pages', async () => {
    for (const path of ['/', store.pages.find((p) => p.type === 'model')!.path, '/vehicle/10000009']) {
      const page = await open(path, { width: 390 });
      const banner = await page.evaluate(() => {
        const box = document.querySelector('.sample-banner')!;
        const text = box.querySelector('p')!;
        const r = document.createRange();
        r.selectNodeContents(text);
        const words = r.getBoundingClientRect();
        return {
          direction: getComputedStyle(text).direction,
          header: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
          top: box.getBoundingClientRect().top,
          h1: document.querySelector('h1')!.getBoundingClientRect().top,
          width: document.documentElement.clientWidth,
          left: words.left,
          right: words.right,
          text: text.textContent,
        };
      });
      expect(banner.text, path).toMatch(/^נתוני דוגמה:/);
      expect(banner.direction, path).toBe('rtl');
      expect(banner.top, path).toBeGreaterThanOrEqual(banner.header - 1);
      expect(banner.top, path).toBeLessThan(banner.h1);
      // Within the screen, and starting on the right as Hebrew does.
      expect(banner.left, path).toBeGreaterThanOrEqual(0);
      expect(banner.right, path).toBeLessThanOrEqual(banner.width);
      expect(banner.width - banner.right, path).toBeLessThan(banner.left + 1);
      await page.screenshot({ path: `${SHOTS}/sample-banner${path.replace(/\//g, '_')}-390.png` });
      await page.context().close();
    }
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const year = store.pages.find((p) => p.type === 'model_year')!;
    for (const path of ['/', year.path, '/licence-fee', '/api-docs', '/callback', '/vehicle/10000009', '/vehicle/10000017']) {
      const page = await open(path, { width: 375 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await shot(page, `phone${path.replace(/\//g, '_')}`);
      await page.context().close();
    }
  });
});

/** A page of each translated page type in every language but Hebrew (lib/pages/translated-page-types.ts). */
function addTranslatedFamilies(families: Map<string, string>): void {
  for (const p of store.pages) {
    if (!TRANSLATED_PAGE_TYPES.has(p.type)) continue;
    for (const lang of TRANSLATED_LANGS)
      if (!families.has(`${p.type}_${lang}`)) families.set(`${p.type}_${lang}`, localizedPath(p.path, lang));
  }
}

/**
 * Every page family in every language it is written in: a page of each type in Hebrew and, for the translated
 * types, in Arabic and English; the model page whose recalls and long labels once ran off a 1280 px screen; and
 * the pages the server renders per request (raw/README.md golden plates): active with open recalls, off the road,
 * the history datasets' golden plates (implausible odometer, many owners, personal import, each cancellation
 * archive, no history row, expired licence, colour change and LPG), unknown, malformed, search results and the
 * 404 page, in each language.
 */
function pageFamilies(): Map<string, string> {
  const families = new Map<string, string>();
  for (const p of store.pages) if (!families.has(p.type)) families.set(p.type, p.path);
  addTranslatedFamilies(families);
  const corolla = store.pages.find((p) => p.type === 'model' && p.path.endsWith('/toyota/corolla'))!;
  for (const lang of LANGS) families.set(`model_with_recalls_${lang}`, localizedPath(corolla.path, lang));
  families.set('vehicle_off_road', '/vehicle/1000011');
  for (const plate of ['10000016', '10000017', '10000018', '1000019', '1000020', '10000021', '10000022', '10000023']) {
    families.set(`vehicle_${plate}`, `/vehicle/${plate}`);
  }
  for (const lang of LANGS) {
    const suffix = lang === 'he' ? '' : `_${lang}`;
    families.set(`vehicle${suffix}`, localizedPath('/vehicle/10000009', lang));
    families.set(`vehicle_unknown${suffix}`, localizedPath('/vehicle/1000012', lang));
    families.set(`vehicle_malformed${suffix}`, localizedPath('/vehicle/12a4567', lang));
    families.set(`search_results${suffix}`, localizedPath('/search?q=corolla', lang));
    families.set(`not_found${suffix}`, localizedPath('/makes/no-such-make', lang));
  }
  return families;
}

/** The page families written in one language (by the language prefix of their address), so each language's pages
 * are checked in a test of their own, which a fifth language does not lengthen. */
function familiesIn(lang: Lang): Map<string, string> {
  return new Map([...pageFamilies()].filter(([, path]) => splitLangPath(path).lang === lang));
}

const WIDTHS_BY_LANG = (widths: number[]) => widths.flatMap((width) => LANGS.map((lang) => [width, lang] as const));

/** Elements of the page body whose box runs past either edge of the screen (a scrolling box counts by its content). */
const tooWide = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
    for (const el of document.querySelectorAll<HTMLElement>('main *, .site-header *, .site-footer *')) {
      const box = el.getBoundingClientRect();
      // A stacked table's column heads stay for screen readers, in a box of one pixel.
      const heads = el.closest('thead');
      if (box.width === 0 || getComputedStyle(el).position === 'absolute' || (heads && getComputedStyle(heads).position === 'absolute'))
        continue;
      // Inside a chart the drawing's own coordinates hold (an SVG text's scroll width is not a box's): its box counts.
      const scrolls = !(el instanceof SVGElement) || el instanceof SVGSVGElement ? el.scrollWidth > el.clientWidth + 1 : false;
      const name = `${el.tagName.toLowerCase()}${el.getAttribute('class') ? `.${el.getAttribute('class')}` : ''}`;
      if (box.left < -1 || box.right > width + 1 || scrolls) found.push(`${name} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    return found;
  });

/**
 * Text a reader sees outside the box it belongs to: a card, a panel, a banner, a label or value of a facts list,
 * a table cell. Each line of each text node is measured against the box's edges (a clipped line counts too).
 */
const textOutsideBox = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const boxes =
      'main .cards > li, main .panel, main .banner, main .callback-offer, main .status, dl.facts > dt, dl.facts > dd, main td, main th';
    for (const box of document.querySelectorAll<HTMLElement>(boxes)) {
      const heads = box.closest('thead');
      if (heads && getComputedStyle(heads).position === 'absolute') continue;
      const edge = box.getBoundingClientRect();
      if (edge.width === 0) continue;
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const out = [...range.getClientRects()].find((r) => r.width > 0 && (r.left < edge.left - 1 || r.right > edge.right + 1));
        if (out) {
          const where = `${Math.round(out.left)}..${Math.round(out.right)} outside ${Math.round(edge.left)}..${Math.round(edge.right)}`;
          found.push(
            `${box.tagName.toLowerCase()}${box.className ? `.${box.className}` : ''} "${node.textContent.trim().slice(0, 40)}" ${where}`,
          );
          break;
        }
      }
    }
    return found;
  });

describe('screen widths', () => {
  // A phone, a laptop and a desktop screen.
  it('covers every page family in every language', () => {
    expect(pageFamilies().size).toBeGreaterThanOrEqual(60);
    for (const lang of LANGS) expect(familiesIn(lang).size, lang).toBeGreaterThanOrEqual(8);
  });

  it.each(WIDTHS_BY_LANG([390, 1280, 1920]))(
    'shows every page family at %i px in %s with nothing wider than the screen and no text outside its box',
    async (width, lang) => {
      const families = familiesIn(lang);
      const found: string[] = [];
      for (const [family, path] of families) {
        const page = await open(path, { width });
        for (const el of await tooWide(page)) found.push(`${family} ${path}: ${el}`);
        for (const el of await textOutsideBox(page)) found.push(`${family} ${path}: text ${el}`);
        // The whole page on a phone; on the wider screens, what shows first.
        await page.screenshot({ path: `${SHOTS}/width-${width}-${family}.png`, fullPage: width === 390 });
        await page.context().close();
      }
      expect(found).toEqual([]);
    },
    underLoad(240_000),
  );
});

describe('phone width (390 px)', () => {
  // A sentence of Latin words in a Hebrew message: three Latin words in a row.
  const ENGLISH = /[A-Za-z]+(?:[ ,.'-]+[A-Za-z]+){2,}/;

  it.each([
    ['a malformed plate', '/vehicle/12a4567', 'מספר הרישוי לא תקין'],
    ['too few digits, from the form', '/vehicle?plate=123', 'למספר רישוי יש 7 או 8 ספרות, והוקלדו 3.'],
    ['an unknown plate', '/vehicle/1000012', 'לא נמצא רכב'],
    ['an unknown address', '/makes/no-such-make', 'הדף לא נמצא'],
  ])('answers %s in Hebrew, with a form to try again', async (_what, path, words) => {
    const page = await open(path, { width: 390 });
    const main = await page.locator('main').innerText();
    expect(main).toContain(words);
    expect(main).not.toMatch(ENGLISH);
    expect(await page.locator('main form').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('takes the next plate from the malformed-plate page without JavaScript, and the browser never speaks for the form', async () => {
    const page = await open('/vehicle/12a4567', { javaScript: false, width: 390 });
    await page.fill('#plate-form-input', '');
    await Promise.all([page.waitForURL('**/vehicle?plate='), page.click('main form button[type=submit]')]);
    expect(await page.locator('main').innerText()).toContain('הקלידו מספר רישוי');
    await page.fill('#plate-form-input', '100-00-01');
    await Promise.all([page.waitForURL('**/vehicle/1000001'), page.click('main form button[type=submit]')]);
    expect(await page.locator('h1').innerText()).toContain('1000001');
    await page.context().close();
  });

  it('shows the 404 page in the full layout, with the search box', async () => {
    const page = await open('/makes/no-such-make', { width: 390 });
    expect(await page.locator('.site-header nav a').count()).toBeGreaterThan(3);
    expect(await page.locator('.site-footer').count()).toBe(1);
    await page.fill('#search-form-input', 'corolla');
    await Promise.all([page.waitForURL('**/search?q=corolla'), page.click('form[role=search] button[type=submit]')]);
    expect(await page.locator('main').innerText()).toMatch(/נמצאו \d+ עמודים/);
    expect(await page.inputValue('#search-form-input')).toBe('corolla');
    await page.context().close();
  });
});

describe('accessibility', () => {
  // A phone's width, where wide tables and code blocks scroll, and a desktop's.
  it.each(WIDTHS_BY_LANG([390, 1280]))(
    'finds no serious or critical axe violation on any page family at %i px in %s',
    async (width, lang) => {
      const families = familiesIn(lang);
      const found: string[] = [];
      for (const [family, path] of families) {
        // axe goes in as an inline script, which the site's policy rightly refuses.
        const page = await open(path, { bypassCSP: true, width });
        await page.addScriptTag({ content: AXE });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
              };
            }
          ).axe;
          const result = await axe.run(document, {
            runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
          });
          return result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
          }));
        });
        for (const v of violations)
          if (v.impact === 'serious' || v.impact === 'critical')
            found.push(`${family} ${path}: ${v.id} (${v.impact}) ${v.targets.join(', ')}`);
        await shot(page, `page-${family}-${width}`);
        await page.context().close();
      }
      expect(found).toEqual([]);
    },
    underLoad(240_000),
  );
});

describe('Content-Security-Policy', () => {
  it(
    'lets every page family load and run its scripts with nothing refused',
    async () => {
      const families = new Map<string, string>();
      for (const p of store.pages) if (!families.has(p.type)) families.set(p.type, p.path);
      families.set('not_found', '/makes/no-such-make');
      for (const path of families.values()) {
        const page = await open(path);
        await page.waitForLoadState('networkidle');
        await page.context().close();
      }
      // The scripted pages above ran under the policy too: the plate check, search and the call-back form.
      expect(cspRefusals).toEqual([]);
    },
    underLoad(120_000),
  );

  it("refuses to show the call-back form inside another site's frame", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused = new Promise<string>((resolve) =>
      page.on('console', (m) => {
        if (m.text().includes('frame-ancestors')) resolve(m.text());
      }),
    );
    // A document of another origin (about:blank's opaque one) framing the form.
    await page.setContent(`<iframe src="${server.url}/callback"></iframe>`);
    expect(await refused).toContain("frame-ancestors 'none'");
    expect((await page.frames()[1]?.locator('#callback-form').count()) ?? 0).toBe(0);
    await context.close();
  });
});

describe('the call-back form at 390, 1280 and 1920 px in every language', () => {
  // A server with the default call-back limits (five stored requests a minute, thirty refused ones) and no operator
  // (a correct form is checked and not stored: dry_run_not_sent). It believes X-Forwarded-For from loopback, so
  // each screen and language below is a client of its own, with budgets of its own.
  let limited: SpawnedServer;
  beforeAll(async () => {
    const site = await builtSite();
    limited = await spawnServer({
      SITE_OUT_DIR: site.root,
      PUBLIC_BASE_URL: TEST_BASE_URL,
      CALLBACK_DB_PATH: path.join(tmp.dir, 'limited.sqlite'),
      TRUSTED_PROXY: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await limited?.kill('SIGTERM');
  });

  const cases = LANGS.flatMap((lang) =>
    [390, 1280, 1920].map((width, i) => ({ lang, width, client: `192.0.2.${LANGS.indexOf(lang) * 3 + i + 1}` })),
  );

  it.each(cases)(
    '$lang at $width px: every wrong field listed in the language and marked, and six mistakes do not lock the form',
    async ({ lang, width, client }) => {
      const { t } = translator(lang);
      const say = (key: string) => t(`callback-status.${key}` as Parameters<typeof t>[0]);
      const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': client } });
      const page = await context.newPage();
      await page.goto(`${limited.url}${localizedPath('/callback', lang)}`);
      // Every language's page sends with the same script, in its words (the no-JavaScript post: callback-lang.test.ts).
      const send = async () => {
        await Promise.all([
          page.waitForResponse((r) => r.url().includes('/api/v1/quote-request')),
          page.click('#callback-form button[type=submit]'),
        ]);
        await expect.poll(() => page.locator('#callback-status').innerText()).not.toContain(say('sending'));
        return {
          text: await page.locator('#callback-status p').innerText(),
          problems: await page.locator('#callback-status li').allInnerTexts(),
          invalid: await page.evaluate(() =>
            [...document.querySelectorAll('#callback-form [aria-invalid="true"]')].map((el) => [
              el.id,
              el.getAttribute('aria-describedby'),
            ]),
          ),
        };
      };
      const fill = async (phone: string, year: string) => {
        await page.fill('#cb-name', 'Dana Levi');
        await page.fill('#cb-phone', phone);
        await page.fill('#cb-year', year);
      };

      // A bad phone, a year out of range and no consent: all three at once, each said in the page's language.
      await fill('12345', '1800');
      const first = await send();
      expect(first.text).toBe(say('invalid'));
      expect(first.problems).toEqual([say('fix.phone'), say('fix.year'), say('fix.consent')]);
      for (const words of [first.text, ...first.problems]) expect(words).not.toMatch(/must be|is required|got /);
      expect(first.invalid.map(([id]) => id)).toEqual(['cb-phone', 'cb-year', 'cb-consent']);
      for (const [id, described] of first.invalid) expect(described!.split(' ')[0]).toBe(`${id}-problem`);
      expect(await tooWide(page)).toEqual([]);
      expect(await textOutsideBox(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/callback-problems-${lang}-${width}.png`, fullPage: true });

      // Five more mistakes, one field at a time (six in the minute, once the lock): each answered with what to fix.
      for (let i = 0; i < 5; i++) {
        if (i % 2 === 0) await fill('054-1234567', '2019');
        else await fill('12345', '2019');
        const answer = await send();
        if (i % 2 === 0) {
          expect(answer.text).toBe(say('consentRequired'));
          expect(answer.invalid.map(([id]) => id)).toEqual(['cb-consent']);
        } else {
          expect(answer.problems).toEqual([say('fix.phone'), say('fix.consent')]);
          expect(answer.invalid.map(([id]) => id)).toEqual(['cb-phone', 'cb-consent']);
        }
      }
      // Corrected, and the box ticked: it goes through, and nothing is marked any more.
      await fill('054-1234567', '2019');
      await page.check('#cb-consent');
      const done = await send();
      expect(done.text).toBe(say('dryRun'));
      expect(done.invalid).toEqual([]);
      await context.close();
    },
    underLoad(120_000),
  );
});
