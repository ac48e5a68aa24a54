import { describe, expect, it } from 'vitest';
import { formatDateHe, formatIls, formatInt, formatMonth, formatShare, yearRange } from '../../lib/markdown/format.ts';
import { table } from '../../lib/markdown/blocks.ts';

describe('markdown formatting', () => {
  it('writes numbers with thousands separators regardless of the machine locale', () => {
    expect(formatInt(0)).toBe('0');
    expect(formatInt(999)).toBe('999');
    expect(formatInt(1234567)).toBe('1,234,567');
    expect(formatInt(-4200)).toBe('-4,200');
    expect(formatIls(1266)).toBe('1,266 ₪');
    expect(formatShare(0.254)).toBe('25%');
  });
  it('writes dates and months the Israeli way', () => {
    expect(formatDateHe('2026-04-01')).toBe('1.4.2026');
    expect(formatMonth('2020-3')).toBe('3/2020');
    expect(formatMonth('2019-12-01')).toBe('12/2019');
    expect(yearRange([2019, 2016, 2024])).toBe('2016–2024');
    expect(yearRange([2020])).toBe('2020');
    expect(yearRange([])).toBe('—');
  });
  it('escapes pipes and line breaks in table cells and dashes empty ones', () => {
    expect(table(['a', 'b'], [['x|y', null], ['line\nbreak', '']])).toBe('| a | b |\n|---|---|\n| x\\|y | — |\n| line break | — |');
  });
});
