// A budget counted in memory: a client's window starts at its first request, holds `points` requests, refuses the
// rest with the whole seconds left (at least 1), and starts over when it ends; clients are counted apart.
import { describe, expect, it } from 'vitest';
import { MemoryWindows } from '../../../api/http/memory-windows.ts';

describe('memory windows', () => {
  it('allows the budget, then refuses until the window ends, then allows again', () => {
    const windows = new MemoryWindows(2, 60_000);
    expect(windows.take('a', 1_000)).toEqual({ ok: true, remaining: 1 });
    expect(windows.take('a', 2_000)).toEqual({ ok: true, remaining: 0 });
    expect(windows.take('a', 30_500)).toEqual({ ok: false, retryAfterSeconds: 31 });
    expect(windows.take('a', 60_900)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(windows.take('b', 60_900)).toEqual({ ok: true, remaining: 1 });
    expect(windows.take('a', 61_000)).toEqual({ ok: true, remaining: 1 });
  });
});
