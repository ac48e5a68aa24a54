// Hot data reload: a new version is picked up without a restart, a broken one is never loaded, and a request
// that started on the old version finishes on it.
import { describe, expect, it } from 'vitest';
import { fixtureDataDir, publishFixtureVersion } from '../support/fixture-versions/api-catalog.ts';
import { testApp } from './helpers/test-app.ts';
import { DataHolder } from '../../api/data-holder.ts';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('data holder', () => {
  it('swaps to a newly published version and rejects one that fails validation', async () => {
    const dir = fixtureDataDir();
    const events: string[] = [];
    const holder = DataHolder.open(dir, (e) => events.push(e.event));
    expect(holder.current()!.version).toBe('v1');
    publishFixtureVersion(dir, 'v2', { extraMake: true });
    expect(holder.reload()).toBe(true);
    expect(holder.current()!.version).toBe('v2');
    expect(holder.current()!.makes.map((m) => m.slug)).toContain('kia');
    publishFixtureVersion(dir, 'v3', { broken: true });
    expect(holder.reload()).toBe(false);
    expect(holder.current()!.version).toBe('v2');
    expect(events).toEqual(['data_loaded', 'data_loaded', 'data_rejected']);
  });

  it('notices a publish through the folder watch, and the app serves the new version', async () => {
    const dir = fixtureDataDir();
    const { app, data } = testApp(dir);
    data.watch(20);
    try {
      expect((await app.request('/api/v1/makes/kia/models')).status).toBe(404);
      const swapped = new Promise<void>((resolve) => data.onSwap(() => resolve()));
      publishFixtureVersion(dir, 'v2', { extraMake: true });
      await swapped;
      expect((await app.request('/api/v1/makes/kia/models')).status).toBe(200);
      expect((await (await app.request('/api/ready')).json()).data_version).toBe('v2');
    } finally {
      data.close();
    }
  });

  it('finds a version published into a folder that did not exist at start, by polling', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'api-late-'));
    const dir = path.join(root, 'data');
    const holder = DataHolder.open(dir);
    expect(holder.current()).toBeNull();
    holder.watch(20, 30);
    try {
      const swapped = new Promise<void>((resolve) => holder.onSwap(() => resolve()));
      mkdirSync(dir);
      publishFixtureVersion(dir, 'v1');
      await swapped;
      expect(holder.current()!.version).toBe('v1');
    } finally {
      holder.close();
    }
  });

  it(
    'behind a gate, keeps the old version until the gate opens, skips a version superseded ' + 'meanwhile, and stays on a refused one',
    async () => {
      const dir = fixtureDataDir();
      const events: string[] = [];
      const asked: { version: string; current: string; open: () => void; refuse: (e: Error) => void }[] = [];
      const holder = DataHolder.open(
        dir,
        (e) => events.push(e.event),
        (next, current) => new Promise((open, refuse) => asked.push({ version: next.version, current: current.version, open, refuse })),
      );
      // Nothing is served before the first version, so it is not held back.
      expect(holder.current()!.version).toBe('v1');
      publishFixtureVersion(dir, 'v2', { extraMake: true });
      expect(holder.reload()).toBe(false);
      expect(holder.reload()).toBe(false);
      expect(asked.map((a) => [a.version, a.current])).toEqual([['v2', 'v1']]);
      expect(holder.current()!.version).toBe('v1');

      publishFixtureVersion(dir, 'v3');
      holder.reload();
      const swapped = new Promise<string>((resolve) => holder.onSwap((store) => resolve(store.version)));
      asked[1]!.open();
      expect(await swapped).toBe('v3');
      // v2's gate opening late must not turn the holder back from v3.
      asked[0]!.open();
      await new Promise((resolve) => setImmediate(resolve));
      expect(holder.current()!.version).toBe('v3');

      publishFixtureVersion(dir, 'v4');
      holder.reload();
      asked[2]!.refuse(new Error('its site could not be built'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(holder.current()!.version).toBe('v3');
      expect(events).toEqual(['data_loaded', 'data_waiting', 'data_waiting', 'data_loaded', 'data_waiting', 'data_rejected']);
    },
  );

  it('lets a request in flight finish on the version it started with', async () => {
    const dir = fixtureDataDir();
    const holder = DataHolder.open(dir);
    const captured = holder.current()!;
    publishFixtureVersion(dir, 'v2', { extraMake: true });
    holder.reload();
    expect(holder.current()!.version).toBe('v2');
    // The captured store still answers from v1, including shards it had not read yet.
    expect(captured.version).toBe('v1');
    expect(captured.makes.map((m) => m.slug)).not.toContain('kia');
    expect(captured.model('toyota', 'corolla')!.summary.cars_on_road).toBe(900);
  });
});
