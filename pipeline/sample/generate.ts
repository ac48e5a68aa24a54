// Deterministic generator of the committed sample in raw/ (and of national-scale input for benchmarks):
// every ministry file in its published columns and value formats, plus the police theft files.
//   npm run sample                                   writes the committed sample into raw/
//   npm run sample -- --scale national --out <dir>   ~4.2 M registry rows, ~100 K model rows, for benchmarks
// National scale also matches the real tables' spread, not just their row counts: ~100 makes, ~2.7 K models
// (commercial names) and ~30 K model years (so ~32.5 K site pages), derived in national-catalogue.ts from the
// real tables' row counts and public per-model statistics (that file gives each figure and where it comes from).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RAW_SOURCES, type RawSourceKey } from '../../lib/datasets/raw-sources.ts';
import { GENERATIONS, MAKES } from './catalogue.ts';
import { CsvWriter } from './csv-writer.ts';
import { GOLDEN, type Golden } from './golden.ts';
import { modelCells } from './model-cells.ts';
import { buildModelRows, type ModelRow } from './model-rows.ts';
import { seeded, weightedPicker, type Random } from './random.ts';
import { recallNoticeCells, RECALLS, type RecallNotice } from './recalls.ts';
import { generatedOrigin, writeReadme, writeSourceFile } from './source-docs.ts';
import { writeThefts } from './thefts.ts';
import {
  archiveCancellation,
  archiveCells,
  extrasCells,
  HISTORY_COVERAGE,
  historyCells,
  personalImportCells,
  randomHistory,
  ownershipRows,
  randomOwnership,
} from './history-cells.ts';
import { archiveShape, currentCancellationShape, ownershipWord, registryShape } from './real-shapes.ts';
import { cancelledCells, firstRegistration, owner, registryCells, retrofitEligible, SNAPSHOT_DATE, type Vehicle } from './vehicle-cells.ts';
import { REGISTRY_PUBLISHED } from '../../lib/datasets/registry.ts';
import { personalImports } from '../../lib/datasets/personal-imports.ts';

type Scale = 'sample' | 'national';

const SIZES = {
  sample: { registry: 20_000, inactive: 1_000, cancelled: 1_000, personalImports: 300, archive2010: 400, archive2000: 300, variants: 1 },
  national: {
    registry: 4_200_000,
    inactive: 210_000,
    cancelled: 210_000,
    personalImports: 27_000,
    archive2010: 670_000,
    archive2000: 500_000,
    variants: 260,
  },
} as const;

const SEED = 20261120;
/**
 * The history datasets draw from a stream of their own, so that adding them left every file generated before
 * them as it was (tests assert facts of those files computed by hand).
 */
const HISTORY_SEED = SEED + 13;
/** The ownership rows' real shapes (first registrations, dealers, repeats) draw from their own stream. */
const OWNERSHIP_SEED = SEED + 17;
/** sug_yevu's place in a personal-import row. */
const PERSONAL_IMPORT_TYPE = personalImports.published.indexOf('sug_yevu');
const ARCHIVES = [
  { key: 'cancelledArchiveLate', years: [2010, 2016], where: 'cancelled_2010_2016', size: 'archive2010' },
  { key: 'cancelledArchiveEarly', years: [2000, 2009], where: 'cancelled_2000_2009', size: 'archive2000' },
] as const;
const COLUMN = {
  test: REGISTRY_PUBLISHED.indexOf('mivchan_acharon_dt'),
  licence: REGISTRY_PUBLISHED.indexOf('tokef_dt'),
  owner: REGISTRY_PUBLISHED.indexOf('baalut'),
};
/** Share of cars under a recall whose recall is still open. */
const OPEN_RECALL_SHARE = 0.3;
export const DEFAULT_OUT = path.resolve(import.meta.dirname, '../../raw');

/** Random plates: a window per vehicle above the golden ranges, so plates are unique without a lookup set. */
function plateAllocator(rng: Random, total: number) {
  const seven = { next: 0, start: 1_001_000, step: Math.max(1, Math.floor((10_000_000 - 1_001_000) / total)) };
  const eight = { next: 0, start: 10_001_000, step: Math.max(1, Math.floor((100_000_000 - 10_001_000) / total)) };
  // Israel moved from 7- to 8-digit plates during 2017.
  return (moedYear: number, moedMonth: number) => {
    const range = moedYear < 2017 || (moedYear === 2017 && moedMonth < 7) ? seven : eight;
    return range.start + range.next++ * range.step + rng.int(0, range.step - 1);
  };
}

