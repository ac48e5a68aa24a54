// What every markdown twin must satisfy, shared by the fixture tests and the tests over the committed sample.
import { expect } from 'vitest';
import type { RenderedPage } from '../../lib/pages/render/render-page.ts';

const TEXTS_PATH = new URL('../../raw/rules/texts.json', import.meta.url);
const texts = JSON.parse(await (await import('node:fs/promises')).readFile(TEXTS_PATH, 'utf8')) as {
  disclaimer_he: string;
  disclaimer_en: string;
};

export function assertTwinFrame(page: RenderedPage, dataDate: string): void {
  const lines = page.text.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^> .*\/llms\.txt$/);
  expect(page.text).toContain(`\n# ${page.title}\n`);
  expect(page.text).toContain(texts.disclaimer_he);
  expect(page.text).toContain(texts.disclaimer_en);
  expect(page.text).toContain(`Cite: ${page.url}`);
  expect(page.text).toContain('## מקורות רשמיים · Official sources');
  expect(lines.at(-1)).toContain(`Data date: ${dataDate}`);
  expect(page.text.endsWith('\n')).toBe(true);
  expect(page.metadata.data_date).toBe(dataDate);
}

/** Words the service never says about a car or an insurer, and ministry fields it never shows. */
const FORBIDDEN = [
  /dangerous/i,
  /מסוכ[ןנ]/,
  /\bbest\b/i,
  /הטוב ביותר/,
  /cheapest/i,
  /הזול ביותר/,
  /\branking\b/i,
  /\brecommend(ed)?\b/i,
  /safety (level|score)/i,
  /ציון בטיחות/,
  /רמת אבזור/,
  /ramat_eivzur/i,
  /nikud_betihut/i,
  /insurance premium/i,
  /פרמי(ה|ית)/,
];

/** Pages that document the API may name operations and parameters; others are written for people. */
const MACHINE_PAGES = new Set(['api_docs', 'connect', 'callback']);

export function assertNothingForbidden(text: string, type: string): void {
  const withoutDisclaimer = text.replace(texts.disclaimer_he, '').replace(texts.disclaimer_en, '');
  for (const word of FORBIDDEN) expect(withoutDisclaimer, `${type} says ${word}`).not.toMatch(word);
  if (!MACHINE_PAGES.has(type)) {
    // A code span is a name or value to type as it is (the change log's rule-table cells), not prose.
    const prose = text
      .replace(/`[^`\n]*`/g, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/https?:\/\/\S+/g, '')
      .replace(/\/api\/\S+/g, '');
    expect(prose, `${type} shows a field name`).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
  }
}
