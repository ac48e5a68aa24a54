import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../api/http/rate-limiter.ts';

describe('token-bucket rate limiter', () => {
  it('allows a minute of burst, then refuses with the seconds until one token refills', () => {
    let now = 0;
    const limiter = new RateLimiter({ catalog: 60, live: 6, callback: 1 }, () => now);
    for (let i = 0; i < 6; i++) expect(limiter.take('live', 'a').ok).toBe(true);
    expect(limiter.take('live', 'a')).toEqual({ ok: false, retryAfterSeconds: 10 }); // 6/min: one token per 10 s
    now = 4_000;
    expect(limiter.take('live', 'a')).toEqual({ ok: false, retryAfterSeconds: 6 });
    now = 10_000;
    expect(limiter.take('live', 'a').ok).toBe(true);
  });

  it('keeps budgets and clients apart', () => {
    const limiter = new RateLimiter({ catalog: 60, live: 1, callback: 1 }, () => 0);
    expect(limiter.take('live', 'a').ok).toBe(true);
    expect(limiter.take('live', 'a').ok).toBe(false);
    expect(limiter.take('live', 'b').ok).toBe(true);
    expect(limiter.take('callback', 'a').ok).toBe(true);
    expect(limiter.take('catalog', 'a').ok).toBe(true);
  });

  it('never lets a bucket hold more than its capacity after a long idle time', () => {
    let now = 0;
    const limiter = new RateLimiter({ catalog: 2, live: 2, callback: 2 }, () => now);
    limiter.take('catalog', 'a');
    now = 3_600_000;
    expect(limiter.take('catalog', 'a').ok).toBe(true);
    expect(limiter.take('catalog', 'a').ok).toBe(true);
    expect(limiter.take('catalog', 'a').ok).toBe(false);
  });
});
