// The cards' HTML documents (MCP Apps, `text/html;profile=mcp-app`): one self-contained page per card, its script
// bundled at build time with esbuild from the card's view (view/<kind>-card.ts), which imports the extension's App
// bridge and the site's own page-model code (the section builders of lib/pages/ and the HTML serialiser), and the
// catalogue areas the card prints, all inline, so the sandboxed frame loads nothing from elsewhere.
// `npm run cards` writes api/mcp/apps/built/; the server serves the written bytes (card-documents.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { AUTHORITY_LANG } from '../../../lib/i18n/lang.ts';
import { message } from '../../../lib/i18n/messages.ts';
import type { Area } from '../../../lib/i18n/catalogues.ts';
import { stackedTableCss } from '../../../lib/layout/stylesheet.ts';

export const CARD_KINDS = ['plate', 'model'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/**
 * The catalogue areas each card's page code prints from, and those its modules read as they load (the history and
 * safety labels, the policy-age rules, built into tables at import); the other areas ship empty (a word asked from
 * one of them fails the card tests). Every language of LANGS ships: a new language needs its catalogues, no card code.
 */
const AREAS: Readonly<Record<CardKind, readonly Area[]>> = {
  plate: ['cards', 'common', 'frame', 'vehicle', 'car-blocks', 'labels', 'standard-policy', 'model-year'],
  model: ['cards', 'common', 'frame', 'model', 'model-year', 'car-blocks', 'labels', 'standard-policy'],
};

const CATALOGUE = /[\\/]lib[\\/]i18n[\\/]catalogues[\\/]([a-z-]+)[\\/][a-z]+\.json$/;

/**
 * The card's catalogue areas only; Node's modules, and the packages only the server's code paths reach (the
 * calendar writer, the data store's cache, the data directory's layout), resolve to nothing: the page code a card runs never calls them.
 */
function cardOnly(kind: CardKind): Plugin {
  return {
    name: 'card-only',
    setup(b) {
      b.onLoad({ filter: CATALOGUE }, (args) => {
        const area = CATALOGUE.exec(args.path)![1] as Area;
        return AREAS[kind].includes(area) ? undefined : { contents: '{}', loader: 'json' };
      });
      b.onResolve({ filter: /^node:|^ical-generator$|^lru-cache$/ }, (args) => ({ path: args.path, namespace: 'server-only' }));
      // Where the data files live on the server: read from process.env when loaded, which a browser has not.
      // Its names stay, with no value.
      b.onLoad({ filter: /[\\/]lib[\\/]shards[\\/]layout\.ts$/ }, (args) => {
        const names = [...readFileSync(args.path, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
        return { contents: names.map((name) => `export const ${name} = undefined;`).join('\n'), loader: 'js' };
      });
      b.onLoad({ filter: /.*/, namespace: 'server-only' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    },
  };
}

/** The card's script: its view with everything it imports, minified, as one classic script (no import at run time). */
export async function cardScript(kind: CardKind): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'view', `${kind}-card.ts`)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    plugins: [cardOnly(kind)],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text.replaceAll('</script', '<\\/script');
}

/** The card's whole document: its title and waiting line in Hebrew until the answer names its language. */
export async function buildCardHtml(kind: CardKind): Promise<string> {
  const style = `${readFileSync(path.join(import.meta.dirname, 'card.css'), 'utf8')}\n${stackedTableCss()}`;
  const lang = AUTHORITY_LANG;
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="rtl">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${message(lang, kind === 'plate' ? 'cards.plateTitle' : 'cards.modelTitle')}</title>`,
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    `<main id="card" aria-live="polite"><p>${message(lang, 'cards.loading')}</p></main>`,
    `<script type="module">${await cardScript(kind)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
