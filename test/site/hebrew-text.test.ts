// The text of every Hebrew page of the built sample site is the committed baseline's (test/site/hebrew-text.ts),
// less the deliberate changes listed in hebrew-text-changes.ts: rendering a page another way (issue 36: the home,
// call-back and 404 pages from one route in every language; the page-type registry behind the nav, footer and
// lists) must not change a Hebrew word. A difference names the page and prints the lines that differ.
import { beforeAll, describe, expect, it } from 'vitest';
import { firstVersionHebrewTexts, readHebrewTextBaseline } from './hebrew-text.ts';
import { HEBREW_TEXT_CHANGES } from './hebrew-text-changes.ts';

let current: Map<string, string[]>;
let baseline: Map<string, string[]>;

beforeAll(async () => {
  current = await firstVersionHebrewTexts();
  baseline = readHebrewTextBaseline();
});

/** The baseline's text of a page with the deliberate changes made, as lines. */
function expectedLines(page: string, lines: string[]): string[] {
  let text = lines.join('\n');
  for (const change of HEBREW_TEXT_CHANGES) {
    if (!change.pages || change.pages.test(page)) text = text.replaceAll(change.from, change.to);
  }
  return text === '' ? [] : text.split('\n');
}

/** The lines that differ, between the common head and the common tail of the two texts, with two of context. */
function difference(before: string[], after: string[]): string {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before.at(-1 - tail) === after.at(-1 - tail)) tail++;
  const context = before.slice(Math.max(0, head - 2), head).map((l) => `  ${l}`);
  return [
    ...context,
    ...before.slice(head, before.length - tail).map((l) => `- ${l}`),
    ...after.slice(head, after.length - tail).map((l) => `+ ${l}`),
    ...before.slice(before.length - tail, before.length - tail + 2).map((l) => `  ${l}`),
  ].join('\n');
}

describe('the Hebrew pages of the sample site', () => {
  it('are the pages of the baseline, no more and no fewer', () => {
    expect([...current.keys()].sort()).toEqual([...baseline.keys()].sort());
  });

  it('read as the baseline, word for word, less the deliberate changes', () => {
    const changed: string[] = [];
    for (const [page, lines] of baseline) {
      const now = current.get(page);
      if (!now) continue;
      const expected = expectedLines(page, lines);
      if (now.join('\n') !== expected.join('\n')) changed.push(`${page}:\n${difference(expected, now)}`);
    }
    // The first twenty are enough to see what changed; the count says how far it reaches.
    expect(changed.slice(0, 20).join('\n\n'), `${changed.length} Hebrew pages changed`).toBe('');
  });

  it('holds every deliberate change to words the baseline has', () => {
    for (const change of HEBREW_TEXT_CHANGES) {
      const pages = [...baseline].filter(([page]) => !change.pages || change.pages.test(page));
      expect(
        pages.some(([, lines]) => lines.join('\n').includes(change.from)),
        change.why,
      ).toBe(true);
    }
  });
});
