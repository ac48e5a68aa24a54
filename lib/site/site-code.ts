// The fingerprint of the code a site is rendered by. A built site is reused only while it was built by the same
// code as the server that serves it: the live pages (plate answers, call-back form) link the stylesheet of the
// running code by its content hash, so a site built before a code change would serve older pages beside a
// stylesheet address it does not have.
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What renders a page: the shared library, the site itself and the exact package versions (Astro's among them). */
const SITE_CODE = ['lib', 'site', 'package-lock.json'];

function addFiles(hash: Hash, root: string, relative: string): void {
  const full = path.join(root, relative);
  let entries: Dirent[];
  try {
    entries = readdirSync(full, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOTDIR') {
      // A path a checkout does not ship (an install without package-lock.json) is part of what it is, not an error.
      hash.update(`${relative}\0(none)\0`);
      return;
    }
    hash.update(`${relative}\0`).update(readFileSync(full)).update('\0');
    return;
  }
  // Dot folders and node_modules hold caches of a build, not its code.
  const names = entries
    .filter((e) => !e.name.startsWith('.') && e.name !== 'node_modules')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of names) addFiles(hash, root, path.join(relative, e.name));
}

/** sha256 of the files under `paths` (folders or files, relative to root), their names and contents. */
export function codeFingerprint(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const p of paths) addFiles(hash, root, p);
  return hash.digest('hex');
}

let fingerprint: string | undefined;

/** The site's code as this process loaded it (read once: the process renders with what it loaded). */
export function siteCodeFingerprint(): string {
  fingerprint ??= codeFingerprint(ROOT, SITE_CODE);
  return fingerprint;
}
