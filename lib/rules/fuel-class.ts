// The one fuel classification. Ordinary hybrids are plain petrol in the registry and in the model table's fuel
// column; only the model table's drive technology tells them apart, so it is read first, then the fuel text.
// The pipeline classifies in SQL with the fuel_class macro written from these tables (fuelClassSql); a live
// look-up of a car whose trim the model table lacks has only the registry's fuel text (registryFuel), so a
// "petrol" read there may be a hybrid.
import type { z } from 'zod';
import type { Fuel as FuelSchema } from '../shards/common.ts';
import { literal } from '../sql/sql-literal.ts';

export type Fuel = z.infer<typeof FuelSchema>;

/** How a text is matched: it contains the words (upper-cased first when `upper`), starts with them, or is them. */
type Match = { contains: string; upper?: true } | { startsWith: string } | { is: string };

/** Drive-technology texts, in order; the first that matches decides. */
const BY_TECHNOLOGY: readonly (readonly [Fuel, readonly Match[]])[] = [
  ['plugin_hybrid', [{ contains: 'PLUG', upper: true }, { contains: 'פלאג' }]],
  ['hybrid', [{ contains: 'היברידי' }]],
  ['electric', [{ contains: 'חשמלי' }]],
];

/** Fuel texts, in order, read when the technology decides nothing; a text none matches is `other`. */
const BY_FUEL_TEXT: readonly (readonly [Fuel, Match])[] = [
  ['plugin_hybrid', { startsWith: 'חשמל/' }],
  ['electric', { is: 'חשמל' }],
  ['petrol', { is: 'בנזין' }],
  ['diesel', { is: 'דיזל' }],
  ['lpg', { startsWith: 'גפ' }],
];

function matches(text: string | null, m: Match): boolean {
  if (text === null) return false;
  if ('contains' in m) return (m.upper ? text.toUpperCase() : text).includes(m.contains);
  if ('startsWith' in m) return text.startsWith(m.startsWith);
  return text === m.is;
}

/** The class of a trim from its drive technology and fuel text (either may be missing). */
export function fuelClass(technology: string | null, fuel: string | null): Fuel {
  const byTechnology = BY_TECHNOLOGY.find(([, ms]) => ms.some((m) => matches(technology, m)));
  if (byTechnology) return byTechnology[0];
  return BY_FUEL_TEXT.find(([, m]) => matches(fuel, m))?.[0] ?? 'other';
}

/** The class of a car from the registry's own fuel text alone; null when it has none. */
export const registryFuel = (fuelHe: string | null): Fuel | null => (fuelHe === null ? null : fuelClass(null, fuelHe));

function matchSql(column: string, m: Match): string {
  if ('contains' in m) return `contains(${m.upper ? `upper(${column})` : column}, ${literal(m.contains)})`;
  if ('startsWith' in m) return `starts_with(${column}, ${literal(m.startsWith)})`;
  return `${column} = ${literal(m.is)}`;
}

/** fuelClass as a SQL expression over two columns (the body of the pipeline's fuel_class macro). */
export function fuelClassSql(technology: string, fuel: string): string {
  const whens = [
    ...BY_TECHNOLOGY.map(([f, ms]) => `WHEN ${ms.map((m) => matchSql(technology, m)).join(' OR ')} THEN ${literal(f)}`),
    ...BY_FUEL_TEXT.map(([f, m]) => `WHEN ${matchSql(fuel, m)} THEN ${literal(f)}`),
  ];
  return ['CASE', ...whens.map((w) => `  ${w}`), `  ELSE 'other' END`].join('\n');
}
