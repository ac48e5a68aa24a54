// House-rule lint (`npm run check`, .ci/run): what tsc cannot see. Kebab-case file names; no unfinished markers on
// paths users reach; raw ministry column names only where the raw schema is read (SQL, the sample generator, the
// download and CKAN adapters, and their tests); the forbidden safety fields nowhere else at all; imports that
// keep to the layers and close no circle (scripts/import-graph.ts); no source line (ts, mjs, js, astro, sql, css) over
// MAX_LINE characters, the formatter's printWidth (.prettierrc.json), which it cannot enforce on long strings; no
// Hebrew letter in code outside the catalogues, the rules data and HEBREW_DATA (words a reader sees have one home).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { importFindings } from './import-graph.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['api', 'lib', 'pipeline', 'site', 'scripts', 'bench', 'test'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.astro', 'fixtures']);

/** Where raw column names legitimately appear: the code that reads the ministry's own schema. */
const RAW_SCHEMA_READERS = [
  /\.sql$/,
  /^pipeline\/sample\//,
  /^pipeline\/fetch-data/,
  /^pipeline\/inputs\//,
  /^lib\/datasets\//,
  /^api\/registry\/ckan/,
  /^test\//,
  /^bench\//,
  /^scripts\/lint\.ts$/,
];
const RAW_COLUMN_NAMES = [
  'mispar_rechev',
  'tozeret_cd',
  'degem_cd',
  'shnat_yitzur',
  'ramat_gimur',
  'kinuy_mishari',
  'moed_aliya_lakvish',
  'kvuzat_agra_cd',
  'sug_delek_nm',
  'tokef_dt',
  'mivchan_acharon_dt',
  'TEUR_TAKALA',
  'OFEN_TIKUN',
];
const RAW_COLUMNS = new RegExp(`\\b(${RAW_COLUMN_NAMES.join('|')})\\b`);
const FORBIDDEN_FIELD_WRITERS = [/^pipeline\/sample\//, /^pipeline\/inputs\//, /^lib\/datasets\//, /^test\//];
const FORBIDDEN_FIELDS = /\b(ramat_eivzur_betihuty|nikud_betihut)\b/;
const UNFINISHED = /\b(TODO|FIXME|XXX)\b|not implemented/;
const HEBREW_LETTER = /[\u0590-\u05FF]/;
/**
 * Words a reader sees live in the catalogues (lib/i18n/catalogues/, JSON) or the rules data (raw/rules/), so a
 * Hebrew letter in code is a finding, except in a comment (an example, the data value a line reads) and in these
 * files, each with its reason, whose Hebrew is data: what the ministry writes, matched or generated, not words
 * said to a reader.
 * Tests assert Hebrew text and are not checked.
 */
const HEBREW_DATA: RegExp[] = [
  // The sample generator writes ministry-shaped data, which is Hebrew.
  /^pipeline\/sample\//,
  // SQL matches the ministry's Hebrew values (vehicle kinds, fuel names) where it reads them.
  /\.sql$/,
  // The dataset descriptors: the ministry's column names and values as it writes them.
  /^lib\/datasets\//,
  // Search folds Hebrew spellings: final letters, prefix letters, transliteration tables.
  /^lib\/search\//,
  // The search benchmark makes Hebrew page names and queries to search.
  /^bench\/search\.ts$/,
  // The ministry's fuel names each fuel class is read from (the pipeline's SQL macro is written from them).
  /^lib\/rules\/fuel-class\.ts$/,
  // The registry's vehicle kinds (goods, commercial) as written, read as registry-db.sql reads them.
  /^api\/registry\/ckan-registry\.ts$/,
  // Each language's name in itself, for the language switch: the same words in every language.
  /^lib\/i18n\/lang\.ts$/,
  // An example query in the OpenAPI description, as a person types it.
  /^api\/operations\/search\.ts$/,
  // A schema description quoting the Hebrew data value it describes, for developers.
  /^lib\/(plate-answer\/(owners|vehicle|extras)|rules\/licence-fee)\.ts$/,
];
const KEBAB = /^[a-z0-9]+(?:[-.][a-z0-9]+)*$/;
const MAX_LINE = 140;

interface Finding {
  file: string;
  line: number;
  rule: string;
  text: string;
}

function* walk(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries.sort()) {
    if (SKIP_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

export function lint(root: string = ROOT): Finding[] {
  const findings: Finding[] = [];
  const sources = new Map<string, string>();
  for (const dir of SOURCE_DIRS) {
    for (const full of walk(path.join(root, dir))) {
      const rel = path.relative(root, full).split(path.sep).join('/');
      const base = path.basename(rel).replace(/\.(test\.)?(ts|mjs|js|astro|sql|md|json|css|svg|d\.ts)$/, '');
      // Astro routes use bracketed parameters ([make].astro) by framework convention.
      if (!/^\[.*\]$/.test(base) && !/^\[\.\.\..*\]/.test(base) && !KEBAB.test(base) && !/^[A-Z]+$/.test(base)) {
        findings.push({ file: rel, line: 0, rule: 'kebab-case-name', text: path.basename(rel) });
      }
      if (!/\.(ts|mjs|js|astro|sql|css)$/.test(rel)) continue;
      const source = readFileSync(full, 'utf8');
      const lines = source.split('\n');
      // Characters, not UTF-16 units or bytes: a Hebrew letter is one column in an editor.
      lines.forEach((text, i) => {
        const length = [...text].length;
        if (length > MAX_LINE) {
          findings.push({ file: rel, line: i + 1, rule: 'line-too-long', text: `${length} characters; split it (max ${MAX_LINE})` });
        }
      });
      if (rel.endsWith('.css')) continue;
      if (!rel.endsWith('.sql')) sources.set(rel, source);
      if (rel === 'scripts/lint.ts') continue;
      lines.forEach((text, i) => {
        const at = { file: rel, line: i + 1, text: text.trim().slice(0, 120) };
        if (UNFINISHED.test(text) && !rel.startsWith('test/')) findings.push({ ...at, rule: 'unfinished-marker' });
        // The dataset descriptors list every published column, the forbidden ones included, for the sample to write;
        // test/pipeline/forbidden-fields.test.ts holds that no descriptor reads them.
        if (FORBIDDEN_FIELDS.test(text) && !/\.sql$/.test(rel) && !FORBIDDEN_FIELD_WRITERS.some((re) => re.test(rel))) {
          findings.push({ ...at, rule: 'forbidden-safety-field' });
        }
        // A comment may name the raw column a field comes from; code may not use it.
        const isComment = /^\s*(\/\/|\/?\*)/.test(text);
        if (!isComment && RAW_COLUMNS.test(text) && !RAW_SCHEMA_READERS.some((re) => re.test(rel)))
          findings.push({ ...at, rule: 'raw-column-outside-sql' });
        // A comment after code ("x; // ...") may quote Hebrew too.
        const code = isComment ? '' : text.replace(/\s\/\/\s.*$/, '');
        if (HEBREW_LETTER.test(code) && !rel.startsWith('test/') && !HEBREW_DATA.some((re) => re.test(rel)))
          findings.push({ ...at, rule: 'hebrew-outside-catalogues' });
      });
    }
  }
  return [...findings, ...importFindings(sources)];
}

if (import.meta.main) {
  const findings = lint();
  for (const f of findings) console.error(`${f.file}:${f.line} ${f.rule}: ${f.text}`);
  console.log(findings.length === 0 ? 'lint: clean' : `lint: ${findings.length} finding(s)`);
  process.exit(findings.length === 0 ? 0 : 1);
}
