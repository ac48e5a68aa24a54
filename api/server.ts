// Node entry: serves the app with @hono/node-server (limits and refusals: api/http/node-server.ts), reloads data
// when the pipeline publishes, and shuts down gracefully (stop accepting, finish requests in flight, close
// services) on SIGINT/SIGTERM.
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from '../lib/config.ts';
import { createApp } from './app.ts';
import { DataHolder } from './data-holder.ts';
import { openServices } from './services.ts';
import { levelFilter, type LogSink } from './http/access-log.ts';
import { listen } from './http/node-server.ts';
import { DATA_DIR } from '../lib/shards/layout.ts';
import { VersionSites } from './pages/version-sites.ts';
import { redactedUrl } from '../lib/text/redacted-url.ts';
import { API_PREFIX } from '../lib/api/api-paths.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { observeGauge, startTelemetry } from '../lib/telemetry/telemetry.ts';
import { CARFACTS } from '../lib/telemetry/conventions.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** The Prometheus endpoint, when METRICS_PORT is set. */
  metricsUrl: string | null;
  close(): Promise<void>;
}

export async function startServer(options: { config?: Config; dataDir?: string; log?: LogSink } = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig();
  const log = options.log ?? levelFilter(config.logLevel);
  const telemetry = await startTelemetry(config.otelEndpoint, 'carfacts-api');
  // A new data version is served only together with its pages (built for this base URL, in the background if need be).
  const sites = new VersionSites(config.siteDir, config.publicBaseUrl, log);
  const data = DataHolder.open(
    options.dataDir ?? DATA_DIR,
    (e) => log({ level: e.event === 'data_rejected' ? 'error' : 'info', msg: e.event, ...e }),
    (next, current) => sites.prepare(next, current),
  );
  data.watch();
  const services = await openServices(config, data, log);
  observeGauge(CARFACTS.OUTBOX_PENDING, 'Call-back events not yet delivered to the operator', async () => {
    const outbox = await services.metrics.outbox();
    return outbox === null ? 0 : outbox.pending;
  });
  const app = createApp({ data, ...services, config, log });
  const server = await listen(app.fetch, { port: config.port, hostname: config.host, log });
  const metrics =
    config.metricsPort === null
      ? null
      : await startMetricsServer({ port: config.metricsPort, host: config.metricsHost, sources: services.metrics });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    metricsUrl: metrics?.url ?? null,
    close() {
      closing ??= (async () => {
        data.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
        await metrics?.close();
        // Before the services: its last export reads the outbox depth from the call-back store.
        await telemetry.shutdown();
        await services.close();
      })();
      return closing;
    },
  };
}

function printUrls(running: RunningServer, config: Config): void {
  const base = running.url;
  process.stdout.write(
    [
      `Serving on ${base} (public base URL ${config.publicBaseUrl})`,
      `  site          ${base}/`,
      `  REST API      ${base}${API_PREFIX}/   (OpenAPI: ${base}/openapi.json)`,
      `  MCP           ${base}/api/mcp`,
      `  health        ${base}/api/health   ready: ${base}/api/ready`,
      ...(running.metricsUrl === null ? [] : [`  metrics       ${running.metricsUrl}   (Prometheus, METRICS_PORT)`]),
      ...(config.otelEndpoint === null
        ? []
        : [`  telemetry     ${redactedUrl(config.otelEndpoint)}   (OTLP/HTTP, OTEL_EXPORTER_OTLP_ENDPOINT)`]),
      '',
    ].join('\n'),
  );
}

/** Starts serving with the environment's config and exits cleanly on SIGINT/SIGTERM. */
export async function main(): Promise<void> {
  const config = loadConfig();
  const running = await startServer({ config });
  printUrls(running, config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stdout.write(`${signal}: finishing requests in flight, then exiting\n`);
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      void running.close().then(() => process.exit(0));
    });
  }
}

if (import.meta.main) await main();