function yearWeight(year: number, scrapped: boolean): number {
  const survival = year >= 2016 ? 1 : 0.82 ** (2016 - year);
  return scrapped ? (year >= 2016 ? 0.15 : 1) : year === 2026 ? 0.85 * survival : survival;
}

const bump = (counter: Uint32Array, i: number) => {
  counter[i] = (counter[i] ?? 0) + 1;
};

type KeyCount = { row: ModelRow; active: number; inactive: number };

/** Recall notices per model row (by row index), matched on make, commercial name and build years. */
const recallsFor = (rows: readonly ModelRow[]): RecallNotice[][] =>
  rows.map((row) =>
    RECALLS.filter(
      (r) =>
        r.make === row.gen.make &&
        r.kinuy.includes(row.gen.kinuy) &&
        row.year >= Number(r.build_begin.slice(0, 4)) &&
        row.year <= Number(r.build_end.slice(0, 4)),
    ),
  );

/** Counts cars per join key (trims of one key share it), folding per-row counters at the end. */
function keyCounts(rows: readonly ModelRow[], active: Uint32Array, inactive: Uint32Array): KeyCount[] {
  const byKey = new Map<string, KeyCount>();
  for (const row of rows) {
    if (!active[row.index] && !inactive[row.index]) continue;
    const entry = byKey.get(row.key) ?? { row, active: 0, inactive: 0 };
    entry.active += active[row.index] ?? 0;
    entry.inactive += inactive[row.index] ?? 0;
    byKey.set(row.key, entry);
  }
  return [...byKey.values()].sort(
    (a, b) => a.row.gen.tozeret_cd - b.row.gen.tozeret_cd || a.row.degem_cd - b.row.degem_cd || a.row.year - b.row.year,
  );
}

const recallOpened = (r: RecallNotice) =>
  `${r.year}-${String(1 + (r.id % 12)).padStart(2, '0')}-${String(1 + (r.id % 28)).padStart(2, '0')}`;

type GenerateOptions = { scale?: Scale; out?: string };

type GenerateResult = { registryRows: number; modelRows: number };

/** Writes every file; a failure removes the half-written temporary files so out/ keeps only whole files. */
export function generate(options: GenerateOptions = {}): GenerateResult {
  const out = options.out ?? DEFAULT_OUT;
  try {
    return writeAll(options.scale ?? 'sample', out);
  } catch (error) {
    if (fs.existsSync(out)) {
      for (const e of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
        if (e.isFile() && e.name.endsWith('.tmp')) fs.rmSync(path.join(e.parentPath, e.name));
      }
    }
    throw error;
  }
}

/** What every file's section of the sample draws from: the model rows, the random streams, the plate allocator. */
interface SampleRun {
  out: string;
  size: (typeof SIZES)[Scale];
  rows: ModelRow[];
  rng: Random;
  hrng: Random;
  orng: Random;
  plate: (moedYear: number, moedMonth: number) => number;
  /** Cars on the road and off it per model row, for the model-counts file. */
  activeCount: Uint32Array;
  inactiveCount: Uint32Array;
  /** The first variant's rows, which the weights are per. */
  base: ModelRow[];
  pickActive: (r: number) => number;
  pickScrapped: (r: number) => number;
  scrappedWeights: number[];
}

/** The history, ownership and extras files, written for cars on the road and personal imports alike. */
interface Followers {
  history: CsvWriter;
  ownership: CsvWriter;
  extras: CsvWriter;
  /** The history and ownership rows of a car on the road; a golden plate's are its own. */
  follow(v: Vehicle, current: string, personal: boolean, g?: Golden): void;
}

function writeAll(scale: Scale, out: string): GenerateResult {
  const run = sampleRun(scale, out);
  const followers = followersOf(run);
  const registryRows = writeRegistry(run, followers);
  writeInactive(run);
  writeCancelled(run);
  const sortedCounts = writeModelFiles(run);
  writePrices(writer(out, 'listPrices'), run.rows, run.rng);
  writeRecallNotices(writer(out, 'recallNotices'));
  // After every other file's draws: these plates come from the same allocator, so they stay unique.
  const personalRows = writePersonalImports(run, followers);
  followers.history.close();
  followers.ownership.close();
  followers.extras.close();
  writeArchives(run);
  const thefts = writeThefts(
    out,
    sortedCounts.map((c) => ({ gen: c.row.gen, make: c.row.make, year: c.row.year, active: c.active })),
  );
  for (const source of Object.values(RAW_SOURCES)) {
    writeSourceFile(out, source, {
      retrieved: `${SNAPSHOT_DATE} (snapshot date of the generated sample)`,
      generated: true,
      origin: generatedOrigin(scale),
      delimiter: source.delimiter,
      encoding: source.encoding,
    });
  }
  writeReadme(out, {
    scale,
    thefts,
    sizes: run.size,
    rows: { registry: registryRows, history: followers.history.rows, ownership: followers.ownership.rows, personalImports: personalRows },
    generations: GENERATIONS.length,
    modelRows: run.rows.length,
    spread: spread(run.rows),
  });
  return { registryRows: run.size.registry, modelRows: run.rows.length };
}

