// Open Graph share cards in the built sample site: the model and model-year pages name a PNG card that exists in
// the site; a model's year pages share its card; other pages have none.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from './built-site.ts';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg } from '../../site/publish/share-cards.ts';

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

  it('draws the title inside the card, above its bottom margin', async () => {
    const image = new Resvg(await cardSvg('טסלה MODEL X')).render();
    expect([image.width, image.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    const pixels = image.pixels;
    const at = (x: number, y: number) => pixels.readUInt32BE((y * image.width + x) * 4);
    const background = at(0, 0);
    // The last 24 rows are margin (the padding is 48): a title drawn past the padding shows there.
    const marked = [];
    for (let y = CARD_HEIGHT - 24; y < CARD_HEIGHT; y++)
      for (let x = 0; x < CARD_WIDTH; x++) if (at(x, y) !== background) marked.push([x, y]);
    expect(marked).toEqual([]);
    // And the title is drawn: the band above the margin holds white.
    let white = 0;
    for (let y = CARD_HEIGHT / 2; y < CARD_HEIGHT - 24; y++) for (let x = 0; x < CARD_WIDTH; x++) if (at(x, y) === 0xffffffff) white++;
    expect(white).toBeGreaterThan(1000);
  });
});
