// Open Graph share cards of the model and model-year pages: a PNG per page naming the model (never a plate),
// laid out by satori with the Hebrew font of @fontsource/noto-sans-hebrew (woff: satori reads no woff2) and
// rasterised by resvg at build time, with nothing from the system or the network. A card holds only what stays
// with the page (its title and the site's name), so it is named by a hash of its content and kept in a cache
// shared by every build (build/share-cards/): a new data version pays only for new pages. Cards are written to
// the cache through a temporary file and a rename, so two builds making the same card at once are safe.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { BUILD_DIR } from '../../lib/shards/layout.ts';
import { SITE_NAME_HE } from '../../lib/layout/site-identity.ts';
import type { Page } from '../../lib/shards/pages.ts';

export const CARD_WIDTH = 800;
export const CARD_HEIGHT = 420;
const CARD_CACHE = path.join(BUILD_DIR, 'share-cards');
/** Raised when the card's drawing changes, so cached cards of the old drawing are not reused. */
const DRAWING = 3;
const PADDING = 48;

/** Page types that get a card: the pages people share about a car model. */
const CARD_TYPES: ReadonlySet<Page['type']> = new Set(['model', 'model_year']);

export interface ShareCard {
  /** Site path of the PNG. */
  path: string;
  title: string;
}

/**
 * The card of a page, or null for a page without one. A model-year page shares its model's card (`modelTitle`, the
 * title of the page one level up): one card a model keeps the first build at national scale to about 2,700 cards
 * (at about 70 ms each here) where one a page would draw about 32,000 (about 40 minutes).
 */
export function shareCardOf(
  page: Pick<Page, 'type' | 'title' | 'path'>,
  modelTitle: (path: string) => string | undefined,
): ShareCard | null {
  if (!CARD_TYPES.has(page.type)) return null;
  const title = (page.type === 'model_year' && modelTitle(page.path.slice(0, page.path.lastIndexOf('/')))) || page.title;
  const hash = createHash('sha256').update(`${DRAWING}\n${title}`).digest('hex').slice(0, 16);
  return { path: `/og/${hash}.png`, title };
}

const FONT_DIR = path.resolve(import.meta.dirname, '../../node_modules/@fontsource/noto-sans-hebrew/files');
let fonts: { name: string; data: Buffer; weight: 700; style: 'normal' }[] | null = null;
const loadFonts = () =>
  (fonts ??= (['hebrew', 'latin'] as const).map((subset) => ({
    name: subset,
    data: readFileSync(path.join(FONT_DIR, `noto-sans-hebrew-${subset}-700-normal.woff`)),
    weight: 700 as const,
    style: 'normal' as const,
  })));

const HEBREW = /[\u0590-\u05ff]/;

/**
 * A line of Hebrew as satori can draw it: satori shapes each word but sets words left to right, so the words
 * go in a row from the last to the first, and a run of Latin words and figures ("COROLLA 2019") stays one box in its
 * own order.
 */
function rtlLine(text: string, fontSize: number) {
  const runs: string[] = [];
  for (const word of text.split(' ')) {
    const last = runs.length - 1;
    if (last >= 0 && !HEBREW.test(word) && !HEBREW.test(runs[last]!)) runs[last] += ` ${word}`;
    else runs.push(word);
  }
  return {
    type: 'div',
    props: {
      // Laid left to right from the last word, lines stacked upwards: the first words end up top right.
      style: {
        display: 'flex',
        flexWrap: 'wrap-reverse',
        justifyContent: 'flex-end',
        columnGap: fontSize * 0.3,
        fontSize,
        width: CARD_WIDTH - 2 * PADDING,
      },
      children: runs.reverse().map((r) => ({ type: 'div', props: { children: r } })),
    },
  };
}

async function drawCard(title: string): Promise<Buffer> {
  const tree = {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: PADDING,
        background: '#0b4fa3',
        color: '#ffffff',
        fontFamily: 'hebrew, latin',
      },
      children: [rtlLine(SITE_NAME_HE, 28), rtlLine(title, 56)],
    },
  };
  const svg = await satori(tree as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loadFonts() });
  return new Resvg(svg).render().asPng();
}

/** Writes each card into the site folder `root`, drawing only those the cache does not hold yet. */
export async function writeShareCards(root: string, cards: Iterable<ShareCard>, cache = CARD_CACHE): Promise<{ drawn: number }> {
  mkdirSync(cache, { recursive: true });
  mkdirSync(path.join(root, 'og'), { recursive: true });
  let drawn = 0;
  const done = new Set<string>();
  for (const card of cards) {
    if (done.has(card.path)) continue;
    done.add(card.path);
    const cached = path.join(cache, path.basename(card.path));
    if (!existsSync(cached)) {
      const temp = `${cached}.${process.pid}.${drawn}.tmp`;
      writeFileSync(temp, await drawCard(card.title));
      renameSync(temp, cached);
      drawn++;
    }
    copyFileSync(cached, path.join(root, card.path.slice(1)));
  }
  return { drawn };
}
