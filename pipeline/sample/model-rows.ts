// Expands the catalogue into model-table rows: one per (tozeret_cd, degem_cd, shnat_yitzur, ramat_gimur), as in
// resource 142afde2. At national scale each generation is repeated as synthetic variants (new degem_cd and
// degem_nm) to reach the real table's ~100 K rows; every VARIANTS_PER_FAMILY variants form a family with its own
// brand and commercial names (national-catalogue.ts), so makes, models and model years reach real counts too.
import { GENERATIONS, MAKES, type Generation, type Make } from './catalogue.ts';
import { familyGeneration, familyMake, VARIANTS_PER_FAMILY } from './national-catalogue.ts';

export type ModelRow = {
  /** Position in the model table; indexes the per-row counters and recall lists. */
  index: number;
  gen: Generation;
  make: Make;
  year: number;
  trim: string;
  trimIndex: number;
  degem_cd: number;
  degem_nm: string;
  /** tozeret_cd|degem_cd|shnat_yitzur: the join key to the registry, counts and prices. */
  key: string;
  tozeret_nm: string;
  country: string;
  tozar: string;
  /** The ministry's safety-equipment level and score (kept in raw input only; the pipeline must drop them). */
  safetyLevel: number | null;
  safetyScore: number | null;
  horaat_rishum: number;
};

/** The ministry cuts tozeret_nm at 14 characters ("מיצובישי תאילנ"). */
const cutMakeName = (name: string) => name.slice(0, 14);

export function makeOf(gen: Generation): Make {
  const make = MAKES.find((m) => m.key === gen.make);
  if (!make) throw new Error(`catalogue: generation ${gen.kinuy} names unknown make ${gen.make}`);
  return make;
}

/** Extra trims are offered only every fourth model year, so most keys carry one trim and some two or three. */
const trimsInYear = (gen: Generation, year: number) => ((year - gen.from) % 4 === 3 ? gen.trims : gen.trims.slice(0, 1));

export function buildModelRows(variants: number): ModelRow[] {
  const rows: ModelRow[] = [];
  for (let v = 0; v < variants; v++) {
    const family = Math.floor(v / VARIANTS_PER_FAMILY);
    for (const base of GENERATIONS) {
      const baseMake = makeOf(base);
      const gen = familyGeneration(base, family, baseMake);
      const make = family === 0 ? baseMake : familyMake(family);
      const fullName = make.factories[gen.tozeret_cd];
      if (!fullName) throw new Error(`catalogue: ${gen.kinuy} uses tozeret_cd ${gen.tozeret_cd} missing from ${make.key}`);
      const brand = make.tozar[0] ?? '';
      for (let year = gen.from; year <= gen.to; year++) {
        const degem_cd = base.degem_cd + v * 10000;
        const degem_nm = v === 0 ? gen.degem_nm : `${gen.degem_nm}${v}`;
        trimsInYear(gen, year).forEach((trim, trimIndex) => {
          const level = year < 2014 ? null : { basic: 1, mid: 5, full: 7 }[gen.safety] + (trimIndex > 0 ? 1 : 0);
          rows.push({
            index: rows.length,
            gen,
            make,
            year,
            trim,
            trimIndex,
            degem_cd,
            degem_nm,
            key: `${gen.tozeret_cd}|${degem_cd}|${year}`,
            tozeret_nm: cutMakeName(fullName),
            country: fullName.slice(fullName.indexOf(' ') + 1),
            tozar: make.tozar[year % make.tozar.length] ?? brand,
            safetyLevel: level,
            safetyScore: level === null ? null : Math.min(8, level + (year >= 2020 ? 1 : 0)),
            horaat_rishum: 100000 + ((degem_cd * 37 + year * 11) % 899999),
          });
        });
      }
    }
  }
  return rows;
}
