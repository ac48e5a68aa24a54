// A stand-in for an OpenTelemetry collector: a real HTTP server on 127.0.0.1 that takes OTLP/HTTP JSON exports
// (POST /v1/traces, /v1/metrics), answers 200 as a collector does, and keeps each body decoded and as text.
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { closeNow, listenLocal } from './local-http.ts';

export interface OtlpExport {
  path: string;
  text: string;
  body: unknown;
}

export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  status?: { code?: number };
}

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };

const plain = (v: AnyValue): string | number | boolean =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.doubleValue ?? v.boolValue ?? ''));

export class OtlpReceiver {
  readonly exports: OtlpExport[] = [];
  /** Exports are taken in and never answered: a collector that hangs. */
  hanging = false;
  #server: Server | null = null;
  #port = 0;
  #waiting: (() => void)[] = [];

  /** The base URL to give OTEL_EXPORTER_OTLP_ENDPOINT. */
  get endpoint(): string {
    return `http://127.0.0.1:${this.#port}`;
  }

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      if (this.hanging) return;
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        this.exports.push({ path: req.url ?? '', text, body: JSON.parse(text) as unknown });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        for (const wake of this.#waiting.splice(0)) wake();
      });
    });
    this.#port = await listenLocal(this.#server);
  }

  async stop(): Promise<void> {
    if (this.#server) await closeNow(this.#server);
  }

  /** Every span exported so far, attributes flattened. */
  spans(): OtlpSpan[] {
    return this.exports
      .filter((e) => e.path === '/v1/traces')
      .flatMap((e) => (e.body as { resourceSpans: { scopeSpans: { spans: Record<string, unknown>[] }[] }[] }).resourceSpans)
      .flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))
      .map((s) => ({
        ...(s as unknown as OtlpSpan),
        attributes: Object.fromEntries(((s.attributes ?? []) as { key: string; value: AnyValue }[]).map((a) => [a.key, plain(a.value)])),
      }));
  }

  /** Every metric name exported so far, with its data points' attributes. */
  metrics(): { name: string; unit: string; points: Record<string, string | number | boolean>[] }[] {
    return this.exports
      .filter((e) => e.path === '/v1/metrics')
      .flatMap((e) => (e.body as { resourceMetrics: { scopeMetrics: { metrics: Record<string, unknown>[] }[] }[] }).resourceMetrics)
      .flatMap((r) => r.scopeMetrics.flatMap((s) => s.metrics))
      .map((m) => {
        const data = (m.histogram ?? m.gauge ?? m.sum) as
          { dataPoints?: { attributes?: { key: string; value: AnyValue }[] }[] } | undefined;
        return {
          name: String(m.name),
          unit: String(m.unit ?? ''),
          points: (data?.dataPoints ?? []).map((p) => Object.fromEntries((p.attributes ?? []).map((a) => [a.key, plain(a.value)]))),
        };
      });
  }

  /** Resolves once `ready()` holds, checked at each export that arrives; rejects past the deadline (a hang, not a speed limit). */
  async until(ready: () => boolean, what: string, deadlineMs = 60_000): Promise<void> {
    const deadline = Date.now() + deadlineMs;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`the OTLP receiver never got ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}
