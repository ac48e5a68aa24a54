// Number, date and label formatting for the markdown pages. Written out by hand rather than with Intl so the
// output never depends on the ICU data of the machine that renders it.
import type { z } from 'zod';
import type { Fuel, VehicleClass } from '../shards/schemas.ts';

export function formatInt(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatIls(n: number): string {
  return `${formatInt(n)} ₪`;
}

/** A share 0..1 as a whole percentage. */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}

export function formatDecimal(n: number, digits: number): string {
  return n.toFixed(digits);
}

/** "2026-11-20" → "20.11.2026", the way dates are written in Hebrew text. */
export function formatDateHe(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(d)}.${Number(m)}.${y}`;
}

/** "2020-01" or "2020-1" (a build month) → "1/2020". */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{1,2})/.exec(value);
  return match ? `${Number(match[2])}/${match[1]}` : value;
}

export function yearRange(years: readonly number[]): string {
  if (years.length === 0) return '—';
  const min = Math.min(...years);
  const max = Math.max(...years);
  return min === max ? String(min) : `${min}–${max}`;
}

export const FUEL_HE: Record<z.infer<typeof Fuel>, string> = {
  petrol: 'בנזין',
  diesel: 'דיזל',
  hybrid: 'היברידי',
  plugin_hybrid: 'היברידי נטען (פלאג-אין)',
  electric: 'חשמלי',
  lpg: 'גפ"מ',
  other: 'אחר',
};

export const VEHICLE_CLASS_HE: Record<z.infer<typeof VehicleClass>, string> = {
  private: 'רכב פרטי',
  commercial: 'רכב מסחרי קל (עד 3.5 טון)',
};

export function fuelsHe(fuels: readonly z.infer<typeof Fuel>[]): string {
  return fuels.length === 0 ? '—' : fuels.map((f) => FUEL_HE[f]).join(', ');
}
