// National scale only: how the ~100 K model rows spread over makes, models and model years, so the national
// site has the page count the real data gives (the committed sample never reaches this file's families).
//
// Target cardinalities and why (raw/README.md of a national run repeats them):
// - Model rows ~100 K: resource 142afde2 holds ~94-100 K rows (its CKAN datastore total), one per tozeret_cd,
//   degem_cd, shnat_yitzur, ramat_gimur. The catalogue's 384 base rows x 260 variants = 99,840.
// - Join keys ~90 K: the per-key count table 5e87a7a1 has ~98 K rows, so a key carries about one trim row
//   (the catalogue: 384 rows over 346 keys).
// - Model years ~30 K ("tens of thousands"): a commercial name in one production year spans several degem_cd
//   (engines, bodies, factories); three model codes per model year (a few for popular names, one for most
//   rare ones) turns ~90 K keys into ~30 K model years: VARIANTS_PER_FAMILY = 3 -> 342 x 87 = 29,754.
// - Models ~2.7 K ("thousands"): ddsabag/vehicle-app's modelstats.json (148 KB; its 14-model subset is 540
//   bytes a model minified) lists ~275 make-and-name pairs with at least 500 active cars; the long tail of
//   rarer names (imports of a few hundred cars, old models, commercial variants) is about ten times that:
//   31 base names x 87 families = 2,697.
// - Makes ~100: the 67 brands of raw/rules/make-names.json (15 of them in the catalogue), plus historic and
//   rare brands the table does not name (published under make-<code>, as real unnamed brands would be):
//   15 + 86 = 101.
// A family is VARIANTS_PER_FAMILY consecutive variants: family 0 is the catalogue itself; family f > 0 is the
// catalogue's generations under one further brand, each commercial name with the family's series letters.
import fs from 'node:fs';
import path from 'node:path';
import { MAKES, type Generation, type Make } from './catalogue.ts';

export const VARIANTS_PER_FAMILY = 3;

/** Brands of the make-name rule table that the catalogue lacks: [Hebrew, English], from the committed rule. */
function ruleBrands(): [string, string][] {
  const file = path.resolve(import.meta.dirname, '../../raw/rules/make-names.json');
  const rule = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    makes: { slug: string; name_en: string; name_he: string; names_he: string[] }[];
  };
  const known = new Set(MAKES.flatMap((m) => m.tozar));
  return rule.makes.filter((m) => !m.names_he.some((n) => known.has(n))).map((m) => [m.name_he, m.name_en]);
}

/** Historic and rare brands on Israeli roads that the make-name table does not list. */
const UNLISTED_BRANDS: readonly [string, string][] = [
  ['דייהטסו', 'Daihatsu'],
  ['דייהו', 'Daewoo'],
  ['לאדה', 'Lada'],
  ['פרוטון', 'Proton'],
  ['רובר', 'Rover'],
  ['סאאב', 'Saab'],
  ['אוטוביאנקי', 'Autobianchi'],
  ['טאטא', 'Tata'],
  ['מהינדרה', 'Mahindra'],
  ['האמר', 'Hummer'],
  ['לינקולן', 'Lincoln'],
  ['ביואיק', 'Buick'],
  ['פונטיאק', 'Pontiac'],
  ['לוטוס', 'Lotus'],
  ['בנטלי', 'Bentley'],
  ['פרארי', 'Ferrari'],
  ['למבורגיני', 'Lamborghini'],
  ['רולס רויס', 'Rolls Royce'],
  ['אסטון מרטין', 'Aston Martin'],
  ['מקלארן', 'McLaren'],
  ['מרקורי', 'Mercury'],
  ['אולדסמוביל', 'Oldsmobile'],
  ['טלבוט', 'Talbot'],
  ['זסטבה', 'Zastava'],
  ['האוול', 'Haval'],
  ['וינפאסט', 'VinFast'],
  ['ליפאן', 'Lifan'],
  ['ברליאנס', 'Brilliance'],
  ['פוטון', 'Foton'],
  ["פיאג'ו", 'Piaggio'],
  ['לוסיד', 'Lucid'],
  ['ריביאן', 'Rivian'],
  ['אבארט', 'Abarth'],
  ['אלפין', 'Alpine'],
];

const COUNTRIES = ['סין', 'יפן', 'גרמניה', 'ד. קוריאה', 'צרפת', 'איטליה', 'ארה"ב', 'ספרד'] as const;
const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';

/** Series letters of family f (1 -> "A", 21 -> "Z", 22 -> "AA"): keeps each family's commercial names apart. */
function series(f: number): string {
  let s = '';
  for (let n = f - 1; ; n = Math.floor(n / LETTERS.length) - 1) {
    s = LETTERS[n % LETTERS.length] + s;
    if (n < LETTERS.length) return s;
  }
}

let brands: [string, string][] | undefined;
const familyMakes = new Map<number, Make>();

/** The further brand of family f > 0, with two factory codes (one per country) like the real tables' makes. */
export function familyMake(f: number): Make {
  let make = familyMakes.get(f);
  if (make) return make;
  brands ??= [...ruleBrands(), ...UNLISTED_BRANDS];
  const [he, en] = brands[(f - 1) % brands.length]!;
  const code = 2000 + f * 10;
  const n = String(f).padStart(3, '0');
  make = {
    key: `family-${f}`,
    tozar: [he],
    recall_name: en.toUpperCase(),
    recall_code: 500 + f,
    wmi: `X${n.slice(1)}`,
    importer: { code: 300 + f, name: `${he} ישראל בע"מ` },
    factories: { [code]: `${he} ${COUNTRIES[f % COUNTRIES.length]}`, [code + 1]: `${he} ${COUNTRIES[(f + 3) % COUNTRIES.length]}` },
  };
  familyMakes.set(f, make);
  return make;
}

const familyGens = new Map<Generation, Map<number, Generation>>();

/** Generation `gen` as family f builds it: the family's brand and factory, its series in the commercial name. */
export function familyGeneration(gen: Generation, f: number, baseMake: Make): Generation {
  if (f === 0) return gen;
  let byFamily = familyGens.get(gen);
  if (!byFamily) familyGens.set(gen, (byFamily = new Map()));
  let g = byFamily.get(f);
  if (!g) {
    const factory = Object.keys(baseMake.factories).indexOf(String(gen.tozeret_cd)) % 2;
    g = { ...gen, make: familyMake(f).key, tozeret_cd: 2000 + f * 10 + factory, kinuy: `${gen.kinuy} ${series(f)}` };
    byFamily.set(f, g);
  }
  return g;
}
