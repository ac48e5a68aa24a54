// `npm start`: builds only what is missing (the data if build/data/current.json is absent, the site if
// build/site is absent), then serves everything from one process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CURRENT_POINTER, DATA_DIR } from '../lib/shards/layout.ts';
import { runNpmScript } from './run-step.ts';
import { buildSite, siteIsBuilt } from './site-build.ts';

if (!existsSync(path.join(DATA_DIR, CURRENT_POINTER))) {
  process.stdout.write('start: no published data yet; running the pipeline\n');
  await runNpmScript('pipeline');
}
if (!siteIsBuilt()) {
  process.stdout.write('start: no built site yet; building it\n');
  await buildSite();
}
const { main } = await import('../api/server.ts');
await main();
