// npm run bench -- <area> [args]: runs one area's benchmark. Each area module exports run(args).
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const AREAS: Record<string, string> = {
  api: 'api.ts',
  callbacks: 'callbacks.ts',
  'ckan-soak': 'ckan-soak.ts',
  fetch: 'fetch.ts',
  live: 'live.ts',
  'live-load': 'live-load.ts',
  mcp: 'mcp.ts',
  mix: 'mix.ts',
  pipeline: 'pipeline.ts',
  'plate-wait': 'plate-wait.ts',
  sample: 'sample.ts',
  search: 'search.ts',
  site: 'site.ts',
};

const [area, ...args] = process.argv.slice(2);
const file = area === undefined ? undefined : AREAS[area];
if (!file) {
  console.error(`usage: npm run bench -- <area>; areas: ${Object.keys(AREAS).sort().join(', ')}`);
  process.exit(2);
}
const mod = (await import(pathToFileURL(path.join(import.meta.dirname, file)).href)) as { run(args: string[]): Promise<void> };
await mod.run(args);
