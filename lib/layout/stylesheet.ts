// The site's one stylesheet, published under a name that holds a hash of its content (so it can be cached for
// ever): the Astro pages link it through the build module (site/site-build-module.ts) and the catalog pages the
// publish step writes link the same file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = path.join(import.meta.dirname, 'site.css');

/** The stacked table's rules, which the MCP cards use too. */
export function stackedTableCss(): string {
  return readFileSync(path.join(import.meta.dirname, 'stacked-table.css'), 'utf8');
}

export interface Stylesheet {
  path: string;
  css: string;
}

export function siteStylesheet(): Stylesheet {
  const css = `${readFileSync(SOURCE, 'utf8')}\n${stackedTableCss()}`;
  return { path: `/assets/site.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`, css };
}
