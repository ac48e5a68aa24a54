import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../../scripts/lint.ts';

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

  it("flags an import up a layer, into a sibling layer or the site past the API's public face, and every import circle", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lint-layers-'));
    const files: Record<string, string> = {
      'lib/ground.ts': "import { handler } from '../api/handler.ts';\nexport const ground = handler;\n",
      'api/handler.ts': "import { step } from '../pipeline/step.ts';\nexport const handler = step;\n",
      'api/public.ts': 'export const reference = 1;\n',
      'pipeline/step.ts': 'export const step = 1;\n',
      'site/page.ts':
        "import { reference } from '../api/public.ts';\n" +
        "import type { handler } from '../api/handler.ts';\nexport const page = reference;\n",
      'lib/a.ts': "import type { B } from './b.ts';\nexport type A = B;\n",
      'lib/b.ts': "export type B = 1;\nexport const a = () => import('./a.ts');\n",
      'scripts/tool.ts': "import { page } from '../site/page.ts';\nimport { handler } from '../api/handler.ts';\n",
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), text);
    }
    expect(
      lint(root)
        .map((f) => `${f.file}:${f.line} ${f.rule}: ${f.text}`)
        .sort(),
    ).toEqual([
      'api/handler.ts:1 layer-import: api may not import pipeline/step.ts',
      'lib/a.ts:0 import-cycle: lib/a.ts -> lib/b.ts',
      'lib/ground.ts:1 layer-import: lib may not import api/handler.ts',
      'site/page.ts:2 layer-import: site may not import api/handler.ts',
    ]);
  });
});
