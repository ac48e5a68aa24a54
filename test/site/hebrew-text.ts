// The text of every Hebrew page of a built site (test/site/page-text.ts), and the committed baseline it is held
// to (test/fixtures/hebrew-page-text.json), first written from the site as it was before the home, call-back and
// 404 pages were rendered one way in every language (issue 36), so a rendering change that alters a Hebrew word
// fails. The file lists each distinct line once and each page as the numbers of its lines (the header, footer
// and the catalog pages' lines repeat hundreds of times): under 1 MB, where the pages' lines in full take 3.6 MB.
import { execFile } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { DataStore } from '../../lib/data/data-store.ts';
import { splitLangPath } from '../../lib/i18n/lang.ts';
import { buildSite } from '../../site/build-site.ts';
import { tempDir } from '../support/temp-dir.ts';
import { TEST_BASE_URL } from './built-site.ts';
import { pageTextLines } from './page-text.ts';
import { listFiles, pagePathOfHtml, read } from './site-files.ts';

export const HEBREW_TEXT_FILE = path.resolve(import.meta.dirname, '../fixtures/hebrew-page-text.json');

interface BaselineFile {
  lines: string[];
  /** Page path -> the numbers of its lines in `lines`, space-separated. */
  pages: Record<string, string>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A data version's name ends in a hash of its inputs and the code that built it: any change of code changes it. */
const VERSION_NAME = /\b\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\b/g;

/**
 * Page path -> its text lines, for every Hebrew HTML page of the site in `dir` (those outside a language prefix),
 * the data version's name written as "<data version>".
 */
export function hebrewPageTexts(dir: string): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const file of listFiles(dir).filter((f) => f.endsWith('.html'))) {
    const pagePath = pagePathOfHtml(file);
    const lines = pageTextLines(read(dir, file)).map((line) => line.replace(VERSION_NAME, '<data version>'));
    if (splitLangPath(pagePath).lang === 'he') texts.set(pagePath, lines);
  }
  return texts;
}

/**
 * The Hebrew pages' text of a site built from a first pipeline run over the committed raw/, in a folder of its
 * own: not build/data, whose versions and change log hold every earlier run of this checkout (the changes and
 * sources pages list them), so the text depends on the code and raw/ alone.
 */
export async function firstVersionHebrewTexts(): Promise<Map<string, string[]>> {
  const work = tempDir('hebrew-text');
  try {
    const data = path.join(work.dir, 'data');
    const args = ['pipeline/run.ts', '--quiet', '--out', data, '--max-drop', '1', '--allow-older'];
    await promisify(execFile)(process.execPath, args, { cwd: ROOT, maxBuffer: 16 << 20 });
    const site = path.join(work.dir, 'site');
    await buildSite({ store: DataStore.openCurrent(data, { lazyModelKeys: true }), outDir: site, baseUrl: TEST_BASE_URL });
    return hebrewPageTexts(site);
  } finally {
    work.remove();
  }
}

export function readHebrewTextBaseline(): Map<string, string[]> {
  const file = JSON.parse(readFileSync(HEBREW_TEXT_FILE, 'utf8')) as BaselineFile;
  return new Map(
    Object.entries(file.pages).map(([page, numbers]) => [page, numbers ? numbers.split(' ').map((n) => file.lines[Number(n)]!) : []]),
  );
}

export function writeHebrewTextBaseline(texts: Map<string, string[]>): void {
  const numbers = new Map<string, number>();
  const lines: string[] = [];
  const numberOf = (line: string) => {
    if (!numbers.has(line)) numbers.set(line, lines.push(line) - 1);
    return numbers.get(line)!;
  };
  const pages: Record<string, string> = {};
  for (const page of [...texts.keys()].sort()) pages[page] = texts.get(page)!.map(numberOf).join(' ');
  const temp = `${HEBREW_TEXT_FILE}.tmp`;
  writeFileSync(temp, `${JSON.stringify({ lines, pages } satisfies BaselineFile, null, 1)}\n`);
  renameSync(temp, HEBREW_TEXT_FILE);
}
