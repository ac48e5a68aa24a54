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
    const rules = lint(root)
      .map((f) => `${f.file}:${f.rule}`)
      .sort();
    expect(rules).toEqual([
      'api/BadName.ts:kebab-case-name',
      'api/uses-raw.ts:forbidden-safety-field',
      'api/uses-raw.ts:raw-column-outside-sql',
      'api/uses-raw.ts:unfinished-marker',
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
        "import { reference } from '../api/public.ts';\nimport type { handler } from '../api/handler.ts';\nexport const page = reference;\n",
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
