// `npm start`: builds only what is missing (the data if build/data/current.json is absent or its version has another
// layout than this code reads, the site of the current data version for this PUBLIC_BASE_URL if this code never
// built it: lib/site/site-code.ts), then serves everything from one process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CURRENT_POINTER, DATA_DIR } from '../lib/shards/layout.ts';
import { runNpmScript } from './run-step.ts';
import { currentManifest } from '../pipeline/publish.ts';
import { buildSite } from './site-build.ts';

if (!existsSync(path.join(DATA_DIR, CURRENT_POINTER))) {
  process.stdout.write('start: no published data yet; running the pipeline\n');
  await runNpmScript('pipeline');
} else if (!currentManifest(DATA_DIR)) {
  process.stdout.write('start: the published data has another layout than this code reads (schema version); rebuilding it\n');
  await runNpmScript('pipeline');
}
await buildSite({ force: false });
const { main } = await import('../api/server.ts');
await main();
