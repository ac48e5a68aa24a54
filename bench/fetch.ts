// npm run bench -- fetch [--pg-rows N] [--no-postgres] [--offset-cost MS] [--rows N] [--mbps M]: what a full
// fetch of the 4.2 M-row registry costs, and whether it fits in one night.
//  1. The deep-offset cost, measured on PostgreSQL (what CKAN's datastore runs on): a registry-shaped table as
//     CKAN's datastore makes it (`_id` serial primary key, the 23 registry columns, a `_full_text` tsvector) of
//     --pg-rows rows (default 4,200,000), and the server time (EXPLAIN ANALYZE) of one 32,000-row page in `_id`
//     order by OFFSET at five depths, by keyset (`_id > k`, CKAN 2.12's include_next_page), and as CKAN 2.9 builds
//     records_format=objects (array_to_json over the page). --no-postgres skips it and takes --offset-cost (ms
//     per million rows skipped).
//  2. The client on loopback: `fetchData` against the CKAN emulator serving --rows registry rows (default
//     160,000, built from the verbatim record of plate 3254433), the emulator charging the measured offset cost;
//     and the bytes of one page as csv and as objects.
//  3. The projection for 4.2 M rows (pages of 32,000 overlapping by one row): client time per page, transfer at
//     --mbps (default 50 Mbit/s), PostgreSQL's page time at its depth; for offset paging with csv (what
//     fetch-data does), offset with objects (what it did) and keyset with csv (not offered by data.gov.il's CKAN).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { fetchData } from '../pipeline/fetch-data.ts';
import { RAW_SOURCES } from '../lib/datasets/raw-sources.ts';
import { CkanEmulator } from '../test/support/ckan-emulator.ts';
import { startPostgres } from '../test/support/postgres-server.ts';
import { PassThrough } from 'node:stream';

const REGISTRY_ROWS = 4_200_000;
const PAGE = 32_000;
/** One night: the refresh starts after midnight and must be done before the morning's pipeline run. */
const NIGHT_HOURS = 6;

const answer = JSON.parse(fs.readFileSync(new URL('../test/fixtures/ckan/registry-plate-3254433.json', import.meta.url), 'utf8'));
const RECORD = answer.result.records[0] as Record<string, unknown>;
const FIELDS = (answer.result.fields as { id: string; type: 'int' | 'numeric' | 'text' }[]).filter((f) => f.id !== 'rank');
const COLUMNS = FIELDS.filter((f) => f.id !== '_id');

type PgFigures = { baseMs: number; msPerMillion: number; keysetMs: number; objectsExtraMs: number; depths: [number, number][] };

