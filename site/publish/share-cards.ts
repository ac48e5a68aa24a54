// Open Graph share cards of the model and model-year pages: a PNG per page naming the model (never a plate),
// laid out by satori with the Hebrew font of @fontsource/noto-sans-hebrew (woff: satori reads no woff2) and
// rasterised by resvg at build time, with nothing from the system or the network. A card holds only what stays
// with the page (its title and the site's name), so it is named by a hash of its content and kept in a cache
// shared by every build (build/share-cards/): a new data version pays only for new pages. Cards are written to
// the cache through a temporary file and a rename, so two builds making the same card at once are safe.
// Cards are rasterised in short-lived threads of their own (share-card-thread.ts), a bounded batch each, one after
// the other: resvg-js keeps each rendering's native memory (about 1.6 MB, the 800 x 420 pixmap) until its thread
// ends, since V8 is not told of it and no collection frees it. Rasterised in the publish threads, the first build
// at national scale (about 2,700 cards) grew the build to 5.7 GB (issue 37); a thread per batch keeps it to one
// batch's worth. The layout (satori, JavaScript that the publish thread has already compiled) stays here: a
// fresh thread would compile it again for every batch.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import path from 'node:path';
import satori from 'satori';
import { BUILD_DIR } from '../../lib/shards/layout.ts';
import { SITE_NAME_HE } from '../../lib/layout/site-identity.ts';
import type { Page } from '../../lib/shards/pages.ts';

export const CARD_WIDTH = 800;
export const CARD_HEIGHT = 420;
export const CARD_CACHE = path.join(BUILD_DIR, 'share-cards');
/** Raised when the card's drawing changes, so cached cards of the old drawing are not reused. */
const DRAWING = 4;
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

/** The card as SVG, its text drawn as paths: share-card-thread.ts rasterises it. */
export function cardSvg(title: string): Promise<string> {
  const tree = {
    type: 'div',
    props: {
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        // The padding inside the card's size: outside it, the root was 896 x 516 and the title fell below the card.
        boxSizing: 'border-box',
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
  return satori(tree as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: loadFonts() });
}

/** Cards a drawing thread draws before it ends and its renderings' memory is freed: about 160 MB of it. */
const CARDS_PER_THREAD = 100;

/** Drawing threads at a time: the reference machine's two cores, once the publish threads that filled them have
 * ended (build-site.ts). */
const DRAWING_THREADS = 2;

/** What a drawing thread is given: the cards as SVG and the cache files to write them to as PNG. */
export interface CardBatch {
  cards: { svg: string; file: string }[];
}

/** Draws a batch in a thread of its own and resolves when the thread has ended (its memory freed). */
function drawInThread(batch: CardBatch): Promise<void> {
  return new Promise((resolve, reject) => {
    const thread = new Worker(new URL('./share-card-thread.ts', import.meta.url), { workerData: batch });
    thread.once('error', reject);
    thread.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`site: a share-card thread stopped with exit code ${code}`))));
  });
}

/** Writes each card into the site folder `root`, drawing only those the cache does not hold yet. */
export async function writeShareCards(root: string, cards: Iterable<ShareCard>, cache = CARD_CACHE): Promise<{ drawn: number }> {
  mkdirSync(cache, { recursive: true });
  mkdirSync(path.join(root, 'og'), { recursive: true });
  const unique = new Map<string, { title: string; file: string }>();
  for (const card of cards)
    if (!unique.has(card.path)) unique.set(card.path, { title: card.title, file: path.join(cache, path.basename(card.path)) });
  const missing = [...unique.values()].filter((card) => !existsSync(card.file));
  // DRAWING_THREADS batches at a time: each next thread starts when one has ended and given its memory back.
  let next = 0;
  const drawer = async () => {
    for (let at = next; at < missing.length; at = next) {
      next += CARDS_PER_THREAD;
      const batch = missing.slice(at, at + CARDS_PER_THREAD);
      await drawInThread({ cards: await Promise.all(batch.map(async (card) => ({ svg: await cardSvg(card.title), file: card.file }))) });
    }
  };
  await Promise.all(Array.from({ length: DRAWING_THREADS }, drawer));
  for (const [cardPath, card] of unique) copyFileSync(card.file, path.join(root, cardPath.slice(1)));
  return { drawn: missing.length };
}
