// The whole app on 127.0.0.1 (port 0), in the server entry's Node server (limits, refusals), over the sample
// shards that global setup publishes, for MCP tests that need real HTTP: the SDK client, the Inspector CLI and
// the conformance suite connect to it like any client.
import type { AddressInfo } from 'node:net';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { Config } from '../../../lib/config.ts';
import type { DataStore } from '../../../lib/data/data-store.ts';
import type { Registry } from '../../../api/registry/registry.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { MCP_PATH } from '../../../lib/api/api-paths.ts';
import { testApp, testConfig } from './test-app.ts';
import { listenInProcess } from '../../support/local-http.ts';

export interface McpTestServer {
  base: string;
  mcpUrl: string;
  /** PUBLIC_BASE_URL of the app: the origin of citation URLs and resource URIs. */
  publicBaseUrl: string;
  store: DataStore;
  app: ReturnType<typeof testApp>['app'];
  close(): Promise<void>;
}

/** Budgets high enough that a test file's calls never meet the limiter, unless a test lowers them. */
const GENEROUS = { rateLimitCatalog: 1e6, rateLimitLive: 1e6, rateLimitCallback: 1e6, rateLimitCallbackRefused: 1e6 };

/** `registry` replaces the fake registry (known plate 1234567) with, e.g., the local registry of the sample. */
export async function startMcpTestServer(config: Partial<Config> = {}, registry?: Registry): Promise<McpTestServer> {
  const merged = { ...GENEROUS, ...config };
  const { app, data } = testApp(DATA_DIR, { config: merged, ...(registry ? { registry } : {}) });
  const store = data.current();
  if (!store) throw new Error(`no data version in ${DATA_DIR}`);
  const server = await listenInProcess(app.fetch);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    mcpUrl: `${base}${MCP_PATH}`,
    publicBaseUrl: testConfig(merged).publicBaseUrl,
    store,
    app,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const MODERN_VERSION = '2026-07-28';

/** An SDK v2 client held to one protocol revision: modern by pinned server/discover, legacy by initialize. */
export async function connectClient(mcpUrl: string, version: string): Promise<Client> {
  const client = new Client(
    { name: 'car-facts-test', version: '1.0.0' },
    version === MODERN_VERSION ? { versionNegotiation: { mode: { pin: version } } } : { supportedProtocolVersions: [version] },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
  return client;
}

/** The per-request `_meta` envelope a 2026-07-28 client sends, for tests that write messages by hand. */
export function modernEnvelope(clientName: string): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': MODERN_VERSION,
    'io.modelcontextprotocol/clientInfo': { name: clientName, version: '1.0.0' },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
}
