// What one site build renders from, handed to the Astro pages as a Vite virtual module (`virtual:site-build`,
// declared in src/site-build.d.ts): the data version's folder and name, the stylesheet's published path and the
// languages the site is written in.
// A plugin in the inline configuration buildSite passes to Astro's build(): Vite's documented way to give a
// build its inputs, with no global state or environment between the build and the pages.
import type { Plugin } from 'vite';
import type { Lang } from '../lib/i18n/lang.ts';

export interface SiteBuildInfo {
  versionDir: string;
  version: string;
  stylesheet: string;
  /** The languages Astro renders its pages in (SITE_LANGS), as the publish step writes the others in. */
  langs: readonly Lang[];
}

const MODULE = 'virtual:site-build';
const RESOLVED = `\0${MODULE}`;

export function siteBuildModule(info: SiteBuildInfo): Plugin {
  return {
    name: 'israel-car-facts:site-build',
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(info)};` : undefined),
  };
}
