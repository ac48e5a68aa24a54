// openServices picks the registry by REGISTRY and opens the call-back store only when an operator is configured.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { openServices, type Services } from '../../api/services.ts';
import { DataHolder } from '../../api/data-holder.ts';
import { LocalRegistry } from '../../api/registry/local-registry.ts';
import { CkanRegistry } from '../../api/registry/ckan-registry.ts';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import { testConfig } from './helpers/test-app.ts';
import { tempDir } from '../support/temp-dir.ts';

const opened: Services[] = [];
const tmp = tempDir('live-services');

afterEach(async () => {
  for (const s of opened.splice(0)) {
    await s.registry.close();
    await s.callbacks.close();
  }
});
afterAll(() => tmp.remove());

describe('openServices', () => {
  it('answers from the local registry.duckdb by default, with nothing stored without an operator', async () => {
    const dbPath = path.join(tmp.dir, 'unused.sqlite');
    const services = await openServices(
      testConfig({ registry: 'local', callbackDbPath: dbPath, operatorWebhookUrl: '' }),
      DataHolder.open(DATA_DIR),
    );
    opened.push(services);
    expect(services.registry).toBeInstanceOf(LocalRegistry);
    expect((await services.registry.findVehicle('10000002')).value?.year).toBe(2024);
    expect(services.callbacks.deliveryConfigured).toBe(false);
    expect(existsSync(dbPath)).toBe(false);
  });

  it('asks CKAN when REGISTRY is ckan, and opens the store when an operator webhook is set', async () => {
    const dbPath = path.join(tmp.dir, 'callbacks.sqlite');
    const services = await openServices(
      testConfig({
        registry: 'ckan',
        ckanBaseUrl: 'http://127.0.0.1:9',
        callbackDbPath: dbPath,
        operatorWebhookUrl: 'http://127.0.0.1:9/hook',
        operatorWebhookSecret: 's',
        operatorName: 'Op',
      }),
      DataHolder.open(DATA_DIR),
    );
    opened.push(services);
    expect(services.registry).toBeInstanceOf(CkanRegistry);
    expect(services.callbacks).toMatchObject({ deliveryConfigured: true, operatorName: 'Op' });
    expect(existsSync(dbPath)).toBe(true);
  });
});
