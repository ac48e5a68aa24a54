// Static build of the Hebrew site. Canonical URLs have no trailing slash (build.format 'file' writes
// /makes/toyota.html for /makes/toyota), which is also what the markdown twins (/makes/toyota.md) assume.
import { defineConfig } from 'astro/config';
import { siteBaseUrl, siteOutDir } from '../lib/site/site-paths.ts';

export default defineConfig({
  site: siteBaseUrl(),
  outDir: siteOutDir(),
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'never', concurrency: 4 },
  compressHTML: true,
  devToolbar: { enabled: false },
  prefetch: false,
});
