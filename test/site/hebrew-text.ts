// The text of every Hebrew page of a built site (test/site/page-text.ts), and the committed baseline it is held
// to (test/fixtures/hebrew-page-text.json), first written from the site as it was before the home, call-back and
// 404 pages were rendered one way in every language (issue 36), so a rendering change that alters a Hebrew word
// fails. The file lists each distinct line once and each page as the numbers of its lines (the header, footer
// and the catalog pages' lines repeat hundreds of times): under 1 MB, where the pages' lines in full take 3.6 MB.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { splitLangPath } from '../../lib/i18n/lang.ts';
import { pageTextLines } from './page-text.ts';
import { listFiles, pagePathOfHtml, read } from './site-files.ts';

export const HEBREW_TEXT_FILE = path.resolve(import.meta.dirname, '../fixtures/hebrew-page-text.json');

interface BaselineFile {
  lines: string[];
  /** Page path -> the numbers of its lines in `lines`, space-separated. */
  pages: Record<string, string>;
}

/** Page path -> its text lines, for every Hebrew HTML page of the site in `dir` (those outside a language prefix). */
export function hebrewPageTexts(dir: string): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  for (const file of listFiles(dir).filter((f) => f.endsWith('.html'))) {
    const pagePath = pagePathOfHtml(file);
    if (splitLangPath(pagePath).lang === 'he') texts.set(pagePath, pageTextLines(read(dir, file)));
  }
  return texts;
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
