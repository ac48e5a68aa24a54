// GET /api/v1/status and the /status page with its twin, through the whole application in process over the
// sample data version: the figures are the manifest's and the quality report's, the live parts the real local
// registry's and dry-run call-back service's, and a failing registry turns the page into a warning with its time.
import { describe, expect, it } from 'vitest';
import { testApp, fakeRegistry } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { ServiceStatus, ageDays } from '../../../lib/status/service-status.ts';
import { formatDateHe } from '../../../lib/text/format.ts';
import { UpstreamHealth } from '../../../api/registry/upstream-health.ts';

const store = DataStore.openCurrent(DATA_DIR);

async function statusOf(app: ReturnType<typeof testApp>['app']) {
  const res = await app.request('/api/v1/status');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return ServiceStatus.parse(((await res.json()) as { data: unknown }).data);
}

describe('GET /api/v1/status', () => {
  it("gives each dataset of the manifest with its date and age, and the quality report's checks", async () => {
    const { app } = testApp(DATA_DIR);
    const s = await statusOf(app);
    expect(s.status).toBe(s.problems.length === 0 ? 'ok' : 'degraded');
    expect(s.data.version).toBe(store.version);
    expect(s.data.data_date).toBe(store.dataDate);
    expect(s.data.published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(s.data.datasets.map((d) => [d.name, d.date, d.rows])).toEqual(store.manifest.sources.map((d) => [d.name, d.date, d.rows]));
    for (const d of s.data.datasets) expect(d.age_days).toBe(ageDays(d.date, Date.parse(s.checked_at)));
    const registry = s.data.datasets.find((d) => d.name === 'registry')!;
    const catalogued = store.rule('sources').datasets.find((d) => d.key === 'registry')!;
    expect([registry.name_he, registry.name_ar, registry.name_en]).toEqual([catalogued.name_he, catalogued.name_ar, catalogued.name_en]);
    expect(registry.rows_set_aside).toBe(store.quality!.datasets.find((d) => d.name === 'registry')!.rows_set_aside);
    expect(s.pipeline!.checks).toEqual(store.quality!.checks);
    expect(s.registry).toMatchObject({ source: 'local', breaker: null });
    expect(s.rate_limits).toEqual({ store: 'memory', shared: false });
    expect(s.callbacks).toMatchObject({ store: 'none', reachable: true, retention_days: 90, pending_deliveries: null });
  });

  it('takes no parameters: an unknown one is a 400 naming it', async () => {
    const { app } = testApp(DATA_DIR);
    const res = await app.request('/api/v1/status?plate=1234567');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('plate');
  });
});

describe('/status page', () => {
  it('shows the data date and every dataset, in HTML and in its twin by .md and by Accept', async () => {
    const { app } = testApp(DATA_DIR);
    const html = await (await app.request('/status')).text();
    expect(html).toContain('<h1');
    expect(html).toContain('מצב השירות');
    expect(html).toContain(formatDateHe(store.dataDate));
    const twinRes = await app.request('/status.md');
    expect(twinRes.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(twinRes.headers.get('cache-control')).toBe('private, no-store');
    const twin = await twinRes.text();
    expect(twin).toContain('# מצב השירות');
    for (const source of store.manifest.sources) expect(twin).toContain(source.rows.toLocaleString('en-US'));
    const negotiated = await app.request('/status', { headers: { Accept: 'text/markdown' } });
    expect(negotiated.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(negotiated.headers.get('vary')).toContain('Accept');
  });

  it('warns, with the time the failures began, while the live registry fails', async () => {
    let now = Date.parse('2026-11-26T14:02:00Z');
    const health = new UpstreamHealth(() => now);
    health.record(false);
    now += 20_000;
    health.record(false);
    const registry = { ...fakeRegistry(), health: () => health.snapshot('closed') };
    const { app } = testApp(DATA_DIR, { registry });
    const s = await statusOf(app);
    expect(s.status).toBe('degraded');
    expect(s.problems).toContainEqual(expect.objectContaining({ code: 'registry_failing', since: '2026-11-26T14:02:00.000Z' }));
    const twin = await (await app.request('/status.md')).text();
    expect(twin).toContain('הפניות למאגר משרד התחבורה נכשלות מאז 26.11.2026 14:02 UTC');
  });
});