function sampleRun(scale: Scale, out: string): SampleRun {
  const size = SIZES[scale];
  const rng = seeded(SEED);
  const rows = buildModelRows(size.variants);
  // Weights per base row; a variant is picked uniformly after the base row.
  const base = rows.slice(0, rows.length / size.variants);
  const weight = (scrapped: boolean) => base.map((r) => (r.gen.popularity * yearWeight(r.year, scrapped)) / (r.trimIndex === 0 ? 1 : 2));
  const scrappedWeights = weight(true);
  return {
    out,
    size,
    rows,
    rng,
    hrng: seeded(HISTORY_SEED),
    orng: seeded(OWNERSHIP_SEED),
    plate: plateAllocator(rng, size.registry + size.inactive + size.cancelled),
    activeCount: new Uint32Array(rows.length),
    inactiveCount: new Uint32Array(rows.length),
    base,
    pickActive: weightedPicker(weight(false)),
    pickScrapped: weightedPicker(scrappedWeights),
    scrappedWeights,
  };
}

/** A source's CSV writer, in its published columns, delimiter and encoding. */
function writer(out: string, key: RawSourceKey): CsvWriter {
  const dir = path.join(out, RAW_SOURCES[key].folder);
  fs.mkdirSync(dir, { recursive: true });
  return new CsvWriter(path.join(dir, RAW_SOURCES[key].file), RAW_SOURCES[key].published, {
    delimiter: RAW_SOURCES[key].delimiter,
    encoding: RAW_SOURCES[key].encoding,
    quote: !RAW_SOURCES[key].bulkDump,
  });
}

/** A random car: its model row drawn with `pick`, its first registration and plate drawn after. */
function randomVehicle(run: SampleRun, pick: (r: number) => number, draw: Random): Vehicle {
  const { rows, size, rng } = run;
  const row = rows[rng.int(0, size.variants - 1) * run.base.length + pick(rng.next())] as ModelRow;
  const [moedYear, moedMonth] = firstRegistration(draw, row.year);
  return { plate: run.plate(moedYear, moedMonth), row, moedYear, moedMonth };
}

/** The golden plates of one file, each with the car its model row makes. */
function golden(run: SampleRun, where: Golden['where']): { g: Golden; v: Vehicle }[] {
  const rowFor = (degem_cd: number, year: number, trim: number) => {
    const row = run.rows.find((r) => r.degem_cd === degem_cd && r.year === year && r.trimIndex === trim);
    if (!row) throw new Error(`golden vehicle names no model row: degem_cd ${degem_cd}, ${year}, trim ${trim}`);
    return row;
  };
  return GOLDEN.filter((g) => g.where === where).map((g) => ({
    g,
    v: { plate: g.plate, row: rowFor(g.degem_cd, g.year, g.trim), moedYear: g.moed[0], moedMonth: g.moed[1] },
  }));
}

function followersOf({ out, hrng, orng }: SampleRun): Followers {
  const history = writer(out, 'vehicleHistory');
  const ownership = writer(out, 'ownershipChanges');
  const extras = writer(out, 'registryExtras');
  const follow = (v: Vehicle, current: string, personal: boolean, g?: Golden) => {
    const facts = g ? (g.history ?? null) : hrng.chance(HISTORY_COVERAGE) ? randomHistory(hrng, v) : null;
    if (facts) history.write(historyCells(hrng, v, facts, personal));
    const changes = g ? (g.owners ?? []) : ownershipRows(orng, v, randomOwnership(hrng, v, current), current);
    const last = changes.at(-1);
    if (g && last && last[1] !== current)
      throw new Error(`golden plate ${g.plate}: last owner ${last[1]} is not the registry's ${current}`);
    for (const [month, type] of changes) ownership.write([v.plate, month, ownershipWord(type)]);
  };
  return { history, ownership, extras, follow };
}

