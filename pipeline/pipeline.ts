// The pipeline: raw/ -> validated shards in a new version folder -> published atomically.
// Steps are named after what they produce; each step's SQL is pipeline/sql/<step>.sql.
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { fuelClassSql } from '../lib/rules/fuel-class.ts';
import { fuelUseSql } from '../lib/rules/running-cost.ts';
import { Manifest, SCHEMA_VERSION } from '../lib/shards/manifest.ts';
import type { QualityCheck, QualityReport } from '../lib/shards/quality-schema.ts';
import { shardPath } from '../lib/shards/layout.ts';
import { Db } from './db.ts';
import { literal } from '../lib/sql/sql-literal.ts';
import { PipelineError } from './errors.ts';
import { countWritten, dropCheckColumns, loadSource, unreadable, type LoadedSource } from './inputs/load.ts';
import { inputsWholeCheck, readInputFiles, type SourceFiles } from './inputs/input-files.ts';
import { fingerprint, type Fingerprint } from './inputs/fingerprint.ts';
import { SOURCES } from './inputs/sources.ts';
import { checkTheftSampleLabel, generatedSources, sampleMember } from './inputs/generated-sources.ts';
import { Progress } from './progress.ts';
import { checkDrops, checkMovesForward, currentRegistryDb, currentVersion, publish, unchangedVersion } from './publish.ts';
import { qualitySummary } from './quality-summary.ts';
import { ShardWriter } from './shard-writer.ts';
import { writeCatalog } from './steps/catalog.ts';
import { buildMakeMap } from './steps/make-map.ts';
import { writePages } from './steps/pages.ts';
import { writeRecalls } from './steps/recalls.ts';
import { readRules, writeRules } from './steps/rules.ts';
import { readOwnershipShapes, writeQuality } from './steps/quality.ts';
import { writeChanges } from './steps/changes.ts';
import { writeSearchIndex } from './steps/search-index.ts';
import { writeThefts, type TheftModel } from './steps/thefts.ts';

export interface PipelineOptions {
  rawDir: string;
  outDir: string;
  quiet: boolean;
  /** Versions to keep, the new one included. */
  keep: number;
  /** Largest accepted fall of any count against the current version, as a share (0.2 = 20%). */
  maxDrop: number;
  /** Smallest fall (rows or items) the row-count guard refuses (default DEFAULT_MIN_DROP): 1 -> 0 is no loss to stop on. */
  minDrop?: number;
  /** DuckDB memory limit, e.g. "1GB". */
  memoryLimit: string;
  /** Publish even when the data date is older than the current version's (default: refuse). */
  allowOlder?: boolean;
}

/**
 * A new version published, or (published false) none: the inputs, rules and code were those of the current version
 * (its fingerprint), which stays current untouched.
 */
type PipelineResult = { version: string; dir: string; dataDate: string; timings: Progress['timings'] } & (
  { published: true; quality: QualityReport } | { published: false }
);

