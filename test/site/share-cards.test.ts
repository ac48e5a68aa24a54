// Open Graph share cards in the built sample site: the model and model-year pages name a PNG card that exists in
// the site; a model's year pages share its card; other pages have none.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from './built-site.ts';

let dir: string;

beforeAll(async () => {
  ({ dir } = await builtSite());
});

const html = (page: string) => readFileSync(path.join(dir, `${page}.html`), 'utf8');
const ogImage = (text: string) => /<meta property="og:image" content="([^"]+)"/.exec(text)?.[1] ?? null;

describe('share cards', () => {
  it('one PNG a model, named by the model page and its year pages alike', () => {
    const model = ogImage(html('makes/toyota/corolla'));
    expect(model).toMatch(/\/og\/[0-9a-f]{16}\.png$/);
    expect(ogImage(html('makes/toyota/corolla/2020'))).toBe(model);
    expect(ogImage(html('makes/byd/atto-3'))).not.toBe(model);
    const png = readFileSync(path.join(dir, new URL(model!).pathname));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('none on a page about no model', () => {
    expect(ogImage(html('licence-fee'))).toBeNull();
  });
});
