// The change log end to end: two versions published from raw/ folders with known differences (a recall added, one
// withdrawn, a model added, a fee cell changed), then the same entries on every surface: REST, the MCP tool over a
// real client, the page, its twin and the Atom feed (checked by an XML validator and a real feed parser). Then a
// third version whose figures moved beyond the thresholds, published with --keep 1: flagged in the change log and
// the quality report, and the log still holds the versions pruned away.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Client } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenInProcess } from '../support/local-http.ts';
import { operations } from '../../api/operations/index.ts';
import { apiReference } from '../../api/openapi/api-reference.ts';
import { DataStore } from '../../lib/data/data-store.ts';
import { renderContext } from '../../lib/pages/render/render-page.ts';
import { changesPage } from '../../lib/pages/changes.ts';
import { pageModelHtml } from '../../lib/pages/serialise/html.ts';
import type { QualityReport } from '../../lib/shards/quality-schema.ts';
import { runPipeline } from '../../pipeline/pipeline.ts';
import { ADDED_RECALL, FEE_CELL, publishChangedVersions, SECOND_DATE, WITHDRAWN_RECALL } from '../support/changed-versions.ts';
import { tempDir } from '../support/temp-dir.ts';
import { connectClient, MODERN_VERSION } from './helpers/mcp-test-server.ts';
import { testApp } from './helpers/test-app.ts';

const BASE = 'https://cars.example';
const temp = tempDir('data-changes');
let out: string;
let store: DataStore;

interface Entry {
  version: string;
  previous_version: string | null;
  flagged: boolean;
  shifts: { kind: string; subject: string; before: number; after: number }[];
  recalls_added: { total: number; items: { recall_id: number; models: { model_slug: string }[] }[] };
  recalls_withdrawn: { total: number; items: { recall_id: number; models: { make_slug: string; model_slug: string }[] }[] };
  models_added: { items: { make_slug: string; model_slug: string }[] };
  model_years_added: { items: { model_slug: string; year: number }[] };
  rules_changed: { rule: string; status: string; cells: { items: { path: string; before: unknown; after: unknown }[] } }[];
}
interface ChangesData {
  version: string;
  entries: Entry[];
  total_entries: number;
  feed_url: string;
}

beforeAll(async () => {
  out = await publishChangedVersions(temp.dir);
  store = DataStore.openCurrent(out);
});
afterAll(() => temp.remove());

/** What every surface must say about the second version. */
function expectKnownChanges(text: string): void {
  for (const word of [String(ADDED_RECALL), String(WITHDRAWN_RECALL), 'YARIS', FEE_CELL.path, '1,266 → 1,300'])
    expect(text).toContain(word);
}

