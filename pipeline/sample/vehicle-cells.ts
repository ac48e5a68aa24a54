// Builds registry-style rows (resources 053cea08 and f6efe89a) and final-cancellation rows (851ecab1) for one
// vehicle, in the ministry's value formats: "YYYY-M" first registration, ISO dates, Hebrew fuel names where an
// ordinary hybrid is plain "בנזין".
import { COLOURS, OWNERSHIP, type Fuel } from './catalogue.ts';
import type { ModelRow } from './model-rows.ts';
import { weightedPicker, type Random } from './random.ts';
import type { Cell } from './csv-writer.ts';

export const SNAPSHOT_DATE = '2026-11-20';
export const SNAPSHOT_MS = Date.UTC(2026, 10, 20);
export const DAY_MS = 86_400_000;
export const SNAPSHOT_MONTHS = 2026 * 12 + 11;

export const FUEL_NAME: Record<Fuel, string> = {
  petrol: 'בנזין',
  hybrid: 'בנזין',
  diesel: 'דיזל',
  plugin: 'חשמל/בנזין',
  electric: 'חשמל',
};

export type Vehicle = {
  plate: number;
  row: ModelRow;
  moedYear: number;
  moedMonth: number;
};

const pickColour = weightedPicker(COLOURS.map((c) => c[2]));
const pickOwner = weightedPicker(OWNERSHIP.map((o) => o[1]));
const VAN_OWNERS = ['חברה', 'פרטי', 'ליסינג', 'חברה', 'סוחר'] as const;
const VIN_YEAR = 'ABCDEFGHJKLMNPRSTVWXY';

const isoCache = new Map<number, string>();
/** Dates repeat a lot across millions of rows; formatting each once keeps national scale fast. */
export function iso(ms: number): string {
  let text = isoCache.get(ms);
  if (text === undefined) isoCache.set(ms, (text = new Date(ms).toISOString().slice(0, 10)));
  return text;
}
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const monthsOld = (v: Pick<Vehicle, 'moedYear' | 'moedMonth'>) => SNAPSHOT_MONTHS - (v.moedYear * 12 + v.moedMonth);

/** First month on the road: mostly the production year, sometimes the next, never after the snapshot month. */
export function firstRegistration(rng: Random, year: number): [number, number] {
  const y = year < 2026 && rng.chance(0.25) ? year + 1 : year;
  return [y, rng.int(1, y === 2026 ? 11 : 12)];
}

/** Retrofit discount: private car registered 2000 to 1.5.2017 with neither factory lane-departure nor forward-collision. */
export function retrofitEligible(v: Vehicle): boolean {
  const months = v.moedYear * 12 + v.moedMonth;
  return v.row.gen.sug_degem === 'P' && v.row.gen.safety === 'basic' && months >= 2000 * 12 + 1 && months <= 2017 * 12 + 4;
}

export function vin(rng: Random, v: Vehicle): string {
  const y = v.row.year;
  const letter = y >= 2010 ? VIN_YEAR[(y - 2010) % VIN_YEAR.length] : String(y % 10);
  return `${v.row.make.wmi}*${v.row.degem_nm.slice(0, 6)}*${letter}${pad(rng.int(0, 9_999_999), 7)}`;
}

/** An ownership type in the registry's proportions (vans lean to companies). */
export function owner(rng: Random, v: Vehicle): string {
  return v.row.gen.sug_degem === 'M' ? rng.pick(VAN_OWNERS) : (OWNERSHIP[pickOwner(rng.next())]?.[0] ?? 'פרטי');
}

/** Last annual test and licence expiry: cars under three years have had no test yet (the date is the registration). */
function testDates(rng: Random, v: Vehicle, active: boolean): [string, string] {
  const registered = Date.UTC(v.moedYear, v.moedMonth - 1, rng.int(1, 28));
  if (!active) {
    const test = Math.max(registered, SNAPSHOT_MS - rng.int(400, 2500) * DAY_MS);
    return [iso(test), iso(test + 365 * DAY_MS)];
  }
  if (monthsOld(v) < 36) return [iso(registered), iso(SNAPSHOT_MS + rng.int(10, 360) * DAY_MS)];
  const test = SNAPSHOT_MS - rng.int(1, 365) * DAY_MS;
  // About 3% of active cars drive on an expired licence.
  const expiry = rng.chance(0.03) ? test - rng.int(10, 60) * DAY_MS : test + rng.int(360, 372) * DAY_MS;
  return [iso(test), iso(expiry)];
}

export function pollutionGroup(co2: number): number {
  return co2 === 0 ? 1 : Math.min(15, Math.max(2, Math.round(co2 / 14)));
}

export function registryCells(rng: Random, v: Vehicle, active: boolean): Cell[] {
  const { row } = v;
  const g = row.gen;
  const colour = COLOURS[pickColour(rng.next())] ?? COLOURS[0];
  const [test, expiry] = testDates(rng, v, active);
  return [
    v.plate,
    g.tozeret_cd,
    g.sug_degem,
    row.tozeret_nm,
    row.degem_cd,
    row.degem_nm,
    row.trim,
    row.safetyLevel,
    pollutionGroup(g.co2),
    row.year,
    g.engine,
    test,
    expiry,
    owner(rng, v),
    vin(rng, v),
    colour?.[0],
    colour?.[1],
    g.tyre,
    g.tyre,
    FUEL_NAME[g.fuel],
    row.horaat_rishum,
    `${v.moedYear}-${v.moedMonth}`,
    g.kinuy,
  ];
}

export function cancelledCells(rng: Random, v: Vehicle, bitul?: string): Cell[] {
  const { row } = v;
  const g = row.gen;
  const colour = COLOURS[pickColour(rng.next())] ?? COLOURS[0];
  const registered = Date.UTC(v.moedYear, v.moedMonth - 1, 15);
  const earliest = Math.min(registered + 3 * 365 * DAY_MS, SNAPSHOT_MS - DAY_MS);
  const bitulDt = bitul ?? iso(earliest + Math.floor((rng.next() * (SNAPSHOT_MS - earliest)) / DAY_MS) * DAY_MS);
  return [
    v.plate,
    g.tozeret_cd,
    row.tozeret_nm,
    row.degem_cd,
    row.degem_nm,
    g.sug_degem === 'P' ? 1 : 2,
    g.sug_degem === 'P' ? 'פרטי' : 'מסחרי',
    `${v.moedYear}-${v.moedMonth}`,
    bitulDt,
    vin(rng, v),
    row.make.tozar[0],
    g.engine,
    `${g.engine}${pad(rng.int(0, 999_999), 6)}`,
    g.weight,
    row.trim,
    row.safetyLevel,
    pollutionGroup(g.co2),
    row.year,
    owner(rng, v),
    colour?.[1],
    g.tyre,
    g.tyre,
    FUEL_NAME[g.fuel],
    row.horaat_rishum,
    g.kinuy,
  ];
}