/** The registry of cars on the road, with their open recalls, retrofit eligibility, extras, history and owners. */
function writeRegistry(run: SampleRun, followers: Followers): number {
  const { out, rng, hrng, size } = run;
  const registry = writer(out, 'registry');
  const openRecalls = writer(out, 'openRecalls');
  const retrofit = writer(out, 'retrofitEligible');
  const recalls = recallsFor(run.rows);
  const openRecall = (p: number, r: RecallNotice) => openRecalls.write([p, r.id, r.sug_recall, r.sug_takala, r.teur, recallOpened(r)]);
  const active = (v: Vehicle, g?: Golden) => {
    const cells = registryCells(g?.late ? hrng : rng, v, true);
    if (g?.licence_until) {
      cells[COLUMN.licence] = g.licence_until;
      cells[COLUMN.test] = `${Number(g.licence_until.slice(0, 4)) - 1}${g.licence_until.slice(4)}`;
    }
    if (g?.late) cells[COLUMN.owner] = g.owners?.at(-1)?.[1] ?? 'פרטי';
    else if (g?.owners?.length) cells[COLUMN.owner] = g.owners.at(-1)![1];
    registry.write(registryShape(cells));
    bump(run.activeCount, v.row.index);
    if (retrofitEligible(v)) retrofit.write([v.plate, '2026-11-19']);
    followers.extras.write(extrasCells(hrng, v));
    followers.follow(v, String(cells[COLUMN.owner]), false, g);
  };
  for (const { g, v } of golden(run, 'registry').filter(({ g }) => !g.late)) {
    active(v, g);
    for (const id of g.open_recalls) {
      const notice = RECALLS.find((r) => r.id === id);
      if (!notice) throw new Error(`golden plate ${g.plate} names unknown recall ${id}`);
      openRecall(v.plate, notice);
    }
  }
  while (registry.rows < size.registry) {
    const v = randomVehicle(run, run.pickActive, rng);
    active(v);
    for (const notice of recalls[v.row.index] ?? []) if (rng.chance(OPEN_RECALL_SHARE)) openRecall(v.plate, notice);
  }
  for (const { g, v } of golden(run, 'registry').filter(({ g }) => g.late)) active(v, g);
  registry.close();
  openRecalls.close();
  retrofit.close();
  return registry.rows;
}

/** Cars off the road (inactive). */
function writeInactive(run: SampleRun): void {
  const inactive = writer(run.out, 'inactive');
  for (const { v } of golden(run, 'inactive')) {
    inactive.write(registryShape(registryCells(run.rng, v, false)));
    bump(run.inactiveCount, v.row.index);
  }
  while (inactive.rows < run.size.inactive) {
    const v = randomVehicle(run, run.pickScrapped, run.rng);
    inactive.write(registryShape(registryCells(run.rng, v, false)));
    bump(run.inactiveCount, v.row.index);
  }
  inactive.close();
}

/** Cars cancelled (the current file). */
function writeCancelled(run: SampleRun): void {
  const cancelled = writer(run.out, 'cancelled');
  for (const { g, v } of golden(run, 'cancelled')) cancelled.write(currentCancellationShape(cancelledCells(run.rng, v, g.bitul_dt), true));
  while (cancelled.rows < run.size.cancelled) {
    cancelled.write(currentCancellationShape(cancelledCells(run.rng, randomVehicle(run, run.pickScrapped, run.rng)), false));
  }
  cancelled.close();
}

/** The model data and the cars per model key (on the road and off it); the counts, for the theft files. */
function writeModelFiles(run: SampleRun): KeyCount[] {
  const models = writer(run.out, 'modelData');
  for (const row of run.rows) models.write(modelCells(row));
  models.close();
  const modelCounts = writer(run.out, 'modelCounts');
  const sortedCounts = keyCounts(run.rows, run.activeCount, run.inactiveCount);
  for (const { row, active: n, inactive: off } of sortedCounts) {
    modelCounts.write([
      row.gen.sug_degem,
      row.gen.tozeret_cd,
      row.tozeret_nm,
      row.tozar,
      row.degem_cd,
      row.degem_nm,
      row.year,
      n,
      off,
      row.gen.kinuy,
    ]);
  }
  modelCounts.close();
  return sortedCounts;
}

