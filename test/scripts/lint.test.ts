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
    const rules = lint(root).map((f) => `${f.file}:${f.rule}`).sort();
    expect(rules).toEqual([
      'api/BadName.ts:kebab-case-name',
      'api/uses-raw.ts:forbidden-safety-field',
      'api/uses-raw.ts:raw-column-outside-sql',
      'api/uses-raw.ts:unfinished-marker',
    ]);
  });
});
