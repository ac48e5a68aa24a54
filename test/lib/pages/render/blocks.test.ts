import { describe, expect, it } from 'vitest';
import { table } from '../../../../lib/pages/render/blocks.ts';

describe('markdown blocks', () => {
  it('escapes pipes and line breaks in table cells and dashes empty ones', () => {
    expect(
      table(
        ['a', 'b'],
        [
          ['x|y', null],
          ['line\nbreak', ''],
        ],
      ),
    ).toBe('| a | b |\n|---|---|\n| x\\|y | — |\n| line break | — |');
  });
});
