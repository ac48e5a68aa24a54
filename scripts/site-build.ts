// The site part of `npm run build` and `npm start`. The site engineer fills buildSite(); start and build call
// only this function, so the site build has one entry point.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILD_DIR } from '../lib/shards/layout.ts';

export const SITE_DIR = path.join(BUILD_DIR, 'site');

export function siteIsBuilt(): boolean {
  return existsSync(SITE_DIR);
}

export async function buildSite(): Promise<void> {
  if (!existsSync(path.resolve(import.meta.dirname, '../site'))) {
    process.stdout.write('site: no site/ folder in this checkout yet; skipping the site build\n');
  }
}
