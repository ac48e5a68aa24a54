// The Prometheus endpoint: GET /metrics on a listener of its own (METRICS_PORT, off by default; METRICS_HOST,
// 127.0.0.1 by default), never on the public port. The public port sits behind the CDN and its rate limits; the
// metrics say how the service is doing (breaker state, outbox depth) and need no token when only the host, or a
// private network the operator chooses, can reach them. Gauges are read when scraped, from the services
// themselves, so a scrape never sees a figure older than itself.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Gauge, Registry } from 'prom-client';
import { requestMetrics } from './metrics.ts';
import { SERVER_LIMITS, TIMEOUT_OPTIONS } from '../http/node-server.ts';

export interface MetricsSources {
  /** The live registry's circuit breaker; null for the local registry, which has none. */
  breakerState(): 'closed' | 'open' | 'half_open' | null;
  /** Call-back events not yet delivered and the oldest one's age; null when nothing is stored (no operator). */
  outbox(): Promise<{ pending: number; oldestSeconds: number } | null>;
  /** The data date (YYYY-MM-DD) of the version served now; null before one is loaded. */
  dataDate(): string | null;
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

const BREAKER_STATES = ['closed', 'half_open', 'open'] as const;

function scrapeGauges(sources: MetricsSources, now: () => number): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'carfacts_registry_breaker_state',
    help: 'Live registry circuit breaker: 1 for the state it is in (absent with the local registry)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const state = sources.breakerState();
      if (state === null) return;
      for (const s of BREAKER_STATES) this.set({ state: s }, s === state ? 1 : 0);
    },
  });
  // Each gauge reads the outbox itself (two small counting queries a scrape). prom-client always writes a gauge
  // without labels, so what is not known is NaN, never a zero that reads as good news: a store that cannot be read
  // is NaN (the scrape still answers with every other figure); with no operator nothing is stored and nothing waits.
  const outboxGauge = (name: string, help: string, read: (o: { pending: number; oldestSeconds: number }) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const outbox = await sources.outbox().then(
          (o) => o ?? { pending: 0, oldestSeconds: 0 },
          () => null,
        );
        this.set(outbox === null ? Number.NaN : read(outbox));
      },
    });
  outboxGauge(
    'carfacts_callback_outbox_pending',
    'Call-back events not yet delivered to the operator; NaN while the store cannot be read',
    (o) => o.pending,
  );
  outboxGauge(
    'carfacts_callback_outbox_oldest_age_seconds',
    'Age of the oldest undelivered call-back event; 0 when none waits, NaN while the store cannot be read',
    (o) => o.oldestSeconds,
  );
  new Gauge({
    name: 'carfacts_data_age_seconds',
    help: 'Seconds since the data date (UTC midnight) of the data version served now; NaN before one is loaded',
    registers: [registry],
    collect() {
      const date = sources.dataDate();
      this.set(date === null ? Number.NaN : Math.max(0, Math.floor((now() - Date.parse(`${date}T00:00:00Z`)) / 1000)));
    },
  });
  // No prom-client default metrics: three of its Node gauges end in _total, which promtool rejects, and the
  // host's exporter already reports the process.
  return registry;
}

/** `port` 0 takes any free port (tests); the URL says which. */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  sources: MetricsSources;
  now?: () => number;
}): Promise<MetricsServer> {
  const registry = Registry.merge([requestMetrics, scrapeGauges(options.sources, options.now ?? Date.now)]);
  // The public port's limits: Node's defaults kept a half-sent request 88 s.
  const server: Server = createServer(TIMEOUT_OPTIONS, (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Prometheus metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('the metrics could not be collected\n'),
    );
  });
  server.setTimeout(SERVER_LIMITS.idleTimeout);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
