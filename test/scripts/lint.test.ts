import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../../scripts/lint.ts';

/** Writes the files under root and lints them: each finding as `file:line rule: text`, sorted. */
function lintFiles(root: string, files: Record<string, string>): string[] {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  return lint(root)
    .map((f) => `${f.file}:${f.line} ${f.rule}: ${f.text}`)
    .sort();
}

describe('house-rule lint', () => {
  it('finds nothing in the project', () => {
    expect(lint()).toEqual([]);
  });

  it('flags each rule it enforces', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lint-'));
    mkdirSync(path.join(root, 'api'));
    writeFileSync(path.join(root, 'api', 'BadName.ts'), 'export const x = 1;\n');
    writeFileSync(path.join(root, 'api', 'uses-raw.ts'), "const q = row.mispar_rechev; // TODO later\nconst s = 'nikud_betihut';\n");
    // Length counts characters, not bytes: a Hebrew line of 140 letters is within the limit, one of 141 is not.
    writeFileSync(path.join(root, 'api', 'hebrew.ts'), `// ${'א'.repeat(137)}\n`);
    writeFileSync(path.join(root, 'api', 'long.ts'), `export const s = '${'x'.repeat(121)}';\n// ${'א'.repeat(138)}\n`);
    mkdirSync(path.join(root, 'site'));
    writeFileSync(path.join(root, 'site', 'wide.css'), `.a { content: '${'x'.repeat(140)}'; }\n`);
    writeFileSync(path.join(root, 'site', 'data.json'), `{"s": "${'x'.repeat(200)}"}\n`);
    mkdirSync(path.join(root, 'test', 'fixtures'), { recursive: true });
    writeFileSync(path.join(root, 'test', 'fixtures', 'rows.ts'), `export const s = '${'x'.repeat(200)}';\n`);
    const rules = lint(root)
      .map((f) => `${f.file}:${f.line}:${f.rule}`)
      .sort();
    expect(rules).toEqual([
      'api/BadName.ts:0:kebab-case-name',
      'api/long.ts:1:line-too-long',
      'api/long.ts:2:line-too-long',
      'api/uses-raw.ts:1:raw-column-outside-sql',
      'api/uses-raw.ts:1:unfinished-marker',
      'api/uses-raw.ts:2:forbidden-safety-field',
      'site/wide.css:1:line-too-long',
    ]);
  });

  it('flags a Hebrew letter in code outside the catalogues, never in a comment, a test or data the allow-list names', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lint-hebrew-'));
    const files: Record<string, string> = {
      'lib/pages/title.ts': '// A title ("מקורות")\nexport const title = \'מקורות\';\nconst n = 1; // שם\n',
      'site/src/components/form.astro': '---\n---\n<h2>חיפוש</h2>\n',
      'lib/rules/fuel-class.ts': "export const petrol = 'בנזין';\n",
      'pipeline/sample/names.ts': "export const make = 'טויוטה';\n",
      'test/lib/title.test.ts': "export const expected = 'מקורות';\n",
    };
    expect(lintFiles(root, files)).toEqual([
      "lib/pages/title.ts:2 hebrew-outside-catalogues: export const title = 'מקורות';",
      'site/src/components/form.astro:3 hebrew-outside-catalogues: <h2>חיפוש</h2>',
    ]);
  });

  it("flags an import up a layer, into a sibling layer or the site past the API's public face, and every import circle", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lint-layers-'));
    const files: Record<string, string> = {
      'lib/text/ground.ts': "import { handler } from '../../api/handler.ts';\nexport const ground = handler;\n",
      'api/handler.ts': "import { step } from '../pipeline/step.ts';\nexport const handler = step;\n",
      'api/public.ts': 'export const reference = 1;\n',
      'pipeline/step.ts': 'export const step = 1;\n',
      'site/page.ts':
        "import { reference } from '../api/public.ts';\n" +
        "import type { handler } from '../api/handler.ts';\nexport const page = reference;\n",
      'lib/text/a.ts': "import type { B } from './b.ts';\nexport type A = B;\n",
      'lib/text/b.ts': "export type B = 1;\nexport const a = () => import('./a.ts');\n",
      'scripts/tool.ts': "import { page } from '../site/page.ts';\nimport { handler } from '../api/handler.ts';\n",
    };
    expect(lintFiles(root, files)).toEqual([
      'api/handler.ts:1 layer-import: api may not import pipeline/step.ts',
      'lib/text/a.ts:0 import-cycle: lib/text/a.ts -> lib/text/b.ts',
      'lib/text/ground.ts:1 layer-import: lib may not import api/handler.ts',
      'site/page.ts:2 layer-import: site may not import api/handler.ts',
    ]);
  });

  it('flags a lib file that imports from a higher floor of lib, and a lib file on no floor', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lint-floors-'));
    const files: Record<string, string> = {
      'lib/api/paths.ts': 'export const prefix = 1;\n',
      'lib/rules/fee.ts':
        "import { prefix } from '../api/paths.ts';\nimport { store } from '../data/store.ts';\nexport const fee = prefix;\n",
      'lib/text/format.ts': "import { fee } from '../rules/fee.ts';\nexport const format = fee;\n",
      'lib/pages/render/render.ts': "import { format } from '../../text/format.ts';\nexport const render = format;\n",
      'lib/text/words.ts': "import { render } from '../pages/render/render.ts';\nexport const words = render;\n",
      'lib/data/store.ts': "import { prefix } from '../api/paths.ts';\nexport const store = prefix;\n",
      'lib/pages/page.ts': "import { store } from '../data/store.ts';\nimport { words } from '../text/words.ts';\n",
      'lib/newroom/thing.ts': 'export const thing = 1;\n',
    };
    expect(lintFiles(root, files)).toEqual([
      'lib/newroom/thing.ts:0 lib-floor: on no floor of lib; add its folder to LIB_FLOORS (scripts/import-graph.ts)',
      "lib/rules/fee.ts:2 lib-floor: lib's facts floor may not import lib/data/store.ts (store floor)",
      "lib/text/words.ts:1 lib-floor: lib's facts floor may not import lib/pages/render/render.ts (pages floor)",
    ]);
  });
});
