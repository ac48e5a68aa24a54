// fetch-data on the real wire format: the verbatim records of test/fixtures/ckan/ served by the emulator (whose
// envelope is checked against the real answer) come out as the folder's CSV with every value as CKAN holds it,
// text-typed numbers and timestamps included; Retry-After is waited out, a validation 409 is not retried, a
// connection dropped mid-page is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchData } from '../../pipeline/fetch-data.ts';
import { retryAfterMs } from '../../pipeline/fetch/datastore-client.ts';
import { RAW_SOURCES } from '../../lib/datasets/raw-sources.ts';
import { CkanEmulator, type CkanField, type CkanTable } from '../support/ckan-emulator.ts';
import { plates, quiet, snapshot, startCkanEmulator } from './fetch-helpers.ts';

const fixture = (name: string) => JSON.parse(fs.readFileSync(new URL(`../fixtures/ckan/${name}`, import.meta.url), 'utf8'));
/** Verbatim: data.gov.il's answer for plate 3254433, its record from a cancellation answer, sample rows of two resources. */
const registryAnswer = fixture('registry-plate-3254433.json');
const cancelledRecord = fixture('cancelled-851ecab1-record.json') as Record<string, unknown>;
const recallRows = fixture('recall-notices-sample-rows.json').records as Record<string, unknown>[];
const priceRows = fixture('list-prices-sample-rows.json').records as Record<string, unknown>[];

/** A resource of verbatim records, typed as CKAN types them: numeric where the JSON value is a number. */
function tableOf(records: Record<string, unknown>[]): CkanTable {
  const ids = Object.keys(records[0]!).filter((k) => k !== '_id' && k !== 'rank');
  const fields: CkanField[] = ids.map((id) => ({ id, type: typeof records[0]![id] === 'number' ? 'numeric' : 'text' }));
  return { fields, records: records.map((r) => Object.fromEntries(ids.map((id) => [id, r[id]]))) };
}

let dir: string;
let out: string;
let staging: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetch-wire-'));
  out = path.join(dir, 'raw');
  staging = path.join(dir, 'staging');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (folder: string) => fs.readFileSync(path.join(out, folder, `${folder}.csv`), 'utf8');

