// Rows of the datasets that follow a vehicle beyond the registry: vehicle history (56063a99), ownership changes
// (bb2355dc), the registry continuation (0866573c), personal imports (03adc637) and the final-cancellation
// archives (4e6b9724, ec8cbc34), in their published value formats.
import { ARCHIVE_PLATE_WIDTH } from '../../lib/datasets/cancelled-archives.ts';
import type { Cell } from './csv-writer.ts';
import type { HistoryFlag } from './golden.ts';
import type { Random } from './random.ts';
import { numberAsText, originAsPublished } from './real-shapes.ts';
import { DAY_MS, FUEL_NAME, iso, monthsOld, owner, SNAPSHOT_MONTHS, SNAPSHOT_MS, vin, type Vehicle } from './vehicle-cells.ts';

/** Share of registry plates the history file covers: ~2.3 M rows for ~4.15 M registry rows. */
export const HISTORY_COVERAGE = 0.55;
/** Chance of an ownership change in a given year since 2017: ~5 M rows for ~4.15 M cars. */
const CHANGE_PER_YEAR = 0.2;
const FIRST_PUBLISHED_CHANGE = 2017 * 12 + 1;
/** Chance of each change flag: they are rare. */
const FLAG_CHANCE: Record<HistoryFlag, number> = { structure: 0.003, lpg: 0.004, colour: 0.012, tyre: 0.03 };
const FLAG_ORDER: readonly HistoryFlag[] = ['structure', 'lpg', 'colour', 'tyre'];
const ORIGIN = { regular: 'יבוא סדיר', personal: 'יבוא אישי' } as const;
const TOW_HITCH = { yes: 'וו גרירה קבוע', no: 'אין וו גרירה' } as const;
/** sug_yevu as the real file writes it (data-sources.md §9, issue 33), and one type the glossary lacks. */
const IMPORT_TYPES = ['יבוא אישי-משומש', 'יבוא אישי-משומש', 'יבוא אישי-חדש', 'עולה חדש', 'תושב חוזר'] as const;
/** Share of successive ownership rows that repeat the one before exactly (17 of 276 pairs seen in the real file). */
const REPEAT_SHARE = 0.06;
/** Chance that a dealer held the car between two owners (99 of 410 real rows are dealers). */
const DEALER_BETWEEN = 0.3;
const DEALER = 'סוחר';

/** What a model is driven a year: a per-model figure (vans more), so model years differ and outliers show. */
export function yearlyKm(v: Vehicle): number {
  return (v.row.gen.sug_degem === 'M' ? 24_000 : 12_000) + (v.row.gen.degem_cd % 7) * 1_000;
}

/** Cars under three years have had no annual test, so the file leaves their km empty. */
function randomKm(rng: Random, v: Vehicle): number | null {
  const months = monthsOld(v);
  if (months < 36) return null;
  return Math.round((yearlyKm(v) * (months / 12) * (0.6 + 0.8 * rng.next())) / 100) * 100;
}

const flag = (on: boolean) => (on ? 1 : 0);

export type HistoryFacts = { km: number | null; flags: readonly HistoryFlag[] };

/** A random history row's facts: km from age and the model's yearly distance, flags rare. */
export function randomHistory(rng: Random, v: Vehicle): HistoryFacts {
  return { km: randomKm(rng, v), flags: FLAG_ORDER.filter((f) => rng.chance(FLAG_CHANCE[f])) };
}

export function historyCells(rng: Random, v: Vehicle, facts: HistoryFacts, personal: boolean): Cell[] {
  const day = String(rng.int(1, 28)).padStart(2, '0');
  return [
    v.plate,
    `${v.row.gen.engine}${String(rng.int(0, 999_999)).padStart(6, '0')}`,
    facts.km,
    flag(facts.flags.includes('structure')),
    flag(facts.flags.includes('lpg')),
    flag(facts.flags.includes('colour')),
    flag(facts.flags.includes('tyre')),
    `${v.moedYear}-${String(v.moedMonth).padStart(2, '0')}-${day} 00:00:00`,
    originAsPublished(v.plate, personal ? ORIGIN.personal : ORIGIN.regular, personal),
  ];
}

/**
 * Ownership changes after first registration, none before 2017 (the file starts then); the last one's type is
 * the ownership the registry shows now. ownershipRows gives them the real file's shapes.
 */
