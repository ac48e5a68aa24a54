// Owns OpenTelemetry for the server and the pipeline. Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then no SDK
// is started, the API's tracer is its no-op one and every helper below returns at its first line, so the code that
// serves calls pays a null check (the SDK's modules are not even loaded). When set, traces and metrics go over
// OTLP/HTTP (JSON) to <endpoint>/v1/traces and <endpoint>/v1/metrics, batched, and shutdown() flushes both.
// Names: conventions.ts. In lib/ because the server and the pipeline both start it.
import {
  context,
  metrics,
  trace,
  SpanKind,
  SpanStatusCode,
  type Attributes,
  type Context,
  type Histogram,
  type Link,
  type Span,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  ATTR_ERROR_TYPE,
  ATTR_SERVICE_NAME,
  CARFACTS,
  HTTP_DURATION_BUCKETS,
  MCP,
  METRIC_HTTP_CLIENT_REQUEST_DURATION,
  METRIC_HTTP_SERVER_REQUEST_DURATION,
} from './conventions.ts';

export interface Telemetry {
  /** Whether spans and metrics are exported (OTEL_EXPORTER_OTLP_ENDPOINT set). */
  readonly enabled: boolean;
  /** Exports what is still buffered and stops; the process may exit after it. */
  shutdown(): Promise<void>;
}

interface Instruments {
  httpServer: Histogram;
  httpClient: Histogram;
  mcpOperation: Histogram;
  pipelineRun: Histogram;
}

/** Set while an SDK runs: what the helpers below test first. */
let instruments: Instruments | null = null;
let stopObservers: (() => void)[] = [];

/** Once a minute, as the SDK's default: shutdown() exports what a short run (the pipeline) has not. */
const METRIC_INTERVAL_MS = 60_000;
/** One export's limit (the SDK's default is 10 s): a dead or slow collector must not hold a shutdown, whose whole
 * budget (SIGTERM to exit) is 10 s and must leave time for the requests in flight and the services. */
const EXPORT_TIMEOUT_MS = 2_000;
/** The flush on shutdown as a whole: what is not sent by then is dropped. */
const SHUTDOWN_FLUSH_MS = 3_000;

export const propagator = new W3CTraceContextPropagator();

const OFF: Telemetry = { enabled: false, shutdown: async () => {} };