describe('fetch-data on the real wire format', () => {
  it("the emulator's answer has the real answer's envelope: members, their order and types", async () => {
    const record = registryAnswer.result.records[0];
    const ckan = new CkanEmulator(
      new Map([[RAW_SOURCES.registry.resource_id, { fields: registryAnswer.result.fields, records: [record] }]]),
    );
    await ckan.start();
    try {
      const query = `resource_id=${RAW_SOURCES.registry.resource_id}&q=3254433`;
      const response = await fetch(`${ckan.baseUrl}/api/3/action/datastore_search?${query}&limit=32000`, {
        headers: { 'user-agent': 'israel-car-facts-test/1.0' },
      });
      const answer = await response.json();
      const shape = (value: unknown): unknown =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
          : Array.isArray(value)
            ? 'array'
            : typeof value;
      expect(Object.keys(answer.result)).toEqual(Object.keys(registryAnswer.result));
      expect(shape({ ...answer, result: { ...answer.result, records: [] } })).toEqual(
        shape({ ...registryAnswer, result: { ...registryAnswer.result, records: [] } }),
      );
      expect(answer.result._links.start).toBe(`/api/3/action/datastore_search?${query}&limit=32000`);
      expect(answer.result.records).toEqual([record]);
      expect(answer.result.fields).toEqual(registryAnswer.result.fields);
    } finally {
      await ckan.stop();
    }
  });

  it('writes the verbatim records as the folder CSV, values as CKAN holds them', async () => {
    const registry: CkanTable = { fields: registryAnswer.result.fields.slice(1), records: registryAnswer.result.records };
    const ckan = await startCkanEmulator({
      [RAW_SOURCES.registry.resource_id]: registry,
      [RAW_SOURCES.cancelled.resource_id]: tableOf([cancelledRecord]),
      [RAW_SOURCES.recallNotices.resource_id]: tableOf(recallRows),
      [RAW_SOURCES.listPrices.resource_id]: tableOf(priceRows),
    });
    try {
      await fetchData({
        baseUrl: ckan.baseUrl,
        out,
        staging,
        only: ['registry', 'cancelled', 'recallNotices', 'listPrices'],
        log: quiet(),
      });
      expect(read('registry').split('\n')[1]).toBe(
        '3254433|351|P|דאציה רומניה|12|5SDA1C|LAUREATE||13|2015|H4B|2024-11-14|2025-11-28|פרטי|UU1*5SDA1C*F0078185|11|' +
          'שחור מטלי|205/55R16|205/55R16|בנזין|150548|2015-11|SANDERO',
      );
      // The cancellation file's road month is a plain year and its cancellation date a timestamp.
      expect(read('cancelled').split('\n')[1]).toBe(
        '88180102,481,יונדאי קוריאה,308,K281H,112,פרטי נוסעים,2022,2022-05-22T00:00:00,KMHK281HFNU152516,יונדאי,EM16,' +
          'EM16N2M093CS,2020,EV,7,0,2022,פרטי,שנהב לבן,215/55R17,215/55R17,חשמל,200006,KONA',
      );
      expect(read('recall-notices').split('\n').slice(1, 3)).toEqual([
        '11020,TOYOTA,AVENSIS,2000-01-02,2008-12-31,מנוע ומערכותיו,שסתום צינור דלק אוונסיס,1',
        '11026,MERCEDES BENZ,"VITO,VIANO",2008-01-01,2010-12-31,חשמל אליקטרוניקה ומיזוג,ממסר מאוור מזגן,38',
      ]);
      expect(read('list-prices').split('\n')[2]).toBe('928,4060,1996,61990,91 NR I4.1 4 דלתות,1,"קרסו מוטורס בע""מ",P');
    } finally {
      await ckan.stop();
    }
  });

  it('passes text-typed numbers and timestamps through as sent', async () => {
    // The same registry row as a datastore that typed every column text would send it.
    const drifted: CkanTable = {
      fields: ['mispar_rechev', 'tozeret_cd', 'degem_cd', 'kvutzat_zihum', 'mivchan_acharon_dt', 'tokef_dt'].map((id) => ({
        id,
        type: 'text',
      })),
      records: [
        {
          mispar_rechev: '3254433',
          tozeret_cd: '351.0',
          degem_cd: '12',
          kvutzat_zihum: '',
          mivchan_acharon_dt: '2024-11-14T00:00:00',
          tokef_dt: '2025-11-28 00:00:00',
        },
        {
          mispar_rechev: '1498',
          tozeret_cd: null,
          degem_cd: '1498.0',
          kvutzat_zihum: null,
          mivchan_acharon_dt: null,
          tokef_dt: '2025-11-28',
        },
      ],
    };
    const ckan = await startCkanEmulator({ [RAW_SOURCES.registry.resource_id]: drifted });
    try {
      await fetchData({ baseUrl: ckan.baseUrl, out, staging, only: ['registry'], log: quiet() });
      expect(read('registry')).toBe(
        'mispar_rechev|tozeret_cd|degem_cd|kvutzat_zihum|mivchan_acharon_dt|tokef_dt\n' +
          '3254433|351.0|12||2024-11-14T00:00:00|2025-11-28 00:00:00\n' +
          '1498||1498.0|||2025-11-28\n',
      );
    } finally {
      await ckan.stop();
    }
  });

  it('waits as long as Retry-After asks on 429, at least its own backoff', async () => {
    const waits: number[] = [];
    const ckan = await startCkanEmulator(
      { [RAW_SOURCES.registry.resource_id]: plates(3) },
      { failures: 2, failStatus: 429, retryAfter: '7' },
    );
    try {
      await fetchData({
        baseUrl: ckan.baseUrl,
        out,
        staging,
        only: ['registry'],
        retryBaseMs: 100,
        wait: async (ms) => void waits.push(ms),
        log: quiet(),
      });
      expect(waits).toEqual([7000, 7000]);
      expect(ckan.requests).toHaveLength(3);
      ckan.requests.length = 0;
      Object.assign(ckan, { failures: 3, failStatus: 503, retryAfter: null });
      waits.length = 0;
      fs.rmSync(out, { recursive: true });
      await fetchData({
        baseUrl: ckan.baseUrl,
        out,
        staging,
        only: ['registry'],
        retryBaseMs: 100,
        wait: async (ms) => void waits.push(ms),
        log: quiet(),
      });
      expect(waits).toEqual([100, 200, 400]);
    } finally {
      await ckan.stop();
    }
  });

  it('stops with CKAN_RATE_LIMITED when Retry-After is longer than a run should wait, raw/ untouched', async () => {
    const ckan = await startCkanEmulator(
      { [RAW_SOURCES.registry.resource_id]: plates(3) },
      { failures: 1, failStatus: 429, retryAfter: '3600' },
    );
    try {
      const run = fetchData({ baseUrl: ckan.baseUrl, out, staging, only: ['registry'], wait: async () => {}, log: quiet() });
      await expect(run).rejects.toMatchObject({ code: 'CKAN_RATE_LIMITED', message: expect.stringMatching(/wait 60 minutes.*resumes/) });
      expect(fs.existsSync(out)).toBe(false);
    } finally {
      await ckan.stop();
    }
  });

  it('retries a 409 conflict but not a 409 validation error, which it reports in CKAN words', async () => {
    const conflict = await startCkanEmulator({ [RAW_SOURCES.registry.resource_id]: plates(3) }, { failures: 1, failStatus: 409 });
    try {
      await fetchData({ baseUrl: conflict.baseUrl, out, staging, only: ['registry'], wait: async () => {}, log: quiet() });
      expect(conflict.requests).toHaveLength(2);
    } finally {
      await conflict.stop();
    }
    // A resource without CKAN's _id cannot be sorted by it: CKAN says so with a Validation Error.
    const before = snapshot(out);
    const noId = new CkanEmulator(new Map([[RAW_SOURCES.registry.resource_id, plates(3)]]));
    await noId.start();
    try {
      const run = fetchData({ baseUrl: noId.baseUrl, out, staging, only: ['registry'], wait: async () => {}, log: quiet() });
      await expect(run).rejects.toMatchObject({
        code: 'CKAN_HTTP_ERROR',
        message: expect.stringContaining('sort: field "_id" not in table'),
      });
      expect(noId.requests).toHaveLength(1);
      expect(snapshot(out)).toEqual(before);
    } finally {
      await noId.stop();
    }
  });

  it('asks again for a page whose connection dropped mid-body', async () => {
    const ckan = await startCkanEmulator({ [RAW_SOURCES.registry.resource_id]: plates(12) }, { failWhen: null });
    ckan.onRequest = (request) => {
      if (request.offset === 4 && ckan.requests.length === 2) ckan.drops = 1;
    };
    try {
      const [report] = await fetchData({
        baseUrl: ckan.baseUrl,
        out,
        staging,
        only: ['registry'],
        pageSize: 5,
        wait: async () => {},
        log: quiet(),
      });
      expect(ckan.requests.map((r) => r.offset)).toEqual([0, 4, 4, 8]);
      expect(report!.rows).toBe(12);
      expect(read('registry').trimEnd().split('\n')).toHaveLength(13);
    } finally {
      await ckan.stop();
    }
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-22T03:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sun, 22 Nov 2026 03:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterMs('Sun, 22 Nov 2026 02:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