describe('the second version against the first', () => {
  let rest: ChangesData;
  beforeAll(async () => {
    const { app } = testApp(out);
    const res = await app.request('/api/v1/changes');
    expect(res.status).toBe(200);
    rest = ((await res.json()) as { data: ChangesData }).data;
  });

  it('REST lists both versions, newest first, with exactly the known differences', () => {
    const versions = readdirSync(out).filter((f) => /^\d{4}-/.test(f));
    expect(rest.version).toBe(store.version);
    expect(rest.entries.map((e) => e.version)).toEqual([store.version, versions.find((v) => v !== store.version)]);
    const [latest, first] = rest.entries;
    expect(first!.previous_version).toBeNull();
    expect(latest!.previous_version).toBe(first!.version);
    expect(latest!.recalls_added.items.map((r) => [r.recall_id, r.models.map((m) => m.model_slug)])).toEqual([[ADDED_RECALL, ['corolla']]]);
    expect(latest!.recalls_withdrawn.items.map((r) => [r.recall_id, r.models])).toEqual([
      [WITHDRAWN_RECALL, [{ make_slug: 'mercedes-benz', model_slug: 'vito', name: 'VITO' }]],
    ]);
    expect(latest!.models_added.items).toEqual([{ make_slug: 'toyota', model_slug: 'yaris', name: 'YARIS' }]);
    expect(latest!.model_years_added.items.map((y) => [y.model_slug, y.year])).toEqual([['yaris', 2021]]);
    expect(latest!.rules_changed).toEqual([{ rule: 'licence-fee', status: 'changed', cells: { total: 1, items: [FEE_CELL] } }]);
    expect(latest!.flagged).toBe(false);
    expect(rest.feed_url).toBe(`${BASE}/changes.atom`);
  });

  it('the MCP tool answers the same data over a real client', async () => {
    const { app } = testApp(out);
    const server = await listenInProcess(app.fetch);
    let client: Client | undefined;
    try {
      client = await connectClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mcp`, MODERN_VERSION);
      const { tools } = await client.listTools();
      expect(tools.find((t) => t.name === 'data_changes')?.description).toMatch(/Additive to the spec's twelve tools/);
      const answer = await client.callTool({ name: 'data_changes', arguments: {} });
      expect(answer.structuredContent).toEqual(rest);
    } finally {
      await client?.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('the page and its twin say the same, Hebrew first', async () => {
    const page = store.pages.find((p) => p.path === '/changes')!;
    const html = pageModelHtml(changesPage.build(renderContext(store, page, BASE, apiReference(operations)))!);
    expectKnownChanges(html);
    expect(html).toContain(`id="${store.version}"`);
    const { app } = testApp(out);
    const res = await app.request(`/api/v1/fetch?id=${encodeURIComponent(`${BASE}/changes`)}`);
    const twin = ((await res.json()) as { data: { text: string } }).data.text;
    expectKnownChanges(twin);
    expect(twin).toContain(`גרסת הנתונים מ־`);
    expect(twin).toContain('/changes.atom');
  });

  it('the Atom feed is valid RFC 4287 with one entry per version, the newest first', async () => {
    const { app } = testApp(out);
    const res = await app.request('/changes.atom');
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml) as { feed: { '@_xmlns': string } };
    expect(doc.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe('atom');
    expect(feed.items.map((i) => i.id)).toEqual(rest.entries.map((e) => `${BASE}/changes#${e.version}`));
    const latest = feed.items[0]!;
    expect(latest.title).toBe(
      `גרסת הנתונים מ־21.11.2026: ריקולים חדשים 1, ריקולים שהוסרו 1, דגמים חדשים 1, שנתונים חדשים 1, טבלאות כללים ששונו 1`,
    );
    expect(latest.updated?.toISOString().slice(0, 10)).toBe(SECOND_DATE);
    expectKnownChanges(latest.content!);
    // shown away from the site, its links are absolute
    expect(latest.content).toContain(`href="${BASE}/makes/`);
    expect(latest.content).not.toContain('href="/');
  });
});

describe('a third version whose figures moved beyond the thresholds, published with --keep 1', () => {
  let third: DataStore;
  beforeAll(async () => {
    const raw = path.join(temp.dir, 'raw-2');
    // One more Yaris on the road (registry 5 -> 6 rows, +20 %), judged by a threshold lowered to +10 % from 1 row.
    const registry = path.join(raw, 'registry/registry.csv');
    const yaris = readFileSync(registry, 'utf8').trimEnd().split('\n').at(-1)!;
    writeFileSync(registry, `${readFileSync(registry, 'utf8').trimEnd()}\n${yaris.replace('5|5678901|', '6|5678902|')}\n`);
    const rules = path.join(raw, 'rules/change-thresholds.json');
    const rule = JSON.parse(readFileSync(rules, 'utf8')) as { shifts: Record<string, { rise_share: number; min_before: number }> };
    rule.shifts.dataset_rows = { ...rule.shifts.dataset_rows!, rise_share: 0.1, min_before: 1 };
    writeFileSync(rules, JSON.stringify(rule));
    await runPipeline({ rawDir: raw, outDir: out, quiet: true, keep: 1, maxDrop: 0.2, memoryLimit: '512MB' });
    third = DataStore.openCurrent(out);
  });

  it('is published but flagged, in the change log and in the quality report', () => {
    const [latest] = third.changes!;
    expect(latest!.flagged).toBe(true);
    expect(latest!.shifts).toContainEqual(
      expect.objectContaining({ kind: 'dataset_rows', subject: 'registry', before: 5, after: 6, change_share: 0.2 }),
    );
    const check = (third.quality as QualityReport).checks.find((c) => c.check === 'notable_shifts');
    expect(check).toMatchObject({ status: 'flagged' });
    expect(check!.note).toContain('registry 5 -> 6');
    expect(latest!.rules_changed.map((r) => r.rule)).toEqual(['change-thresholds']);
  });

  it('keeps the entries of the versions pruned away', async () => {
    expect(readdirSync(out).filter((f) => /^\d{4}-/.test(f))).toEqual([third.version]);
    const { app } = testApp(out);
    const data = ((await (await app.request('/api/v1/changes')).json()) as { data: ChangesData }).data;
    expect(data.entries.map((e) => e.version)).toEqual([third.version, store.version, store.changes![1]!.version]);
    expect(data.entries[1]!.recalls_added.items.map((r) => r.recall_id)).toEqual([ADDED_RECALL]);
    const page = third.pages.find((p) => p.path === '/changes')!;
    const html = pageModelHtml(changesPage.build(renderContext(third, page, BASE, apiReference(operations)))!);
    expect(html).toContain('סומנה לבדיקה');
    expectKnownChanges(html);
  });
});