/** Personal imports, with their history and owners. */
function writePersonalImports(run: SampleRun, { follow }: Followers): number {
  const { hrng, orng } = run;
  const personal = writer(run.out, 'personalImports');
  const personalGolden = (g: Golden, v: Vehicle, draw: Random) => {
    const cells = personalImportCells(draw, v);
    if (g.import_type) cells[PERSONAL_IMPORT_TYPE] = g.import_type;
    personal.write(cells);
    follow(v, g.owners?.at(-1)?.[1] ?? 'פרטי', true, g);
  };
  for (const { g, v } of golden(run, 'personal_import').filter(({ g }) => !g.after_random)) personalGolden(g, v, hrng);
  while (personal.rows < run.size.personalImports) {
    const v = randomVehicle(run, run.pickActive, hrng);
    personal.write(personalImportCells(hrng, v));
    follow(v, owner(hrng, v), true);
  }
  for (const { g, v } of golden(run, 'personal_import').filter(({ g }) => g.after_random)) personalGolden(g, v, orng);
  personal.close();
  return personal.rows;
}

/** The archives of cars cancelled in 2010-2016 and 2000-2009. */
function writeArchives(run: SampleRun): void {
  const { hrng } = run;
  for (const { key, years, where, size: sizeKey } of ARCHIVES) {
    const archive = writer(run.out, key);
    for (const { g, v } of golden(run, where)) archive.write(archiveCells(archiveShape(cancelledCells(hrng, v, g.bitul_dt), true)));
    // Cars built at least two years before the archive ends, so a year on the road fits before cancellation.
    const pick = weightedPicker(run.scrappedWeights.map((w, i) => ((run.base[i]?.year ?? years[1]) <= years[1] - 2 ? w : 0)));
    while (archive.rows < run.size[sizeKey]) {
      const v = randomVehicle(run, pick, hrng);
      archive.write(archiveCells(archiveShape(cancelledCells(hrng, v, archiveCancellation(hrng, v, years)), false)));
    }
    archive.close();
  }
}

/** Distinct makes, models and model years the model rows span, as the national README states them. */
const spread = (rows: readonly ModelRow[]) => ({
  makes: new Set(rows.map((r) => r.make.key)).size,
  models: new Set(rows.map((r) => `${r.make.key}|${r.gen.kinuy}`)).size,
  modelYears: new Set(rows.map((r) => `${r.make.key}|${r.gen.kinuy}|${r.year}`)).size,
  keys: new Set(rows.map((r) => r.key)).size,
});

/** List prices per key and trim; about a third of the rows are for keys no registered car has (export or unsold versions). */
function writePrices(prices: CsvWriter, rows: readonly ModelRow[], rng: Random): void {
  const price = (r: ModelRow, degem_cd: number, degem_nm: string) => {
    const mehir = Math.round((r.gen.price * 1.025 ** (r.year - r.gen.from) * (1 + 0.08 * r.trimIndex)) / 10) * 10;
    const { code, name } = r.make.importer;
    prices.write([
      code,
      name,
      r.gen.sug_degem,
      r.gen.tozeret_cd,
      r.tozeret_nm,
      degem_cd,
      degem_nm,
      r.year,
      mehir,
      `${r.gen.kinuy} ${r.trim}`,
    ]);
  };
  let listed = new Set<string>();
  let unsold = false;
  for (const r of rows) {
    if (r.trimIndex === 0) {
      listed = rng.chance(2 / 3) ? new Set([r.key]) : new Set();
      unsold = listed.size > 0 && rng.chance(0.5);
    }
    if (!listed.has(r.key)) continue;
    price(r, r.degem_cd, r.degem_nm);
    if (unsold) price(r, r.degem_cd + 5000, `${r.degem_nm}X`);
  }
  prices.close();
}

function writeRecallNotices(notices: CsvWriter): void {
  for (const r of [...RECALLS].sort((a, b) => a.id - b.id)) notices.write(recallNoticeCells(r));
  notices.close();
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'sample' }, out: { type: 'string' } } });
  if (values.scale !== 'sample' && values.scale !== 'national') {
    console.error(`--scale must be "sample" or "national"; got "${values.scale}"`);
    process.exit(2);
  }
  if (values.scale === 'national' && !values.out) {
    console.error('--scale national writes about 1 GB: give --out <dir> outside the repository (e.g. .national/raw)');
    process.exit(2);
  }
  const started = performance.now();
  const out = values.out ? path.resolve(values.out) : DEFAULT_OUT;
  generate({ scale: values.scale, out });
  console.error(`sample (${values.scale}) written to ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
