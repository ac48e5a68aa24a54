// The home page's plate check in real Chromium against the real server (api/server.ts serving the built test
// site): with JavaScript it shows the car's page itself, the same page model as /vehicle/<plate> (status, the facts
// needing attention with their links, the sections in order), and answers a text that is not a plate in Hebrew,
// with the browser's own (English) validation off. Screenshots go to test-results/site/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';
import { tempDir } from '../support/temp-dir.ts';
import { builtSite, TEST_BASE_URL } from './built-site.ts';
import { launchChromium } from './browser.ts';
import { ATTENTION_MEANINGS } from '../../lib/rules/attention-meanings.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHOTS = path.join(ROOT, 'test-results/site');
const tmp = tempDir('site-plate-check');
let server: SpawnedServer;
let browser: Browser;

beforeAll(async () => {
  const site = await builtSite();
  server = await spawnServer({
    SITE_OUT_DIR: site.root,
    PUBLIC_BASE_URL: TEST_BASE_URL,
    CALLBACK_DB_PATH: path.join(tmp.dir, 'callbacks.sqlite'),
    RATE_LIMIT_LIVE_PER_MIN: '1000',
  });
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
  tmp.remove();
});

async function open(path: string, javaScript = true, width = 390): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

/** What a person reads of a plate's page: the status, the attention list (text and link) and the section headings. */
async function pageModelOf(page: Page) {
  const main = page.locator('main');
  return {
    status: await main.locator('p.lead').innerText(),
    // Each fact's own link (its first); the links after it are the places where the fact is kept.
    attention: await main
      .locator('#attention > ul')
      .first()
      .locator(':scope > li > a:first-child')
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')])),
    attentionText: await main.locator('#attention').innerText(),
    sections: await main.locator('h2').allInnerTexts(),
  };
}

/** The plate check from the home page, as typed: it must land on the car's page. */
async function check(typed: string, plate: string): Promise<Page> {
  const page = await open('/');
  await page.fill('#plate-input', typed);
  await Promise.all([page.waitForURL(`**/vehicle/${plate}`), page.click('#plate-check button[type=submit]')]);
  return page;
}

describe('plate check with JavaScript', () => {
  // raw/README.md: two open recalls; an implausible odometer; scrapped; licence expired and test overdue; none.
  it.each([
    ['100-00-01', '1000001'],
    ['10000009', '10000009'],
    ['10 000 016', '10000016'],
    ['1000011', '1000011'],
    ['10-000-022', '10000022'],
    ['10000002', '10000002'],
  ])('shows for %s the same page model as /vehicle/%s', async (typed, plate) => {
    const checked = await check(typed, plate);
    const direct = await open(`/vehicle/${plate}`);
    const shown = await pageModelOf(checked);
    expect(shown).toEqual(await pageModelOf(direct));
    expect(shown.sections.slice(0, 2)).toEqual(['עובדות שכדאי לשים לב אליהן', expect.stringMatching(/^ריקולים פתוחים/)]);
    for (const [, href] of shown.attention) expect(href).toMatch(new RegExp(`^/vehicle/${plate}#[a-z]+$`));
    if (plate === '10000002') expect(shown.attentionText).toContain('בנתונים לא נמצאה אף אחת מהעובדות');
    if (plate === '10000009') {
      expect(shown.attention[0]).toEqual(['2 ריקולים פתוחים לרכב זה.', '/vehicle/10000009#recalls']);
      await checked.screenshot({ path: path.join(SHOTS, 'plate-check-10000009.png'), fullPage: true });
    }
    if (plate === '1000011') expect(await checked.locator('main').innerText()).toContain('אין (רכב שאינו על הכביש אינו משלם אגרת רישוי)');
    await checked.context().close();
    await direct.context().close();
  });

  it('takes the person from an attention fact to its section', async () => {
    const page = await check('10000016', '10000016');
    await page.click('#attention a[href$="#odometer"]');
    await page.waitForURL('**/vehicle/10000016#odometer');
    expect(await page.locator('#odometer h2').isVisible()).toBe(true);
    await page.context().close();
  });

  it('lands on the page that says an unknown plate is not in the registry', async () => {
    const page = await check('1000012', '1000012');
    expect(await page.locator('main').innerText()).toContain('לא נמצא רכב');
    await page.context().close();
  });

  it.each([
    ['', 'הקלידו מספר רישוי: 7 או 8 ספרות'],
    ['12345', 'למספר רישוי יש 7 או 8 ספרות, והוקלדו 5.'],
    ['12a4567', 'מספר רישוי מכיל רק ספרות, רווחים ומקפים, ונמצא בו התו "a".'],
    ['123456789', 'והוקלדו 9'],
  ])('answers "%s" in Hebrew on the home page, never with the browser\'s English message', async (typed, text) => {
    const page = await open('/');
    await page.fill('#plate-input', typed);
    await page.click('#plate-check button[type=submit]');
    const alert = page.locator('#plate-result [role=alert]');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(text);
    expect(await alert.innerText()).not.toMatch(/[A-Za-z]{2,}/);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.locator('#plate-input').getAttribute('aria-invalid')).toBe('true');
    // No browser bubble ("Please match the requested format.") can appear: the form does not validate itself.
    expect(await page.locator('#plate-check').evaluate((form) => (form as HTMLFormElement).noValidate)).toBe(true);
    expect(await page.locator('#plate-input').evaluate((input) => (input as HTMLInputElement).validationMessage)).not.toMatch(
      /match the requested format/,
    );
    await page.context().close();
  });
});

// Issue 33 §3: on a phone and on a desktop, each fact worth noting is followed by what it is and where it is kept.
describe("the plate page's facts worth noting, each with its meaning line", () => {
  const meaning = (code: string) => ATTENTION_MEANINGS.meanings[code]!.meaning.he;
  // raw/README.md: two open recalls and one ownership change; test overdue and licence expired; scrapped.
  it.each([
    [390, '10000009', ['open_recalls', 'ownership_changes']],
    [1280, '10000009', ['open_recalls', 'ownership_changes']],
    [390, '10000022', ['test_overdue', 'licence_expired']],
    [1280, '1000011', ['cancelled']],
  ])('at %i px, /vehicle/%s shows a meaning line under each fact', async (width, plate, codes) => {
    const page = await open(`/vehicle/${plate}`, false, width);
    const items = page.locator('#attention > ul').first().locator(':scope > li');
    expect(await items.count()).toBe(codes.length);
    for (const [i, code] of codes.entries()) {
      const item = items.nth(i);
      expect(await item.isVisible()).toBe(true);
      expect(await item.innerText()).toContain(meaning(code));
      const box = (await item.boundingBox())!;
      expect(box.x + box.width, 'the line stays inside the viewport').toBeLessThanOrEqual(width);
    }
    if (plate === '10000009') expect(await items.first().innerText()).toContain('טלפון *0020');
    await page.screenshot({ path: path.join(SHOTS, `plate-attention-${plate}-${width}.png`), fullPage: true });
    await page.context().close();
  });
});
