import { afterEach, describe, expect, it, vi } from 'vitest';
import { Progress } from '../../pipeline/progress.ts';

describe('pipeline progress lines', () => {
  afterEach(() => vi.restoreAllMocks());

  function captured(): string[] {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    return lines;
  }

  it('prints the rows a stage handled', async () => {
    const lines = captured();
    await new Progress(false).stage('inputs/recalls', async () => ({ rows: 1234 }));
    expect(lines.join('')).toMatch(/^pipeline: inputs\/recalls \.\.\. \d+\.\d\d s, 1,234 rows\n$/);
  });

  // A source checked on write is counted only when the registry is written; its load stage must not claim 0 rows.
  it('says a stage counted later is counted when written, not 0 rows', async () => {
    const lines = captured();
    const progress = new Progress(false);
    await progress.stage('inputs/registry', async () => ({ rows: 0 }), true);
    expect(lines.join('')).toMatch(/^pipeline: inputs\/registry \.\.\. \d+\.\d\d s, rows counted when written\n$/);
    expect(progress.timings[0]!.rows).toBe(0);
  });

  it('prints nothing when quiet', async () => {
    const lines = captured();
    await new Progress(true).stage('rules', async () => ({ rows: 3 }), true);
    expect(lines).toEqual([]);
  });
});