export async function runPipeline(options: PipelineOptions): Promise<PipelineResult> {
  const progress = new Progress(options.quiet);
  // Every input read whole first: a cut file stops the run here, and unchanged inputs end it here.
  const inputs = await progress.stage('inputs (read whole)', async () => {
    const sources = await readInputFiles(options.rawDir, SOURCES);
    const rows = sources.reduce((a, s) => a + s.files.reduce((b, f) => b + f.whole.rows - 1, 0), 0);
    return { rows, files: sources, fingerprint: await fingerprint(options.rawDir, sources) };
  });
  const unchanged = unchangedVersion(options.outDir, inputs.fingerprint.sha256);
  if (unchanged) return { published: false, ...unchanged, timings: progress.timings };
  await mkdir(options.outDir, { recursive: true });
  const stamp = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const buildDir = path.join(options.outDir, `.building-${stamp}`);
  const workDir = path.join(options.outDir, `.work-${stamp}`);
  await mkdir(buildDir, { recursive: true });
  await mkdir(workDir, { recursive: true });
  const db = await Db.open(path.join(workDir, 'spill'), options.memoryLimit);
  try {
    const result = await build(db, options, progress, { buildDir, workDir, ...inputs });
    db.close();
    const dir = await publish(options.outDir, buildDir, result.version, result.dataDate, options.keep);
    progress.note(`published ${path.relative(process.cwd(), dir) || dir}`);
    progress.note(qualitySummary(result.quality));
    return { published: true, ...result, dir, timings: progress.timings };
  } catch (error) {
    db.close();
    await rm(buildDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The registry.duckdb tables whose row counts the manifest keeps, by count name. history and extras hold only the
 * plates reg.active does not (a car on the road has its rows folded in), and their counts are named for that: the
 * row-count guard compares each count with the same count of the previous version, which must mean the same.
 */
const REGISTRY_COUNTED = {
  registry_active: 'active',
  registry_inactive: 'inactive',
  registry_cancelled: 'cancelled',
  registry_open_recalls: 'open_recalls',
  registry_retrofit_eligible: 'retrofit_eligible',
  registry_personal_imports: 'personal_imports',
  registry_cancelled_2010_2016: 'cancelled_2010_2016',
  registry_cancelled_2000_2009: 'cancelled_2000_2009',
  registry_history_off_road: 'history',
  registry_ownership: 'ownership',
  registry_extras_off_road: 'extras',
  registry_odometer_readings: 'odometer_readings',
} as const;

/**
 * Keeps the odometer readings of earlier data versions: the history file holds only the last reading. A previous
 * registry.duckdb from before the history datasets has none to give.
 */
async function carryOdometerReadings(db: Db, previousFile: string): Promise<void> {
  await db.run(`ATTACH ${literal(previousFile)} AS prev (READ_ONLY)`);
  try {
    const [found] = await db.all<{ n: number; folded: number }>(
      `SELECT count(*) AS n, (SELECT count(*) FROM duckdb_columns() WHERE database_name = 'prev' AND table_name = 'active'
         AND column_name = 'km_at_last_test') AS folded
       FROM duckdb_tables() WHERE database_name = 'prev' AND table_name IN ('history', 'odometer_readings')`,
    );
    const folded =
      'UNION ALL SELECT plate, km_at_last_test, (SELECT data_date FROM prev.info) FROM prev.active WHERE km_at_last_test IS NOT NULL';
    if (found?.n === 2) await db.runFile('odometer-readings', { folded: found.folded ? folded : '' });
  } finally {
    await db.run('DETACH prev');
  }
}

/** Each table as it is when no plate repeats in it, else one row a plate of it (see active-lookup.sql). */
async function oneRowAPlate(db: Db, tables: Record<string, string>): Promise<Record<string, string>> {
  const names = Object.entries(tables);
  const [repeats] = await db.all<Record<string, number>>(
    `SELECT ${names.map(([k, t]) => `(SELECT count(plate) - count(DISTINCT plate) FROM ${t}) AS ${k}`).join(', ')}`,
  );
  return Object.fromEntries(names.map(([k, t]) => [k, repeats![k] ? `(SELECT DISTINCT ON (plate) * FROM ${t} ORDER BY ALL)` : t]));
}

interface BuildInputs {
  buildDir: string;
  workDir: string;
  files: SourceFiles[];
  fingerprint: Fingerprint;
}

/** What every step of one build reads: the database, the options, the progress log, the inputs and the shard writer. */
interface BuildRun {
  db: Db;
  options: PipelineOptions;
  progress: Progress;
  inputs: BuildInputs;
  writer: ShardWriter;
}

type RuleTables = Awaited<ReturnType<typeof readRules>>;

/** The loaded inputs and what the run learnt from them. */
interface Loaded {
  loaded: LoadedSource[];
  generated: Awaited<ReturnType<typeof generatedSources>>;
  dataDate: string;
}

async function build(db: Db, options: PipelineOptions, progress: Progress, inputs: BuildInputs) {
  const run: BuildRun = { db, options, progress, inputs, writer: new ShardWriter(inputs.buildDir) };
  const rules = await progress.stage('rules', async () => {
    const tables = await readRules(options.rawDir);
    return { rows: tables.size, tables };
  });
  await db.runFile('macros', { fuel_class: fuelClassSql('technology', 'fuel') });
  const loaded = await loadInputs(run);
  // Every source's SOURCE.md gives its retrieval day (loadSource fails otherwise); the newest is the data date.
  const dataDate = loaded
    .map((s) => s.date)
    .sort()
    .at(-1)!;
  const dateCheck = checkMovesForward(options.outDir, dataDate, options.allowOlder ?? false);
  const from: Loaded = { loaded, generated: await generatedSources(options.rawDir, loaded), dataDate };
  const registry = await writeRegistry(run, from);
  const catalog = await writeCatalogShards(run, rules.tables, from);
  const counts = { ...catalog.counts, ...Object.fromEntries(registry.counts.map((c) => [c.key, c.n])) };
  const sources = loaded.map((s) => ({ name: s.name, resource_id: s.resourceId, date: s.date, rows: s.rows }));
  const previous = currentVersion(options.outDir);
  const dropCheck = checkDrops(previous, { counts, sources }, options.maxDrop, options.minDrop);
  // The change log reads this version's shards as the previous version's are read: from the folder (written by now).
  const changes = await progress.stage('changes.json', async () =>
    writeChanges({
      writer: run.writer,
      rule: rules.tables.get('change-thresholds'),
      dataDate,
      loaded,
      next: { counts, sources },
      previous: previous.version,
    }),
  );
  const quality = await progress.stage('quality.json', () =>
    writeQuality({
      db,
      ownership: registry.ownership,
      writer: run.writer,
      dataDate,
      loaded,
      previous: previous.version,
      checks: [inputsWholeCheck(inputs.files), dateCheck, dropCheck, setAsideCheck(loaded), changes.check],
      recallMatching: { notices: catalog.recalls.rows, ...catalog.recalls.report },
    }),
  );
  const manifest = await writeManifest(run, from, { sources, counts, recallMatchRate: catalog.recalls.matchRate });
  // registry.duckdb's bytes are not reproducible, but its tables and columns are: a version whose registry has
  // another layout (the live lookups read its columns) is another version, even when every shard is the same.
  const contentHash = createHash('sha256').update(run.writer.shards.get(shardPath.manifest)!.sha256).update(registry.layout).digest('hex');
  return { version: `${dataDate}-${contentHash.slice(0, 8)}`, dataDate, manifest, quality: quality.report };
}

/** Every source loaded into DuckDB, in the order SOURCES gives. */
async function loadInputs({ db, options, progress, inputs }: BuildRun): Promise<LoadedSource[]> {
  const loaded: LoadedSource[] = [];
  for (const source of inputs.files) {
    const countedLater = source.spec.checkOnWrite !== undefined;
    loaded.push(
      await progress.stage(`inputs/${source.spec.name}`, () => loadSource(db, source, options.rawDir, inputs.workDir), countedLater),
    );
  }
  return loaded;
}

/** registry.duckdb, the live look-ups' tables: its row counts by REGISTRY_COUNTED name and its layout. */
async function writeRegistry({ db, options, progress, inputs }: BuildRun, { loaded, dataDate }: Loaded) {
  const checkedOnWrite = loaded.filter((s) => s.spec.checkOnWrite);
  return progress.stage('registry.duckdb', async () => {
    await db.run(`ATTACH ${literal(path.join(inputs.buildDir, shardPath.registryDb))} AS reg`);
    try {
      await db.runFile('registry-db', { data_date: literal(dataDate), schema_version: String(SCHEMA_VERSION) });
      await db.runFile('active-lookup', await oneRowAPlate(db, { history: 'temp.history_rows', extras: 'temp.extras_rows' }));
    } catch (error) {
      // The files checked on write are first parsed in full here, so a malformed row surfaces here.
      throw unreadable(
        checkedOnWrite.flatMap((s) => s.prepared),
        error,
      );
    }
    for (const source of checkedOnWrite) {
      await countWritten(db, source, source.spec.checkOnWrite!);
      progress.note(`inputs/${source.name}: ${source.rows.toLocaleString('en')} rows (counted as written)`);
    }
    await db.runFile('off-road-rows');
    await dropCheckColumns(db, 'reg');
    const previous = currentRegistryDb(options.outDir);
    if (previous) await carryOdometerReadings(db, previous);
    const counts = await db.all<{ key: string; n: number }>(
      Object.entries(REGISTRY_COUNTED)
        .map(([key, t]) => `SELECT '${key}' AS key, count(*) AS n FROM reg.${t}`)
        .join(' UNION ALL '),
    );
    // Each plate's ownership rows summed once (temp.ownership_plates), for the quality report's shapes here and the
    // fleet figures' changes in the catalog stage, which drops the table.
    await db.runFile('ownership-plates');
    const ownership = await readOwnershipShapes(db);
    const layout = await db.all<{ t: string; columns: string[] }>(
      `SELECT table_name AS t, list(column_name ORDER BY column_index) AS columns FROM duckdb_columns()
       WHERE database_name = 'reg' GROUP BY ALL ORDER BY t`,
    );
    // The tables are on disk now: what DuckDB keeps cached of them is read back from the file when needed.
    await db.releaseMemory();
    return { rows: counts.reduce((a, c) => a + c.n, 0), counts, layout: JSON.stringify(layout), ownership };
  });
}

/**
 * The catalogue's shards: recalls, thefts, makes, models, model years and keys, then pages, the search index and
 * the rules; with the counts the manifest keeps of them and the recall matching the quality report gives.
 */
async function writeCatalogShards(run: BuildRun, rules: RuleTables, { loaded, generated, dataDate }: Loaded) {
  const { db, options, progress, writer } = run;
  const makeNames = rules.get('make-names');
  const makeMap = await progress.stage('makes-normalised', async () => {
    const r = await buildMakeMap(db, makeNames);
    return { rows: r.makes, ...r };
  });
  const variantCount = await progress.stage('variants', async () => {
    await db.runFile('variants', { fuel_use_estimate: fuelUseSql(rules.get('running-cost').consumption, 'j.co2_wltp', 'j.fuel') });
    const [r] = await db.all<{ n: number }>('SELECT count(*) AS n FROM variants');
    return { rows: r!.n };
  });
  const recalls = await progress.stage('recalls.json', () =>
    writeRecalls(db, writer, dataDate, rules.get('recall-model-names'), currentVersion(options.outDir).version?.dir ?? null),
  );
  const modelsForThefts = await db.all<TheftModel>(
    'SELECT make_slug, model_slug, model_name, make_name_en, vehicle_class, cars_on_road FROM models ORDER BY make_slug, model_slug',
  );
  const thefts = await progress.stage('thefts-national.json', () => writeThefts(db, writer, dataDate, modelsForThefts));
  checkTheftSampleLabel(options.rawDir, loaded, generated, thefts.sample);
  const catalog = await progress.stage('makes, models, model-years, model-keys', () =>
    writeCatalog({
      db,
      writer,
      dataDate,
      licenceTable: rules.get('licence-fee'),
      recallsByModel: recalls.byModel,
      theftsByModel: thefts.byModel,
      fleet: { db, dataDate, sources: rules.get('sources'), odometer: rules.get('odometer') },
    }),
  );
  const pages = await progress.stage('pages.json', async () => writePages(writer, dataDate, { ...catalog, makeNames }));
  await progress.stage('search-index.json', async () => writeSearchIndex(writer, { ...catalog, pages: pages.pages }));
  await progress.stage('rules/*.json', async () => writeRules(writer, rules));
  const counts = {
    makes: catalog.makes.length,
    makes_unmapped: makeMap.unmapped,
    models: catalog.models.length,
    model_years: catalog.modelYears.length,
    model_keys: variantCount.rows,
    recalls: recalls.rows,
    recalls_matched: recalls.matched,
    models_with_thefts: thefts.rows,
    pages: pages.rows,
  };
  return { counts, recalls };
}

/** manifest.json: every shard's hash, the counts, the sources and the inputs' fingerprint. */
async function writeManifest(
  { db, progress, inputs, writer }: BuildRun,
  { loaded, generated, dataDate }: Loaded,
  facts: Pick<z.input<typeof Manifest>, 'sources' | 'counts'> & { recallMatchRate: z.input<typeof Manifest>['recall_match_rate'] },
) {
  const manifest = await progress.stage('manifest.json', async () => {
    // registry.duckdb is left out of the hashes: DuckDB files are not byte-reproducible; its row counts are in counts.
    const shards = Object.fromEntries([...writer.shards.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const value: z.input<typeof Manifest> = {
      schema_version: SCHEMA_VERSION,
      data_date: dataDate,
      generated_by: 'pipeline/run.ts',
      sources: facts.sources,
      counts: facts.counts,
      recall_match_rate: facts.recallMatchRate,
      sample: sampleMember(loaded, generated),
      shards,
      inputs: inputs.fingerprint,
    };
    const parsed = Manifest.parse(value);
    writer.write(shardPath.manifest, Manifest, parsed);
    await db.run('DETACH reg');
    return { rows: Object.keys(shards).length, value: parsed };
  });
  return manifest.value;
}

/** Loading already failed any dataset past its limit; this records that the guard ran and how close it came. */
function setAsideCheck(loaded: LoadedSource[]): QualityCheck {
  const shares = loaded.map((s) => ({ name: s.name, share: s.quality!.rows_read ? s.quality!.rows_set_aside / s.quality!.rows_read : 0 }));
  const worst = shares.sort((a, b) => b.share - a.share || a.name.localeCompare(b.name))[0]!;
  return {
    check: 'set_aside_share',
    status: 'passed',
    note: `every dataset within its set-aside limit; the largest share set aside: ${(worst.share * 100).toFixed(2)}% of ${worst.name}`,
  };
}
