// How numbers, shares, dates and fuels read on the Hebrew pages.
import type { z } from 'zod';
import type { Fuel } from '../../../lib/shards/schemas.ts';

const integer = new Intl.NumberFormat('he-IL', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('he-IL', { maximumFractionDigits: 1 });

export const formatInt = (n: number): string => integer.format(n);
export const formatDecimal = (n: number): string => decimal.format(n);
export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;
export const formatShekels = (n: number): string => `${integer.format(n)} ₪`;

/** "2026-11-20" -> "20.11.2026", the way dates are written in Israel. */
export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(d)}.${Number(m)}.${y}`;
}

const FUEL_HE: Record<z.infer<typeof Fuel>, string> = {
  petrol: 'בנזין',
  diesel: 'דיזל',
  hybrid: 'היברידי',
  plugin_hybrid: 'היברידי נטען (פלאג-אין)',
  electric: 'חשמלי',
  lpg: 'גפ"מ',
  other: 'אחר',
};
export const fuelHe = (fuel: z.infer<typeof Fuel>): string => FUEL_HE[fuel];

export function yearRange(years: number[]): string {
  if (years.length === 0) return '';
  const min = Math.min(...years);
  const max = Math.max(...years);
  return min === max ? String(min) : `${min}–${max}`;
}
