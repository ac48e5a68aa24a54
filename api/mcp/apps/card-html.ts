// The cards' HTML documents (MCP Apps, `text/html;profile=mcp-app`): one self-contained page per card, with the
// extension's own App bridge (the package's browser bundle), the card's view script and style, and the catalogue
// words the view prints, all inline, so the sandboxed frame loads nothing from elsewhere. Assembled at build time
// (`npm run cards` writes api/mcp/apps/built/); the server serves the written bytes (card-documents.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LANGS, type Lang } from '../../../lib/i18n/lang.ts';
import { message } from '../../../lib/i18n/messages.ts';
import type { MessageKey } from '../../../lib/i18n/catalogues.ts';

export const CARD_KINDS = ['plate', 'model'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/**
 * The words each card prints, by catalogue key. A message with arguments is kept with its `{name}` slots, which
 * the view fills with the answer's values (these messages have plain slots only: no plural or select).
 */
const WORDS: Readonly<Record<CardKind, readonly MessageKey[]>> = {
  plate: [
    'cards.plateTitle',
    'cards.loading',
    'cards.unreadable',
    'cards.toolError',
    'cards.pageLink',
    'cards.source',
    'vehicle.title',
    'vehicle.error.notFoundTitle',
    'vehicle.error.notFound',
    'vehicle.attention.heading',
    'vehicle.attention.noneFound',
    'vehicle.attention.where',
    'vehicle.attention.phone',
    'vehicle.recalls.heading',
    'vehicle.recalls.headingCount',
    'vehicle.recalls.none',
    'vehicle.recalls.card',
    'vehicle.recalls.opened',
    'vehicle.recalls.problem',
    'vehicle.recalls.fix',
    'vehicle.recalls.importer',
    'vehicle.recalls.phone',
    'vehicle.licence.heading',
    'vehicle.licence.validUntil',
    'vehicle.licence.lastTest',
    'vehicle.licence.onRoad',
    'vehicle.odometer.heading',
    'vehicle.odometer.reading',
    'vehicle.odometer.verdict',
    'vehicle.verdict.plausible',
    'vehicle.verdict.implausible',
    'vehicle.verdict.no_verdict',
    'vehicle.km',
    'vehicle.notGiven',
    'vehicle.roadYearOnly',
    'vehicle.owners.heading',
    'vehicle.owners.current',
    'vehicle.follow.heading',
    'vehicle.follow.feed',
    'vehicle.follow.ics',
    'frame.markdownVersion',
    'frame.disclaimerLabel',
    'frame.sampleLabel',
    'frame.sampleText',
    'common.asPublishedInHebrew',
  ],
  model: [
    'cards.modelTitle',
    'cards.loading',
    'cards.unreadable',
    'cards.toolError',
    'cards.modelPageLink',
    'cards.source',
    'model.title',
    'model.fact.onRoad',
    'model.fact.trims',
    'model.years.heading',
    'model.years.chartTitle',
    'model.years.year',
    'model.years.onRoad',
    'model.price.heading',
    'model.price.none',
    'model.fees.heading',
    'model.fees.none',
    'model.fees.year',
    'model.fees.fee',
    'model.recalls.none',
    'model-year.title',
    'model-year.fact.year',
    'model-year.fact.onRoad',
    'model-year.trims.heading',
    'model-year.trims.trim',
    'model-year.trims.onRoad',
    'model-year.fees.caption',
    'model-year.fees.listPrice',
    'model-year.fees.fee',
    'model-year.recalls.none',
    'car-blocks.recall.heading',
    'car-blocks.recall.titleYear',
    'car-blocks.recall.problem',
    'car-blocks.recall.fix',
    'car-blocks.theft.heading',
    'car-blocks.theft.status.recorded',
    'car-blocks.theft.status.none_recorded',
    'car-blocks.theft.status.no_data',
    'car-blocks.theft.status.no_data_production_year',
    'car-blocks.theft.per1000',
    'car-blocks.theft.compare',
    'car-blocks.theft.noRate',
    'car-blocks.sample.label',
    'car-blocks.sample.text',
    'common.money',
    'common.yearRange',
    'frame.disclaimerLabel',
    'frame.sampleLabel',
    'frame.sampleText',
    'common.asPublishedInHebrew',
  ],
};

/** Placeholder values that keep each `{name}` slot in the formatted message. */
const SLOTS = new Proxy({}, { get: (_target, name) => `{${String(name)}}`, has: () => true });

function words(kind: CardKind): Record<Lang, Record<string, string>> {
  const out = {} as Record<Lang, Record<string, string>>;
  for (const lang of LANGS) {
    out[lang] = Object.fromEntries(WORDS[kind].map((key) => [key, message(lang, key, SLOTS as Record<string, string>)]));
  }
  return out;
}

/**
 * The date message of each language (`common.date`) with its month chosen and `{d}` `{y}` left as slots: one per
 * month, and `other` as the message's own fallback. The view fills them (card-date.js), so a card writes a date
 * with the same words as the site's pages (formatDate) without the message format shipping to the browser.
 */
export function cardDates(): Record<Lang, Record<string, string>> {
  const months = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
  const out = {} as Record<Lang, Record<string, string>>;
  for (const lang of LANGS) {
    const slots = (m: string) => message(lang, 'common.date', { d: '{d}', m, y: '{y}' });
    out[lang] = { ...Object.fromEntries(months.map((m) => [m, slots(m)])), other: slots('{m}') };
  }
  return out;
}

const require = createRequire(import.meta.url);

/**
 * The package's browser bundle (App with its dependencies) as a classic script body: its one closing
 * `export{...}` becomes a constant holding the exports the view uses, so the bundle and the view share one inline
 * module and no import is resolved at run time.
 */
function appBundle(): string {
  const file = require.resolve('@modelcontextprotocol/ext-apps/app-with-deps');
  const source = readFileSync(file, 'utf8');
  const tail = /export\{([^}]*)\};?\s*$/.exec(source);
  if (!tail) throw new Error(`${file}: the bundle no longer ends with one export list; the card cannot inline it`);
  const names = new Map(
    tail[1]!.split(',').map((part) => {
      const [local, exported] = part.trim().split(/\s+as\s+/);
      return [exported ?? local!, local!] as const;
    }),
  );
  const wanted = ['App', 'applyDocumentTheme', 'applyHostStyleVariables'];
  const members = wanted.map((name) => {
    const local = names.get(name);
    if (local === undefined) throw new Error(`${file}: the bundle exports no ${name}`);
    return `${name}:${local}`;
  });
  return `${source.slice(0, tail.index)}const McpApps={${members.join(',')}};`;
}

/** JSON safe inside a script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/** The card's whole document, from the files beside this one, the ext-apps bundle and the catalogues. */
export function buildCardHtml(kind: CardKind): string {
  const here = import.meta.dirname;
  const style = readFileSync(path.join(here, 'card.css'), 'utf8');
  const view = ['card-date.js', 'card-view.js'].map((file) => readFileSync(path.join(here, file), 'utf8')).join('\n');
  const all = words(kind);
  return [
    '<!doctype html>',
    '<html lang="he" dir="rtl">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${all.he[kind === 'plate' ? 'cards.plateTitle' : 'cards.modelTitle']}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    `<main id="card" aria-live="polite"><p>${all.he['cards.loading']}</p></main>`,
    `<script type="module">${appBundle()}\nconst CARD=${scriptJson({ kind, words: all, dates: cardDates() })};\n${view}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
