import { defineConfig } from 'vitest/config';
import { underLoad } from './test/support/load-allowance.ts';

// Integration test files: each runs a pipeline, builds the site, drives Chromium or the MCP conformance suite,
// spawns a server or a command, or talks over loopback to PostgreSQL, Redis, the CKAN emulator or a webhook
// receiver. Every other test file is a unit test (pure functions, the app in process through app.request) and
// belongs to the fast project that `npm run test:unit` runs while editing.
const INTEGRATION = [
  'test/pipeline/{determinism,fetch-data,fetch-data-resume,fetch-data-wire,odometer-readings,publish,sample,sample-origin,validation}.test.ts',
  'test/site/**/*.test.ts',
  'test/api/{data-changes,duplicate-key,every-answer,multi-instance,sample-flag}.test.ts',
  'test/api/callbacks/{durability,free-text,operation,privacy,privacy-page,service}.test.ts',
  'test/api/http/{access-log-paths,catalog-fast-path,leased-tokens,rate-limiter,real-http}.test.ts',
  'test/api/pages/{callback-form-limit,callback-lang,live-pages,live-pages-lang}.test.ts',
  'test/api/feeds/feeds.test.ts',
  'test/api/live/*.test.ts',
  'test/api/metrics/{metrics-server,prometheus}.test.ts',
  'test/api/telemetry/{otlp-export,pipeline-telemetry}.test.ts',
  'test/api/mcp/{cards,lang,mcp-fast-path,real-clients}.test.ts',
  'test/api/openapi/openapi.test.ts',
  'test/api/status/hanging-stores.test.ts',
  'test/api/registry/{ckan-registry,hostile-registry,live-deadline,live-load,real-ckan-record,registry-thread}.test.ts',
  'test/deploy/nginx.test.ts',
  'test/scripts/install-engines.test.ts',
];

export default defineConfig({
  test: {
    // Both projects read the shards of build/data, so both keep the globalSetup that builds them; tests that share
    // build/ (pipeline publish, site build) serialise through it, so files may run in parallel.
    globalSetup: ['test/global-setup.ts'],
    // A hang detector, not a speed limit: a test that spawns servers takes several times longer on a loaded machine.
    testTimeout: underLoad(60_000),
    hookTimeout: 600_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: INTEGRATION } },
      { extends: true, test: { name: 'integration', include: INTEGRATION } },
    ],
    coverage: {
      provider: 'v8',
      include: ['api/**/*.ts', 'lib/**/*.ts', 'pipeline/**/*.ts', 'site/**/*.ts', 'scripts/**/*.ts'],
      reporter: ['text-summary'],
      reportsDirectory: 'build/coverage',
    },
  },
});
