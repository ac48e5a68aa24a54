// The live registry's recent health on a clock the test moves: the error share counts only the window, and
// "failing since" starts at the first failure of a run and ends at the next success.
import { describe, expect, it } from 'vitest';
import { HEALTH_WINDOW_SECONDS, UpstreamHealth } from '../../../api/registry/upstream-health.ts';

describe('UpstreamHealth', () => {
  it('reports nothing asked as no share, not as healthy or failing', () => {
    const h = new UpstreamHealth(() => 0).snapshot('closed');
    expect(h).toMatchObject({ source: 'ckan', breaker: 'closed', questions: 0, failed: 0, error_share: null, failing_since: null });
  });

  it('dates a run of failures from its first failure and clears it on a success', () => {
    let now = Date.parse('2026-11-26T14:00:00Z');
    const health = new UpstreamHealth(() => now);
    health.record(true);
    now = Date.parse('2026-11-26T14:02:00Z');
    health.record(false);
    now += 30_000;
    health.record(false);
    let h = health.snapshot('open');
    expect(h.failing_since).toBe('2026-11-26T14:02:00.000Z');
    expect(h.last_success_at).toBe('2026-11-26T14:00:00.000Z');
    expect(h).toMatchObject({ questions: 3, failed: 2, error_share: 0.667, breaker: 'open' });
    health.record(true);
    h = health.snapshot('closed');
    expect(h.failing_since).toBeNull();
    expect(h.error_share).toBe(0.5);
  });

  it('forgets outcomes older than the window', () => {
    let now = 1_000_000;
    const health = new UpstreamHealth(() => now);
    health.record(false);
    now += HEALTH_WINDOW_SECONDS * 1000 + 1;
    health.record(true);
    expect(health.snapshot('closed')).toMatchObject({ questions: 1, failed: 0, error_share: 0 });
  });
});
