// The fingerprint of the code a site is rendered by. A built site is reused only while it was built by the same
// code as the server that serves it: the live pages (plate answers, call-back form) link the stylesheet of the
// running code by its content hash, so a site built before a code change would serve older pages beside a
// stylesheet address it does not have.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What renders a page: the shared library, the site itself and the exact package versions (Astro's among them). */
const SITE_CODE = ['lib', 'site', 'package-lock.json'];

function addFiles(hash: ReturnType<typeof createHash>, relative: string): void {
  const full = path.join(ROOT, relative);
  let entries;
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch {
    hash.update(`${relative}\0`).update(readFileSync(full)).update('\0');
    return;
  }
  // Dot folders and node_modules hold caches of a build, not its code.
  const names = entries
    .filter((e) => !e.name.startsWith('.') && e.name !== 'node_modules')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of names) addFiles(hash, path.join(relative, e.name));
}

let fingerprint: string | undefined;

/** sha256 of the site's code as this process loaded it (read once: the process renders with what it loaded). */
export function siteCodeFingerprint(): string {
  if (fingerprint === undefined) {
    const hash = createHash('sha256');
    for (const p of SITE_CODE) addFiles(hash, p);
    fingerprint = hash.digest('hex');
  }
  return fingerprint;
}
