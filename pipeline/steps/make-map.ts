// makes-normalised: each registry make code (one per brand and factory country) -> one make with a stable
// Latin slug and Hebrew and English names, from raw/rules/make-names.json. A brand missing from the table
// still publishes, under make-<lowest code>, and is counted in the manifest so it can be added.
import type { MakeNamesRule } from '../../lib/rules/make-names.ts';
import type { Db } from '../db.ts';

/** Letters and digits only, upper case: the name_key macro of sql/macros.sql, so MAZDA3 = MAZDA 3 and C-HR = CHR. */
export const nameKey = (s: string) => s.toUpperCase().replace(/[^A-Z0-9\u05D0-\u05EA]+/g, '');

interface CodeNames {
  make_code: number;
  brand_he: string | null;
  make_name_he: string | null;
}
interface Resolved {
  make_code: number;
  make_slug: string;
  make_name_he: string;
  make_name_en: string;
}

export function resolveMakes(codes: CodeNames[], rule: MakeNamesRule): { resolved: Resolved[]; unmapped: number } {
  // Longest spelling first, so a brand whose name starts with another's is not swallowed by it.
  const spellings = rule.makes
    .flatMap((m) => m.names_he.map((he) => ({ make: m, k: nameKey(he) })))
    .sort((a, b) => b.k.length - a.k.length || a.k.localeCompare(b.k));
  const byBrand = (text: string | null) => {
    if (!text) return undefined;
    const k = nameKey(text);
    return spellings.find((s) => s.k === k)?.make ?? spellings.find((s) => k.startsWith(s.k))?.make;
  };
  const fallback = new Map<string, Resolved>();
  const resolved: Resolved[] = [];
  let unmapped = 0;
  for (const c of codes) {
    const make = byBrand(c.brand_he) ?? byBrand(c.make_name_he);
    if (make) {
      resolved.push({ make_code: c.make_code, make_slug: make.slug, make_name_he: make.name_he, make_name_en: make.name_en });
      continue;
    }
    // Unknown brand: group its codes by the Hebrew brand name and name the make after its lowest code.
    const brand = (c.brand_he ?? c.make_name_he ?? String(c.make_code)).trim();
    let entry = fallback.get(brand);
    if (!entry) {
      unmapped++;
      entry = { make_code: c.make_code, make_slug: `make-${c.make_code}`, make_name_he: brand, make_name_en: brand };
      fallback.set(brand, entry);
    }
    resolved.push({ ...entry, make_code: c.make_code });
  }
  return { resolved, unmapped };
}

export async function buildMakeMap(db: Db, rule: MakeNamesRule): Promise<{ makes: number; unmapped: number }> {
  const codes = await db.allFile<CodeNames>('make-names');
  const { resolved, unmapped } = resolveMakes(codes, rule);
  await db.run('CREATE OR REPLACE TABLE make_map (make_code INT, make_slug VARCHAR, make_name_he VARCHAR, make_name_en VARCHAR)');
  await db.run('CREATE OR REPLACE TABLE make_alias (make_slug VARCHAR, alias_key VARCHAR)');
  const appender = await db.connection.createAppender('make_map');
  for (const r of resolved) {
    appender.appendInteger(r.make_code);
    appender.appendVarchar(r.make_slug);
    appender.appendVarchar(r.make_name_he);
    appender.appendVarchar(r.make_name_en);
    appender.endRow();
  }
  appender.closeSync();
  // Names the recall notices and the police file may use for a make: English, Latin aliases, Hebrew.
  const aliases = new Set<string>();
  for (const m of rule.makes) {
    for (const name of [m.slug, m.name_en, m.name_he, ...m.names_he, ...m.aliases_en]) aliases.add(`${m.slug}\u0000${nameKey(name)}`);
  }
  for (const r of resolved) aliases.add(`${r.make_slug}\u0000${nameKey(r.make_name_he)}`);
  const aliasAppender = await db.connection.createAppender('make_alias');
  for (const a of [...aliases].sort()) {
    const [slug, k] = a.split('\u0000') as [string, string];
    if (!k) continue;
    aliasAppender.appendVarchar(slug);
    aliasAppender.appendVarchar(k);
    aliasAppender.endRow();
  }
  aliasAppender.closeSync();
  return { makes: new Set(resolved.map((r) => r.make_slug)).size, unmapped };
}
