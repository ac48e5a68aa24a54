// The service's Prometheus metrics, owned here: the code that serves calls reports through the small functions
// below, and the metrics listener (metrics-server.ts) exposes them. Every label value comes from a fixed list
// (operation and tool names, registry questions, outcome words, HTTP status codes), never from a request's path,
// query or body, so no plate, phone or name can reach a label. Observing costs a label lookup and an add; nothing
// is kept per client.
import { Counter, Histogram, Registry } from 'prom-client';
import { SeriesHistogram, type HistogramSeries } from './series-histogram.ts';

/** What the request metrics are registered in; the listener merges it with the gauges it reads at scrape time. */
export const requestMetrics = new Registry();

/** Seconds, from a cached catalog answer (well under a millisecond) to a live look-up at its deadline (5 s). */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const restDuration = new SeriesHistogram({
  name: 'carfacts_rest_request_duration_seconds',
  help: 'REST requests by operation (operationId) and HTTP status, from routing to the answer',
  labelNames: ['operation', 'code'] as const,
  buckets: DURATION_BUCKETS,
  registers: [requestMetrics],
});

const toolDuration = new Histogram({
  name: 'carfacts_mcp_tool_duration_seconds',
  help: 'MCP tools/call requests by tool name, from the parsed body to the answer',
  labelNames: ['tool'] as const,
  buckets: DURATION_BUCKETS,
  registers: [requestMetrics],
});

/** Answers counted in plain numbers and added to the counters when they are read (prom-client runs collect before
 * every read): an inc() on every catalog answer built a label object and a result object (issue 37). */
const pending = { hits: 0, misses: 0 };

new Counter({
  name: 'carfacts_answer_cache_hits_total',
  help: 'Catalog answers served from the answer cache (REST and MCP)',
  registers: [requestMetrics],
  collect() {
    if (pending.hits > 0) this.inc(pending.hits);
    pending.hits = 0;
  },
});

new Counter({
  name: 'carfacts_answer_cache_misses_total',
  help: 'Catalog answers computed because the answer cache did not hold them (REST and MCP)',
  registers: [requestMetrics],
  collect() {
    if (pending.misses > 0) this.inc(pending.misses);
    pending.misses = 0;
  },
});

/** How a registry question ended: answered afresh, from the live registry's cache, from its cache past the TTL
 * because the upstream failed, or not at all. */
export type RegistryOutcome = 'ok' | 'cached' | 'stale' | 'unavailable' | 'error';

const registryDuration = new Histogram({
  name: 'carfacts_registry_question_duration_seconds',
  help: 'Registry questions about a plate by registry (local or ckan), question and outcome',
  labelNames: ['registry', 'question', 'outcome'] as const,
  buckets: DURATION_BUCKETS,
  registers: [requestMetrics],
});

/** How one HTTP attempt at the ministry's CKAN ended (api/registry/ckan-client.ts). */
export type UpstreamOutcome = 'ok' | 'timeout' | 'failing' | 'refused' | 'cut_off';

const upstreamDuration = new Histogram({
  name: 'carfacts_upstream_attempt_duration_seconds',
  help: 'HTTP attempts at the ministry CKAN datastore (data.gov.il) by outcome',
  labelNames: ['outcome'] as const,
  buckets: DURATION_BUCKETS,
  registers: [requestMetrics],
});

const seconds = (startedMs: number) => (performance.now() - startedMs) / 1000;

/** The series of each operation and status, and of each tool, found once. Bounded by the fixed lists the labels
 * come from. */
const restSeries = new Map<string, Map<number, HistogramSeries>>();
const toolSeries = new Map<string, Histogram.Internal<'tool'>>();

/** `startedMs` is performance.now() when the request was routed. */
export function observeRestRequest(operation: string, status: number, startedMs: number): void {
  let byStatus = restSeries.get(operation);
  if (!byStatus) {
    byStatus = new Map();
    restSeries.set(operation, byStatus);
  }
  let series = byStatus.get(status);
  if (!series) {
    series = restDuration.series({ operation, code: String(status) });
    byStatus.set(status, series);
  }
  series.observe(seconds(startedMs));
}

export function observeToolCall(tool: string, startedMs: number): void {
  let series = toolSeries.get(tool);
  if (!series) {
    series = toolDuration.labels({ tool });
    toolSeries.set(tool, series);
  }
  series.observe(seconds(startedMs));
}

export function countAnswerCache(hit: boolean): void {
  if (hit) pending.hits++;
  else pending.misses++;
}

export function observeRegistryQuestion(registry: string, question: string, outcome: RegistryOutcome, startedMs: number): void {
  registryDuration.observe({ registry, question, outcome }, seconds(startedMs));
}

export function observeUpstreamAttempt(outcome: UpstreamOutcome, startedMs: number): void {
  upstreamDuration.observe({ outcome }, seconds(startedMs));
}