/** `endpoint` is OTEL_EXPORTER_OTLP_ENDPOINT (config.otelEndpoint); null leaves everything off. */
export async function startTelemetry(endpoint: string | null, serviceName: string): Promise<Telemetry> {
  if (endpoint === null) return OFF;
  if (instruments !== null) throw new Error('OpenTelemetry is already started in this process');
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { MeterProvider, PeriodicExportingMetricReader },
    traces,
    metricsExport,
    resources,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/sdk-metrics'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/exporter-metrics-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const { OTLPTraceExporter } = traces;
  const { OTLPMetricExporter } = metricsExport;
  const { resourceFromAttributes } = resources;
  const base = endpoint.replace(/\/+$/, '');
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName });
  const tracerProvider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${base}/v1/traces`, timeoutMillis: EXPORT_TIMEOUT_MS }))],
  });
  // The W3C propagator only: the service reads traceparent/tracestate and sends no baggage on.
  tracerProvider.register({ propagator });
  const meterProvider = new MeterProvider({
    resource,
    readers: [
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter({ url: `${base}/v1/metrics`, timeoutMillis: EXPORT_TIMEOUT_MS }),
        exportIntervalMillis: METRIC_INTERVAL_MS,
        exportTimeoutMillis: EXPORT_TIMEOUT_MS,
      }),
    ],
  });
  metrics.setGlobalMeterProvider(meterProvider);
  const meter = meterProvider.getMeter(CARFACTS.SCOPE);
  const http = (name: string, description: string) =>
    meter.createHistogram(name, { unit: 's', description, advice: { explicitBucketBoundaries: HTTP_DURATION_BUCKETS } });
  instruments = {
    httpServer: http(METRIC_HTTP_SERVER_REQUEST_DURATION, 'REST requests, by route template and status'),
    httpClient: http(METRIC_HTTP_CLIENT_REQUEST_DURATION, 'HTTP attempts at the ministry CKAN datastore'),
    mcpOperation: meter.createHistogram(MCP.SERVER_OPERATION_DURATION, {
      unit: 's',
      description: 'MCP requests and notifications, from arrival to result',
      advice: { explicitBucketBoundaries: [...MCP.DURATION_BUCKETS] },
    }),
    pipelineRun: meter.createHistogram(CARFACTS.PIPELINE_RUN_DURATION, {
      unit: 's',
      description: 'One run of npm run pipeline, whole, by outcome',
      advice: { explicitBucketBoundaries: [1, 5, 10, 30, 60, 120, 300, 600, 1200, 1800, 3600] },
    }),
  };
  return {
    enabled: true,
    async shutdown() {
      // The last export still reads the gauges: the services they read must be open until this resolves.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([tracerProvider.shutdown(), meterProvider.shutdown()]),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_FLUSH_MS))),
      ]);
      clearTimeout(timer);
      for (const stop of stopObservers) stop();
      stopObservers = [];
      instruments = null;
      trace.disable();
      metrics.disable();
    },
  };
}

export function telemetryOn(): boolean {
  return instruments !== null;
}

const tracer = () => trace.getTracer(CARFACTS.SCOPE);

export interface SpanSpec {
  name: string;
  kind: SpanKind;
  attributes?: Attributes;
  /** The parent when not the active context (a trace context the client sent). */
  parent?: Context;
  links?: Link[];
}

/** Starts a span (none while off); the caller ends it. */
export function startSpan(spec: SpanSpec): Span | null {
  if (instruments === null) return null;
  return tracer().startSpan(
    spec.name,
    { kind: spec.kind, ...(spec.attributes ? { attributes: spec.attributes } : {}), ...(spec.links ? { links: spec.links } : {}) },
    spec.parent ?? context.active(),
  );
}

/** Runs fn with `span` as the active span, so the spans fn starts are its children. */
export function withSpan<T>(span: Span | null, fn: () => T): T {
  return span === null ? fn() : context.with(trace.setSpan(context.active(), span), fn);
}

/** Marks the span failed with a low-cardinality error.type (never an error's message: it may quote input). */
export function failSpan(span: Span | null, errorType: string): void {
  if (span === null) return;
  span.setAttribute(ATTR_ERROR_TYPE, errorType);
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/** Runs fn in a new active span, ended when fn settles; a throw sets error.type to the error's class name. */
export async function traced<T>(spec: SpanSpec, fn: (span: Span | null) => Promise<T>): Promise<T> {
  const span = startSpan(spec);
  if (span === null) return fn(null);
  try {
    return await withSpan(span, () => fn(span));
  } catch (error) {
    failSpan(span, error instanceof Error ? error.name : 'unknown');
    throw error;
  } finally {
    span.end();
  }
}

const seconds = (startedMs: number) => (performance.now() - startedMs) / 1000;

/** `startedMs` is performance.now() at the start; the attributes come from fixed lists only. */
export function recordHttpServer(attributes: Attributes, startedMs: number): void {
  instruments?.httpServer.record(seconds(startedMs), attributes);
}

export function recordHttpClient(attributes: Attributes, startedMs: number): void {
  instruments?.httpClient.record(seconds(startedMs), attributes);
}

export function recordMcpOperation(attributes: Attributes, startedMs: number): void {
  instruments?.mcpOperation.record(seconds(startedMs), attributes);
}

export function recordPipelineRun(attributes: Attributes, startedMs: number): void {
  instruments?.pipelineRun.record(seconds(startedMs), attributes);
}

/** An observable gauge read at each export (nothing while off); `read` answers null when it does not know. */
export function observeGauge(name: string, description: string, read: () => Promise<number | null>): void {
  if (instruments === null) return;
  const gauge = metrics.getMeter(CARFACTS.SCOPE).createObservableGauge(name, { description });
  const callback = async (result: { observe(value: number): void }) => {
    const value = await read().catch(() => null);
    if (value !== null) result.observe(value);
  };
  gauge.addCallback(callback);
  stopObservers.push(() => gauge.removeCallback(callback));
}

export { SpanKind };
