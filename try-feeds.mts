import { testApp } from './test/api/helpers/test-app.ts';
import { DATA_DIR } from './lib/shards/layout.ts';
import { LocalRegistry } from './api/registry/local-registry.ts';
import { DataStore } from './lib/data/data-store.ts';
const store = DataStore.openCurrent(DATA_DIR);
const local = new LocalRegistry(() => store.registryDbPath);
const { app } = testApp(DATA_DIR, { registry: local, config: { publicBaseUrl: 'https://cars.example' } });
for (const p of process.argv.slice(2)) {
  const r = await app.request(p);
  console.log('==', p, r.status, r.headers.get('content-type'), r.headers.get('cache-control'), r.headers.get('etag'));
  console.log((await r.text()).slice(0, Number(process.env.N ?? 3000)));
}
await local.close();
