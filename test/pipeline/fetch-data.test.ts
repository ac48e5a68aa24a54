// fetch-data against a local CKAN emulator: paging to the first short page (never to CKAN's total), CSV in the
// folder's delimiter without CKAN's _id, FETCH.json and its warnings against CKAN's total and the previous fetch,
// SOURCE.md checksums, User-Agent, retries, resume after a failure, and raw/ untouched by any failed run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchData } from '../../pipeline/fetch-data.ts';
import { FetchDataError, refreshUserAgent } from '../../pipeline/fetch/datastore-client.ts';
import { RAW_SOURCES } from '../../lib/datasets/raw-sources.ts';
import type { CkanTable } from '../support/ckan-emulator.ts';
import { plates, quiet, recorder, snapshot, startCkanEmulator } from './fetch-helpers.ts';
import { generatedFiles } from '../../pipeline/inputs/source-doc.ts';

const REGISTRY_ID = RAW_SOURCES.registry.resource_id;
const RECALLS_ID = RAW_SOURCES.recallNotices.resource_id;

const registry: CkanTable = {
  fields: [
    { id: 'mispar_rechev', type: 'numeric' },
    { id: 'tozeret_nm', type: 'text' },
    { id: 'moed_aliya_lakvish', type: 'text' },
    { id: 'ramat_eivzur_betihuty', type: 'numeric' },
  ],
  records: [
    { mispar_rechev: 3254433, tozeret_nm: 'דאציה רומניה', moed_aliya_lakvish: '2015-11', ramat_eivzur_betihuty: null },
    { mispar_rechev: 10000002, tozeret_nm: 'טסלה ארה"ב', moed_aliya_lakvish: '2024-3', ramat_eivzur_betihuty: 7 },
    { mispar_rechev: 1234567, tozeret_nm: 'קיה ד. קוריאה', moed_aliya_lakvish: '2012-4', ramat_eivzur_betihuty: 2 },
  ],
};
const recalls: CkanTable = {
  fields: [
    { id: 'RECALL_ID', type: 'numeric' },
    { id: 'TOZAR_TEUR', type: 'text' },
    { id: 'DEGEM', type: 'text' },
  ],
  records: [
    { RECALL_ID: 11020, TOZAR_TEUR: 'TOYOTA', DEGEM: 'AVENSIS' },
    { RECALL_ID: 11026, TOZAR_TEUR: 'MERCEDES BENZ', DEGEM: 'VITO,VIANO' },
    { RECALL_ID: 11029, TOZAR_TEUR: 'SUZUKI MOTORCYCLES', DEGEM: 'EXEL  SUZUK' },
    { RECALL_ID: 11840, TOZAR_TEUR: 'TOYOTA', DEGEM: 'COROLLA' },
    { RECALL_ID: 12205, TOZAR_TEUR: 'TOYOTA', DEGEM: 'COROLLA HYBRID' },
  ],
};
const EXPECTED_REGISTRY =
  'mispar_rechev|tozeret_nm|moed_aliya_lakvish|ramat_eivzur_betihuty\n3254433|דאציה ' +
  'רומניה|2015-11|\n10000002|"טסלה ארה""ב"|2024-3|7\n1234567|קיה ד. קוריאה|2012-4|2\n';
const EXPECTED_RECALLS =
  'RECALL_ID,TOZAR_TEUR,DEGEM\n11020,TOYOTA,AVENSIS\n11026,MERCEDES BENZ,"VITO,VIANO"\n11029,SUZUKI ' +
  'MOTORCYCLES,EXEL  SUZUK\n11840,TOYOTA,COROLLA\n12205,TOYOTA,COROLLA HYBRID\n';
const OLD_RECALLS = 'RECALL_ID,TOZAR_TEUR,DEGEM\n1,OLD,OLD\n';

