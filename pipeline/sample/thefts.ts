// Police theft files in the documented shape. The police have not published a by-model release for 2023-2025,
// so the by-model figures are SAMPLE FIGURES: thefts = cars of the model in the sample registry x an assumed
// annual rate per 1,000 x the national trend of the year. National totals are the reported real figures, every
// series as published: they disagree with each other, and none splits cars from other vehicles.
import fs from 'node:fs';
import path from 'node:path';
import type { Generation, Make } from './catalogue.ts';
import { policeNational, policeThefts } from '../../lib/datasets/police-thefts.ts';
import { CsvWriter } from './csv-writer.ts';

export const THEFT_FOLDER = policeThefts.folder;
export const THEFT_FILE = policeThefts.file;
export const NATIONAL_FILE = policeNational.file;

/** Assumed thefts per 1,000 cars a year, by commercial name; models not listed have no thefts. */
const RATE_PER_1000: Readonly<Record<string, number>> = {
  'LAND CRUISER': 25,
  HILUX: 20,
  'L 200': 15,
  'MAZDA 3': 12,
  'C-HR HYBRID': 10,
  TRANSIT: 10,
  TUCSON: 9,
  'CX-5': 9,
  COROLLA: 8,
  SPORTAGE: 8,
  OUTLANDER: 7,
  PICANTO: 6,
  'YARIS HYBRID': 6,
  I10: 5,
  I20: 5,
  OCTAVIA: 4,
  KANGOO: 3,
};
/** Police spell some models differently from the registry; the pipeline must normalise them. */
const POLICE_MODEL_NAME: Readonly<Record<string, string>> = { 'L 200': 'L200' };
/** These models are reported split by production year (several rows per theft year). */
const SPLIT_BY_PRODUCTION_YEAR = new Set(['COROLLA', 'HILUX']);
/** National totals fell after 2023; the sample follows the same trend. */
const YEAR_FACTOR: Readonly<Record<number, number>> = { 2023: 1, 2024: 0.95, 2025: 0.8 };
const RECOVERED_SHARE = 0.35;

const KNESSET = 'Knesset Research and Information Center, from Israel Police figures';
const PRESS_AUGUST = 'Israeli press report of Israel Police figures, August 2025';
const PRESS_DECEMBER = 'Israeli press report of Israel Police figures, December 2025';
const PRESS_ROUNDED = 'Israeli press reports of Israel Police figures, rounded';

/** Vehicle thefts of all types as each series reports them (counts as published; they differ between series). */
const NATIONAL_TOTALS = [
  { series: KNESSET, published: '', year: 2021, thefts: 12256, approximate: false, note: '' },
  { series: KNESSET, published: '', year: 2022, thefts: 16305, approximate: false, note: '' },
  { series: KNESSET, published: '', year: 2023, thefts: 19094, approximate: false, note: '' },
  { series: KNESSET, published: '', year: 2024, thefts: 18076, approximate: false, note: 'to the end of the third quarter' },
  { series: PRESS_AUGUST, published: '2025-08', year: 2021, thefts: 12256, approximate: false, note: '' },
  { series: PRESS_AUGUST, published: '2025-08', year: 2022, thefts: 16035, approximate: false, note: '' },
  { series: PRESS_AUGUST, published: '2025-08', year: 2023, thefts: 19094, approximate: false, note: '' },
  { series: PRESS_AUGUST, published: '2025-08', year: 2024, thefts: 18076, approximate: false, note: '' },
  { series: PRESS_DECEMBER, published: '2025-12', year: 2022, thefts: 16319, approximate: false, note: '' },
  { series: PRESS_DECEMBER, published: '2025-12', year: 2023, thefts: 19982, approximate: false, note: '' },
  { series: PRESS_DECEMBER, published: '2025-12', year: 2024, thefts: 18759, approximate: false, note: '' },
  { series: PRESS_DECEMBER, published: '2025-12', year: 2025, thefts: 15153, approximate: false, note: 'days before the end of the year' },
  { series: PRESS_ROUNDED, published: '', year: 2025, thefts: 15200, approximate: true, note: '"about 15,200"' },
] as const;
export const NATIONAL_SOURCE =
  'Israel Police theft figures as reported by the Knesset Research and Information Center and the Israeli press; the series disagree';

type ActiveCount = { gen: Generation; make: Make; year: number; active: number };

export function writeThefts(out: string, counts: readonly ActiveCount[]): { rows: number } {
  const dir = path.join(out, THEFT_FOLDER);
  fs.mkdirSync(dir, { recursive: true });
  const byModel = new Map<string, { make: string; kinuy: string; years: Map<number, number> }>();
  for (const c of counts) {
    if (!(c.gen.kinuy in RATE_PER_1000)) continue;
    const key = `${c.make.key}|${c.gen.kinuy}`;
    const entry = byModel.get(key) ?? { make: c.make.tozar[0] ?? c.make.key, kinuy: c.gen.kinuy, years: new Map() };
    entry.years.set(c.year, (entry.years.get(c.year) ?? 0) + c.active);
    byModel.set(key, entry);
  }
  const lines: (string | number)[][] = [];
  for (const { make, kinuy, years } of [...byModel.values()].sort(
    (a, b) => a.make.localeCompare(b.make, 'en') || a.kinuy.localeCompare(b.kinuy, 'en'),
  )) {
    const rate = RATE_PER_1000[kinuy] ?? 0;
    const model = POLICE_MODEL_NAME[kinuy] ?? kinuy;
    for (const theftYear of [2023, 2024, 2025]) {
      const factor = YEAR_FACTOR[theftYear] ?? 1;
      // Cars produced after the theft year cannot have been stolen in it.
      const eligible = [...years].filter(([y]) => y <= theftYear).sort(([a], [b]) => a - b);
      const add = (productionYear: number | '', cars: number, minimum: number) => {
        const thefts = Math.max(minimum, Math.round(((cars * rate) / 1000) * factor));
        if (thefts > 0) lines.push([make, model, theftYear, productionYear, thefts, Math.round(thefts * RECOVERED_SHARE), 'true']);
      };
      if (SPLIT_BY_PRODUCTION_YEAR.has(kinuy)) for (const [y, cars] of eligible) add(y, cars, 0);
      else
        add(
          '',
          eligible.reduce((sum, [, cars]) => sum + cars, 0),
          1,
        );
    }
  }
  const thefts = new CsvWriter(path.join(dir, THEFT_FILE), policeThefts.published);
  for (const line of lines) thefts.write(line);
  thefts.close();
  const national = new CsvWriter(path.join(dir, NATIONAL_FILE), policeNational.published);
  for (const t of NATIONAL_TOTALS) national.write([t.series, t.published, t.year, t.thefts, String(t.approximate), t.note]);
  national.close();
  return { rows: lines.length };
}