export function randomOwnership(rng: Random, v: Vehicle, current: string): [number, string][] {
  const first = Math.max(FIRST_PUBLISHED_CHANGE, v.moedYear * 12 + v.moedMonth + 1);
  const months: number[] = [];
  for (let year = Math.floor((first - 1) / 12); year * 12 < SNAPSHOT_MONTHS; year++) {
    if (!rng.chance(CHANGE_PER_YEAR)) continue;
    const m = year * 12 + rng.int(1, 12);
    if (m >= first && m <= SNAPSHOT_MONTHS && m !== months.at(-1)) months.push(m);
  }
  return months.map((m, i) => [yyyymm(m), i === months.length - 1 ? current : owner(rng, v)]);
}

const yyyymm = (m: number) => Math.floor((m - 1) / 12) * 100 + (((m - 1) % 12) + 1);

/**
 * The ownership file's rows of a car from its changes, in the real file's shapes (data-sources.md §10): a car first
 * registered from 2017 on begins with a row on its road month naming its first owner; a dealer often holds the car
 * for the month before a change; a row sometimes repeats exactly. `rng` is a stream of its own, so these shapes
 * leave every other file's draws as they were.
 */
export function ownershipRows(rng: Random, v: Vehicle, changes: readonly [number, string][], current: string): [number, string][] {
  const rows: [number, string][] = [];
  const road = v.moedYear * 12 + v.moedMonth;
  if (road >= FIRST_PUBLISHED_CHANGE) rows.push([yyyymm(road), changes.length ? owner(rng, v) : current]);
  let last = road;
  for (const [month, type] of changes) {
    const m = Math.floor(month / 100) * 12 + (month % 100);
    if (type !== DEALER && m - 1 > last && m - 1 >= FIRST_PUBLISHED_CHANGE && rng.chance(DEALER_BETWEEN))
      rows.push([yyyymm(m - 1), DEALER]);
    rows.push([month, type]);
    last = m;
  }
  return rows.flatMap((row) => (rng.chance(REPEAT_SHARE) ? [row, row] : [row]));
}

export function extrasCells(rng: Random, v: Vehicle): Cell[] {
  const van = v.row.gen.sug_degem === 'M';
  const load = String(van ? rng.pick([106, 109, 112]) : rng.pick([88, 91, 94, 97]));
  const speed = van ? rng.pick(['R', 'T']) : rng.pick(['H', 'V', 'W']);
  const hitch = rng.chance(van ? 0.4 : 0.08) ? TOW_HITCH.yes : TOW_HITCH.no;
  // The continuation also repeats the registry's make code, model code and class (read by no step).
  return [v.plate, load, load, speed, speed, hitch, v.row.gen.tozeret_cd, v.row.degem_cd, v.row.gen.sug_degem];
}

/**
 * A personal import: no model code and no trim; the make and model text as the importer declared them, the
 * licence and test dates of a car on the road.
 */
export function personalImportCells(rng: Random, v: Vehicle, licenceUntil?: string): Cell[] {
  const { row } = v;
  const g = row.gen;
  const old = monthsOld(v) >= 36;
  const registered = Date.UTC(v.moedYear, v.moedMonth - 1, rng.int(1, 28));
  const test = old ? SNAPSHOT_MS - rng.int(1, 365) * DAY_MS : registered;
  return [
    v.plate,
    vin(rng, v),
    g.tozeret_cd,
    row.tozeret_nm,
    g.sug_degem === 'P' ? 'פרטי' : 'מסחרי',
    `${g.kinuy} ${g.degem_nm}`,
    g.weight,
    row.year,
    numberAsText(v.plate, g.cc),
    row.country,
    g.engine,
    iso(test),
    licenceUntil ?? iso(old ? test + rng.int(360, 372) * DAY_MS : SNAPSHOT_MS + rng.int(10, 360) * DAY_MS),
    rng.pick(IMPORT_TYPES),
    `${v.moedYear}-${v.moedMonth}`,
    FUEL_NAME[g.fuel],
  ];
}

/** The archives store every value as text and pad the plate with zeros to 8 characters. */
export function archiveCells(cells: readonly Cell[]): Cell[] {
  return cells.map((c, i) => {
    const value = c === null || c === undefined ? '' : String(c);
    return i === 0 ? value.padStart(ARCHIVE_PLATE_WIDTH, '0') : value;
  });
}

/** A cancellation day inside an archive's years, at least a year after first registration. */
export function archiveCancellation(rng: Random, v: Vehicle, years: readonly [number, number]): string {
  const from = Math.max(Date.UTC(years[0], 0, 1), Date.UTC(v.moedYear + 1, v.moedMonth - 1, 1));
  const to = Date.UTC(years[1], 11, 31);
  return iso(from + Math.floor((rng.next() * (to - from)) / DAY_MS) * DAY_MS);
}