let dir: string;
let out: string;
let staging: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetch-data-'));
  out = path.join(dir, 'raw');
  staging = path.join(dir, 'staging');
  fs.mkdirSync(path.join(out, 'recall-notices'), { recursive: true });
  fs.writeFileSync(path.join(out, 'recall-notices', 'recall-notices.csv'), OLD_RECALLS);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('fetch-data', () => {
  it('downloads every page into raw/ in the folder format and records checksums', async () => {
    const ckan = await startCkanEmulator({ [REGISTRY_ID]: registry, [RECALLS_ID]: recalls });
    try {
      const result = await fetchData({
        baseUrl: ckan.baseUrl,
        out,
        staging,
        only: ['registry', 'recallNotices'],
        pageSize: 3,
        log: quiet(),
        today: () => '2026-11-22',
        userAgent: refreshUserAgent('https://cars.example'),
      });
      expect(result.map((r) => [r.dataset, r.rows, r.ckan_total, r.warnings])).toEqual([
        ['registry', 3, 3, []],
        ['recallNotices', 5, 5, []],
      ]);
      const registryFile = path.join(out, 'registry', 'registry.csv');
      expect(fs.readFileSync(registryFile, 'utf8')).toBe(EXPECTED_REGISTRY);
      expect(fs.readFileSync(path.join(out, 'recall-notices', 'recall-notices.csv'), 'utf8')).toBe(EXPECTED_RECALLS);
      const doc = fs.readFileSync(path.join(out, 'registry', 'SOURCE.md'), 'utf8');
      expect(doc).toContain(crypto.createHash('sha256').update(fs.readFileSync(registryFile)).digest('hex'));
      expect(doc).toContain('| Retrieved | 2026-11-22 |');
      expect(doc).toContain('| Rows | 3 |');
      expect(doc).toContain(REGISTRY_ID);
      // Real data: no "Generated sample" row, so the version built from it is not marked sample data.
      expect(generatedFiles(doc).size).toBe(0);
      expect(ckan.requests.map((r) => [r.resourceId === REGISTRY_ID ? 'registry' : 'recalls', r.offset])).toEqual([
        ['registry', 0],
        ['registry', 2],
        ['recalls', 0],
        ['recalls', 2],
        ['recalls', 4],
      ]);
      // An honest User-Agent: the refresh, its version and the public page saying what the service is.
      expect([...new Set(ckan.requests.map((r) => r.userAgent))]).toEqual([
        expect.stringMatching(/^israel-car-facts-data-refresh\/\d+\.\d+\.\d+ \(.*\+https:\/\/cars\.example\/sources\)$/),
      ]);
      // CSV pages in _id order; CKAN counts the rows once per dataset, on the first page.
      expect(ckan.requests.map((r) => [r.recordsFormat, r.sort, r.includeTotal])).toEqual([
        ['csv', '_id asc', true],
        ['csv', '_id asc', false],
        ['csv', '_id asc', true],
        ['csv', '_id asc', false],
        ['csv', '_id asc', false],
      ]);
      expect(fs.readdirSync(staging)).toEqual([]);
    } finally {
      await ckan.stop();
    }
  });

  it("downloads the history datasets and the cancellation archives, keeping the archives' padded text plates", async () => {
    const archive: CkanTable = {
      fields: [
        { id: 'mispar_rechev', type: 'text' },
        { id: 'bitul_dt', type: 'text' },
      ],
      records: [
        { mispar_rechev: '04252235', bitul_dt: '2013-05-02' },
        { mispar_rechev: '01000019', bitul_dt: '2014-03-09' },
      ],
    };
    const ownership: CkanTable = {
      fields: [
        { id: 'mispar_rechev', type: 'numeric' },
        { id: 'baalut_dt', type: 'numeric' },
        { id: 'baalut', type: 'text' },
      ],
      records: [{ mispar_rechev: 10000017, baalut_dt: 202305, baalut: 'פרטי' }],
    };
    const ckan = await startCkanEmulator({
      [RAW_SOURCES.cancelledArchiveLate.resource_id]: archive,
      [RAW_SOURCES.ownershipChanges.resource_id]: ownership,
    });
    try {
      const result = await fetchData({
        baseUrl: ckan.baseUrl,
        out,
        staging,
        only: ['cancelledArchiveLate', 'ownershipChanges'],
        log: quiet(),
        today: () => '2026-11-22',
      });
      expect(result.map((r) => [r.dataset, r.rows])).toEqual([
        ['cancelledArchiveLate', 2],
        ['ownershipChanges', 1],
      ]);
      expect(fs.readFileSync(path.join(out, 'cancelled-2010-2016', 'cancelled-2010-2016.csv'), 'utf8')).toBe(
        'mispar_rechev,bitul_dt\n04252235,2013-05-02\n01000019,2014-03-09\n',
      );
      expect(fs.readFileSync(path.join(out, 'ownership-changes', 'ownership-changes.csv'), 'utf8')).toBe(
        'mispar_rechev,baalut_dt,baalut\n10000017,202305,פרטי\n',
      );
      const doc = fs.readFileSync(path.join(out, 'cancelled-2010-2016', 'SOURCE.md'), 'utf8');
      expect(doc).toContain(RAW_SOURCES.cancelledArchiveLate.resource_id);
      expect(doc).toMatch(/zero-padded to 8/);
    } finally {
      await ckan.stop();
    }
  });

  it('retries a page the server fails with 503', async () => {
    const ckan = await startCkanEmulator({ [RECALLS_ID]: recalls }, { failWhen: (_request, index) => (index === 1 ? 503 : undefined) });
    try {
      await fetchData({ baseUrl: ckan.baseUrl, out, staging, only: ['recallNotices'], pageSize: 3, retryBaseMs: 1, log: quiet() });
      expect(ckan.requests.map((r) => r.offset)).toEqual([0, 2, 2, 4]);
      expect(fs.readFileSync(path.join(out, 'recall-notices', 'recall-notices.csv'), 'utf8')).toBe(EXPECTED_RECALLS);
    } finally {
      await ckan.stop();
    }
  });

  it('leaves raw/ untouched when a later dataset fails, then resumes from the last completed page', async () => {
    const before = snapshot(out);
    const broken = await startCkanEmulator(
      { [REGISTRY_ID]: registry, [RECALLS_ID]: recalls },
      { failWhen: (request) => (request.resourceId === RECALLS_ID && request.offset >= 4 ? 500 : undefined) },
    );
    try {
      const run = fetchData({
        baseUrl: broken.baseUrl,
        out,
        staging,
        only: ['registry', 'recallNotices'],
        pageSize: 3,
        retryBaseMs: 1,
        attempts: 2,
        log: quiet(),
      });
      await expect(run).rejects.toMatchObject({ code: 'CKAN_HTTP_ERROR' });
      expect(snapshot(out)).toEqual(before);
    } finally {
      await broken.stop();
    }
    const healthy = await startCkanEmulator({ [REGISTRY_ID]: registry, [RECALLS_ID]: recalls });
    try {
      await fetchData({ baseUrl: healthy.baseUrl, out, staging, only: ['registry', 'recallNotices'], pageSize: 3, log: quiet() });
      // The registry was complete and the recalls had pages 0 and 2: only the last recalls page is asked for.
      expect(healthy.requests.map((r) => [r.resourceId === RECALLS_ID ? 'recalls' : 'registry', r.offset])).toEqual([['recalls', 4]]);
      // A resumed run asks CKAN's total again on its first page: the figure in FETCH.json is the latest.
      expect(healthy.requests[0]!.includeTotal).toBe(true);
      expect(fs.readFileSync(path.join(out, 'recall-notices', 'recall-notices.csv'), 'utf8')).toBe(EXPECTED_RECALLS);
      expect(fs.readFileSync(path.join(out, 'registry', 'registry.csv'), 'utf8')).toBe(EXPECTED_REGISTRY);
    } finally {
      await healthy.stop();
    }
  });

  it('fails offline with a clear message and leaves raw/ untouched', async () => {
    const before = snapshot(out);
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const run = fetchData({
      baseUrl: `http://127.0.0.1:${closedPort}`,
      out,
      staging,
      only: ['recallNotices'],
      retryBaseMs: 1,
      attempts: 2,
      log: quiet(),
    });
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchDataError);
    expect(error).toMatchObject({ code: 'CKAN_UNREACHABLE' });
    expect((error as Error).message).toMatch(/Cannot reach CKAN .*ECONNREFUSED.*CKAN_BASE_URL/);
    expect(snapshot(out)).toEqual(before);
  });

  it('names the resource when CKAN does not know it', async () => {
    const ckan = await startCkanEmulator({});
    try {
      const run = fetchData({ baseUrl: ckan.baseUrl, out, staging, only: ['recallNotices'], log: quiet() });
      await expect(run).rejects.toThrow(`Not found: Resource "${RECALLS_ID}" was not found.`);
    } finally {
      await ckan.stop();
    }
  });

  it("fetches every row when CKAN's estimated total is 5 % low, and says so in the run and in FETCH.json", async () => {
    const ckan = await startCkanEmulator({ [REGISTRY_ID]: plates(40) }, { totalEstimationThreshold: 10, estimateFactor: 0.95 });
    const log = recorder();
    try {
      const [report] = await fetchData({
        baseUrl: ckan.baseUrl,
        out,
        staging,
        only: ['registry'],
        pageSize: 10,
        log,
        today: () => '2026-11-22',
      });
      // Each page after the first begins at the last row written (the seam). The page at 36 reaches past CKAN's
      // total of 38 and is asked anyway: only its short page (rows 37-40) ends the dataset.
      expect(ckan.requests.map((r) => r.offset)).toEqual([0, 9, 18, 27, 36]);
      const lines = fs
        .readFileSync(path.join(out, 'registry', 'registry.csv'), 'utf8')
        .trimEnd()
        .split('\n');
      expect(lines).toHaveLength(41);
      expect(lines.at(-1)).toBe('1000040|קיה ד. קוריאה');
      const warning = "fetched 40 rows; CKAN's total was 38 (an estimate): 2 more (+5.26 %)";
      expect(report).toEqual({
        dataset: 'registry',
        resource_id: REGISTRY_ID,
        retrieved: '2026-11-22',
        rows: 40,
        ckan_total: 38,
        ckan_total_was_estimated: true,
        previous: null,
        warnings: [warning],
      });
      expect(JSON.parse(fs.readFileSync(path.join(out, 'registry', 'FETCH.json'), 'utf8'))).toEqual(report);
      expect(fs.readFileSync(path.join(out, 'registry', 'SOURCE.md'), 'utf8')).toContain('| Rows | 40 |');
      expect(log.text()).toContain('registry 40 rows (100%)');
    } finally {
      await ckan.stop();
    }
  });

  it('pages by the size CKAN applied when its maximum is below the one asked for', async () => {
    const ckan = await startCkanEmulator({ [REGISTRY_ID]: plates(7) }, { rowsMax: 3 });
    try {
      const [report] = await fetchData({ baseUrl: ckan.baseUrl, out, staging, only: ['registry'], pageSize: 5, log: quiet() });
      expect(ckan.requests.map((r) => [r.offset, r.limit])).toEqual([
        [0, 3],
        [2, 3],
        [4, 3],
        [6, 3],
      ]);
      expect(report!.rows).toBe(7);
    } finally {
      await ckan.stop();
    }
  });

  it("compares the rows with the previous fetch's FETCH.json and warns when they differ", async () => {
    const first = await startCkanEmulator({ [REGISTRY_ID]: plates(12) });
    try {
      await fetchData({ baseUrl: first.baseUrl, out, staging, only: ['registry'], pageSize: 5, log: quiet(), today: () => '2026-11-21' });
    } finally {
      await first.stop();
    }
    const second = await startCkanEmulator({ [REGISTRY_ID]: plates(9) });
    try {
      const [report] = await fetchData({
        baseUrl: second.baseUrl,
        out,
        staging,
        only: ['registry'],
        pageSize: 5,
        log: quiet(),
        today: () => '2026-11-22',
      });
      expect(report).toMatchObject({
        rows: 9,
        ckan_total: 9,
        ckan_total_was_estimated: false,
        previous: { retrieved: '2026-11-21', rows: 12 },
        warnings: ['fetched 9 rows; the previous fetch (2026-11-21) had 12: 3 fewer (-25.00 %)'],
      });
    } finally {
      await second.stop();
    }
  });
});
