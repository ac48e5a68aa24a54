// A Prometheus histogram for the request of every catalog answer (api/metrics/metrics.ts): each series (one set
// of label values) is found once and then observed with a walk over the bounds and two adds. prom-client's
// Histogram, even through a series from labels(), builds a label object, validates it and hashes it to a string
// on every observation, a few microseconds a request on the catalog fast path (issue 37). It is exposed through
// prom-client's Registry in the shape prom-client's own histograms give (buckets cumulative with le first, then
// +Inf, _sum and _count), so the scrape reads the same text; test/api/metrics/series-histogram.test.ts holds it to
// a prom-client Histogram fed the same observations.
import type { Metric, Registry } from 'prom-client';

export class HistogramSeries {
  readonly #bounds: readonly number[];
  /** Observations at or under each bound and over the one before (not cumulative). */
  readonly counts: number[];
  sum = 0;
  count = 0;

  constructor(bounds: readonly number[]) {
    this.#bounds = bounds;
    this.counts = bounds.map(() => 0);
  }

  observe(value: number): void {
    const bounds = this.#bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    if (i < bounds.length) this.counts[i]!++;
    this.sum += value;
    this.count++;
  }
}

interface ExportedValue {
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string>;
  value: number;
  metricName: string;
  /** prom-client's buckets carry null (no exemplars here), its _sum and _count undefined. */
  exemplar?: null;
}

export class SeriesHistogram<L extends string> {
  readonly name: string;
  readonly help: string;
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #labelNames: readonly L[];
  readonly #bounds: readonly number[];
  /** By label values joined, in the order first observed (prom-client's order too). */
  readonly #series = new Map<string, { labels: Record<L, string>; series: HistogramSeries }>();

  constructor(options: { name: string; help: string; labelNames: readonly L[]; buckets: readonly number[]; registers: Registry[] }) {
    this.name = options.name;
    this.help = options.help;
    this.#labelNames = options.labelNames;
    this.#bounds = [...options.buckets].sort((a, b) => a - b);
    for (const registry of options.registers) registry.registerMetric(this as unknown as Metric);
  }

  /** The series of these label values, made the first time. */
  series(labels: Record<L, string>): HistogramSeries {
    const key = this.#labelNames.map((name) => labels[name]).join('\u0000');
    let entry = this.#series.get(key);
    if (!entry) {
      const own = {} as Record<L, string>;
      for (const name of this.#labelNames) own[name] = labels[name];
      entry = { labels: own, series: new HistogramSeries(this.#bounds) };
      this.#series.set(key, entry);
    }
    return entry.series;
  }

  /** prom-client's Registry reads this when it writes the scrape. */
  async getForPromString() {
    const values: ExportedValue[] = [];
    const bucket = `${this.name}_bucket`;
    for (const { labels, series } of this.#series.values()) {
      let cumulative = 0;
      this.#bounds.forEach((le, i) => {
        cumulative += series.counts[i]!;
        values.push({ labels: { le }, sharedLabels: labels, value: cumulative, metricName: bucket, exemplar: null });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: labels, value: series.count, metricName: bucket, exemplar: null },
        { labels: {}, sharedLabels: labels, value: series.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: labels, value: series.count, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** The same with each value's labels in one record (prom-client's get()). */
  async get() {
    const data = await this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } })),
    };
  }

  /** Registry.resetMetrics() calls this. */
  reset(): void {
    this.#series.clear();
  }
}
