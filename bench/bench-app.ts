// The app the HTTP benchmarks load: the published data, the configured services, rate limits out of the way,
// and the most common model of the most common make (a realistic, existing catalog answer to ask for).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../api/app.ts';
import { DataHolder } from '../api/data-holder.ts';
import { loadConfig } from '../lib/config.ts';
import { openServices } from '../api/services.ts';
import { CURRENT_POINTER, DATA_DIR } from '../lib/shards/layout.ts';

export async function openBenchApp() {
  if (!existsSync(path.join(DATA_DIR, CURRENT_POINTER)))
    throw new Error(`no published data in ${DATA_DIR}: run \`npm run pipeline\` first`);
  const config = { ...loadConfig(), rateLimitCatalog: 1e9, rateLimitLive: 1e9 };
  const data = DataHolder.open(DATA_DIR);
  const store = data.current()!;
  const app = createApp({ data, ...(await openServices(config, data)), config, log: () => {} });
  const make = [...store.makes].sort((a, b) => b.cars_on_road - a.cars_on_road)[0]!;
  const model = [...store.make(make.slug)!.models].sort((a, b) => b.cars_on_road - a.cars_on_road)[0]!;
  return { app, store, make, model };
}
