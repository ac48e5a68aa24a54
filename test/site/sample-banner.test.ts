// The built site of a version made from the generated sample says so on every page (a Hebrew banner under the
// header), in every twin (Hebrew and English lines before the title) and at the top of llms.txt and llms-full.txt;
// the pages, twins and llms files of a hand-made version of real data say nothing of it.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataStore } from '../../lib/data/data-store.ts';
import { SAMPLE_BANNER, sampleBannerHtml } from '../../lib/layout/layout-parts.ts';
import {
  GENERATED_SAMPLE_TEXT_EN,
  GENERATED_SAMPLE_TEXT_HE,
  generatedSampleMarkdown,
} from '../../lib/pages/render/sections/sample-notice.ts';
import { splitLangPath } from '../../lib/i18n/lang.ts';
import { writeTextFiles } from '../../site/publish/text-files.ts';
import { openCompleteFixtureStore } from '../support/fixture-versions/content.ts';
import { tempDir } from '../support/temp-dir.ts';
import { builtSite } from './built-site.ts';
import { listFiles, read } from './site-files.ts';

let dir: string;
let store: DataStore;

beforeAll(async () => {
  ({ dir, store } = await builtSite());
});

const count = (text: string, part: string) => text.split(part).length - 1;
/** The language of a built file by its path ("ar/makes.html", "en.md"). */
const langOf = (file: string) => splitLangPath(`/${file.replace(/\.(html|md)$/, '')}`).lang;

describe('a site built from the committed sample', () => {
  it('is built from a version whose manifest says it is generated', () => {
    expect(store.manifest.sample.generated).toBe(true);
  });

  it('shows the banner once on every page, under the header and before the title', () => {
    const pages = listFiles(dir).filter((f) => f.endsWith('.html'));
    // Astro's pages (home, call-back, 404) and the publish step's (catalog, rules, sources) alike.
    for (const page of ['index.html', 'callback.html', '404.html', 'makes.html', 'licence-fee.html', 'thefts.html'])
      expect(pages).toContain(page);
    // In Arabic and English, on the translated pages, in their language.
    for (const page of ['ar.html', 'en/licence-fee.html', 'ar/404.html', 'en/404.html']) expect(pages).toContain(page);
    for (const page of pages) {
      const html = read(dir, page);
      const banner = sampleBannerHtml(langOf(page));
      expect(count(html, banner), page).toBe(1);
      expect(html.indexOf(banner), page).toBeGreaterThan(html.indexOf('</header>'));
      expect(html.indexOf(banner), page).toBeLessThan(html.indexOf('<h1'));
    }
    expect(SAMPLE_BANNER).toContain(GENERATED_SAMPLE_TEXT_HE);
  });

  it('says so in every twin, in Hebrew and English, before the title', () => {
    const twins = listFiles(dir).filter((f) => f.endsWith('.md'));
    expect(twins).toContain('index.md');
    expect(twins).toContain('404.md');
    expect(twins).toContain('ar.md');
    for (const twin of twins) {
      const text = read(dir, twin);
      const banner = generatedSampleMarkdown(langOf(twin));
      expect(count(text, banner), twin).toBe(1);
      expect(text.indexOf(banner), twin).toBeLessThan(text.indexOf('\n# '));
    }
  });

  it('says so in llms.txt and llms-full.txt, before the first section', () => {
    for (const file of ['llms.txt', 'llms-full.txt']) {
      const text = read(dir, file);
      expect(text.indexOf(GENERATED_SAMPLE_TEXT_EN), file).toBeGreaterThan(0);
      expect(text.indexOf(GENERATED_SAMPLE_TEXT_EN), file).toBeLessThan(text.indexOf('\n## '));
      expect(text, file).toContain('`meta.sample` (REST), `_meta.sample` (MCP)');
    }
  });
});

describe('the pages of a hand-made version of real data', () => {
  const tmp = tempDir('sample-banner');
  afterAll(() => tmp.remove());

  it('carry no banner, no sample line in twins or llms files', () => {
    const real = openCompleteFixtureStore();
    expect(real.manifest.sample.generated).toBe(false);
    const root = path.join(tmp.dir, 'site');
    expect(writeTextFiles(root, real, 'https://cars.example')).toEqual([]);
    const files = listFiles(root).filter((f) => /\.(html|md|txt)$/.test(f));
    expect(files).toContain('makes/toyota.html');
    expect(files).toContain('makes/toyota.md');
    expect(files).toContain('llms.txt');
    for (const file of files) {
      const text = read(root, file);
      expect(text, file).not.toContain('sample-banner');
      expect(text, file).not.toContain(GENERATED_SAMPLE_TEXT_HE);
      expect(text, file).not.toContain(GENERATED_SAMPLE_TEXT_EN);
    }
  });
});
