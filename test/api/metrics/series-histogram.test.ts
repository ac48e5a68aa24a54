// The REST request histogram (api/metrics/series-histogram.ts) scrapes as prom-client's own Histogram does when fed
// the same observations: the same text (bucket bounds, cumulative counts, +Inf, _sum, _count, label order, series
// order), the same JSON, merged into another registry as the metrics listener does, and empty after a reset.
import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { SeriesHistogram } from '../../../api/metrics/series-histogram.ts';

const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OPTIONS = { name: 'test_duration_seconds', help: 'a "help" \\ text', labelNames: ['operation', 'code'] as const, buckets: BUCKETS };
/** On a bound, between bounds, under the first, over the last. */
const OBSERVED: [string, string, number][] = [
  ['model_info', '200', 0.0005],
  ['model_info', '200', 0.0002],
  ['search', '304', 0.003],
  ['model_info', '200', 12],
  ['model_info', '429', 0.1],
  ['search', '304', 0],
  ['model_info', '200', 0.0011],
];

function both() {
  const [ours, theirs] = [new Registry(), new Registry()];
  const histogram = new SeriesHistogram({ ...OPTIONS, registers: [ours] });
  const reference = new Histogram({ ...OPTIONS, registers: [theirs] });
  for (const [operation, code, value] of OBSERVED) {
    histogram.series({ operation, code }).observe(value);
    reference.labels({ operation, code }).observe(value);
  }
  return { ours, theirs, histogram, reference };
}

describe('series histogram', () => {
  it('scrapes as a prom-client Histogram fed the same observations', async () => {
    const { ours, theirs } = both();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    const merged = [Registry.merge([ours, new Registry()]), Registry.merge([theirs, new Registry()])];
    expect(await merged[0]!.metrics()).toBe(await merged[1]!.metrics());
    expect(await ours.metrics()).toContain('test_duration_seconds_bucket{le="0.0005",operation="model_info",code="200"} 2');
  });

  it('is empty after a reset, as prom-client is', async () => {
    const { ours, theirs } = both();
    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