async function measurePostgres(rows: number): Promise<PgFigures> {
  const server = await startPostgres();
  const client = new pg.Client({ connectionString: server.url() });
  await client.connect();
  try {
    const columns = COLUMNS.map((f) => `${f.id} ${f.type === 'text' ? 'text' : 'numeric'}`).join(', ');
    await client.query(`CREATE TABLE registry (_id serial PRIMARY KEY, ${columns}, _full_text tsvector)`);
    // Every row the verbatim record with its own plate, model code, year and VIN.
    const value = (f: { id: string; type: string }) => {
      if (f.id === 'mispar_rechev') return '1000000 + g';
      if (f.id === 'degem_cd') return 'g % 400';
      if (f.id === 'shnat_yitzur') return '2000 + g % 26';
      if (f.id === 'misgeret') return `'UU1*5SDA1C*F' || lpad(g::text, 7, '0')`;
      const v = RECORD[f.id];
      return v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`;
    };
    const started = performance.now();
    await client.query(
      `INSERT INTO registry (${COLUMNS.map((f) => f.id).join(', ')}, _full_text) ` +
        `SELECT ${COLUMNS.map(value).join(', ')}, ` +
        `to_tsvector('simple', (1000000 + g)::text || ' ${RECORD.tozeret_nm} ${RECORD.kinuy_mishari}') ` +
        `FROM generate_series(1, ${rows}) g`,
    );
    await client.query('VACUUM ANALYZE registry');
    console.log(`PostgreSQL: ${rows.toLocaleString('en')} registry rows loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const serverMs = async (sql: string) => {
      const times: number[] = [];
      for (let i = 0; i < 2; i++) {
        const plan = (await client.query(`EXPLAIN (ANALYZE, TIMING OFF, FORMAT JSON) ${sql}`)).rows[0]['QUERY PLAN'][0];
        times.push(plan['Execution Time'] as number);
      }
      return Math.min(...times);
    };
    const depths: [number, number][] = [];
    for (const share of [0, 0.25, 0.5, 0.75, 1]) {
      const offset = Math.max(0, Math.round((rows - PAGE) * share));
      depths.push([offset, await serverMs(`SELECT * FROM registry ORDER BY _id LIMIT ${PAGE} OFFSET ${offset}`)]);
    }
    const keysetMs = await serverMs(`SELECT * FROM registry WHERE _id > ${rows - PAGE} ORDER BY _id LIMIT ${PAGE}`);
    const objectsMs = await serverMs(
      `SELECT array_to_json(array_agg(j))::text FROM (SELECT * FROM registry ORDER BY _id LIMIT ${PAGE} OFFSET 0) AS j`,
    );
    // Least squares over the depths: page time = base + slope x offset.
    const n = depths.length;
    const mx = depths.reduce((s, [x]) => s + x, 0) / n;
    const my = depths.reduce((s, [, y]) => s + y, 0) / n;
    const slope = depths.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / depths.reduce((s, [x]) => s + (x - mx) ** 2, 0);
    return { baseMs: my - slope * mx, msPerMillion: slope * 1e6, keysetMs, objectsExtraMs: objectsMs - depths[0]![1], depths };
  } finally {
    await client.end();
    await server.stop();
  }
}

function registryTable(rows: number) {
  return {
    fields: FIELDS,
    records: Array.from({ length: rows }, (_, i) => ({
      ...Object.fromEntries(FIELDS.map((f) => [f.id, RECORD[f.id] ?? null])),
      _id: i + 1,
      mispar_rechev: 1_000_001 + i,
      degem_cd: i % 400,
      shnat_yitzur: 2000 + (i % 26),
      misgeret: `UU1*5SDA1C*F${String(i).padStart(7, '0')}`,
    })),
  };
}

async function pageBytes(ckan: CkanEmulator, format: 'csv' | 'objects'): Promise<number> {
  const query = new URLSearchParams({ resource_id: RAW_SOURCES.registry.resource_id, limit: String(PAGE), records_format: format });
  const response = await fetch(`${ckan.baseUrl}/api/3/action/datastore_search?${query}`, {
    headers: { 'user-agent': 'israel-car-facts-bench/1' },
  });
  return (await response.arrayBuffer()).byteLength;
}

const hours = (ms: number) => `${(ms / 3_600_000).toFixed(2)} h`;

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      'pg-rows': { type: 'string', default: String(REGISTRY_ROWS) },
      'no-postgres': { type: 'boolean', default: false },
      'offset-cost': { type: 'string' },
      rows: { type: 'string', default: '160000' },
      mbps: { type: 'string', default: '50' },
    },
  });
  const rows = Number(values.rows);
  const mbps = Number(values.mbps);
  let figures: PgFigures;
  if (values['no-postgres']) {
    const cost = Number(values['offset-cost'] ?? 300);
    figures = { baseMs: 60, msPerMillion: cost, keysetMs: 60, objectsExtraMs: 0, depths: [] };
    console.log(`offset cost taken as ${cost} ms per million rows skipped (--offset-cost), page base 60 ms`);
  } else {
    figures = await measurePostgres(Number(values['pg-rows']));
    for (const [offset, ms] of figures.depths)
      console.log(`  page of ${PAGE.toLocaleString('en')} at offset ${offset.toLocaleString('en')}: ${ms.toFixed(0)} ms`);
    console.log(
      `  fit: ${figures.baseMs.toFixed(0)} ms + ${figures.msPerMillion.toFixed(0)} ms per million rows skipped; keyset page at the end ` +
        `${figures.keysetMs.toFixed(0)} ms; objects (array_to_json) adds ${figures.objectsExtraMs.toFixed(0)} ms a page`,
    );
  }

  const ckan = new CkanEmulator(new Map([[RAW_SOURCES.registry.resource_id, registryTable(rows)]]));
  ckan.offsetCostMsPerMillion = Math.max(0, figures.msPerMillion);
  await ckan.start();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fetch-'));
  try {
    const csvBytes = await pageBytes(ckan, 'csv');
    const objectBytes = await pageBytes(ckan, 'objects');
    ckan.requests.length = 0;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const [report] = await fetchData({
      baseUrl: ckan.baseUrl,
      userAgent: 'israel-car-facts-bench/1',
      out: path.join(dir, 'raw'),
      staging: path.join(dir, 'staging'),
      only: ['registry'],
      log: new PassThrough().resume(),
    });
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const pages = ckan.requests.length;
    const charged = ckan.requests.reduce((s, r) => s + (r.offset / 1e6) * ckan.offsetCostMsPerMillion, 0);
    const clientMs = (wallMs - charged) / pages;
    console.log(
      `emulator: ${report!.rows.toLocaleString('en')} rows in ${pages} pages, ${(wallMs / 1000).toFixed(1)} s ` +
        `(${Math.round(report!.rows / (wallMs / 1000)).toLocaleString('en')} rows/s; ` +
        `CPU ${((used.user + used.system) / 1e6).toFixed(1)} s); ` +
        `client and loopback ${clientMs.toFixed(0)} ms a page; a page is ${(csvBytes / 1e6).toFixed(1)} MB as csv, ` +
        `${(objectBytes / 1e6).toFixed(1)} MB as objects`,
    );

    const fullPages = Math.ceil((REGISTRY_ROWS - 1) / (PAGE - 1));
    const transferMs = (bytes: number) => ((bytes * 8) / (mbps * 1e6)) * 1000;
    const projection = (label: string, bytes: number, serverMs: (offset: number) => number) => {
      let total = 0;
      for (let p = 0; p < fullPages; p++) total += clientMs + transferMs(bytes) + serverMs(p * (PAGE - 1));
      const fits = total < NIGHT_HOURS * 3_600_000;
      console.log(`  ${label}: ${hours(total)} ${fits ? 'ok' : 'OVER'} (one night: ${NIGHT_HOURS} h)`);
    };
    console.log(`projection, ${REGISTRY_ROWS.toLocaleString('en')} registry rows in ${fullPages} pages at ${mbps} Mbit/s:`);
    const offsetMs = (offset: number) => figures.baseMs + (figures.msPerMillion * offset) / 1e6;
    projection('offset paging, records_format=csv (chosen)', csvBytes, offsetMs);
    projection('offset paging, records_format=objects (before)', objectBytes, (o) => offsetMs(o) + figures.objectsExtraMs);
    projection('keyset paging, csv (CKAN 2.12 include_next_page; not on data.gov.il)', csvBytes, () => figures.keysetMs);
  } finally {
    await ckan.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
