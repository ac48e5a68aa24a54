// SOURCE.md per raw/ folder and raw/README.md, written by the generator so they always match the files
// (checksums included) and the sample stays reproducible byte for byte.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RAW_SOURCES, type RawSource } from '../../lib/datasets/raw-sources.ts';
import { RECALLS } from './recalls.ts';
import { GOLDEN, type Golden } from './golden.ts';
import { HISTORY_COVERAGE } from './history-cells.ts';
import { NATIONAL_FILE, NATIONAL_SOURCE, THEFT_FILE, THEFT_FOLDER } from './thefts.ts';
import { generatedSampleRow } from '../inputs/source-doc.ts';
import { FETCH_REPORT } from '../fetch/fetch-report.ts';

/** Streams the file through the hash: national-scale files are close to 1 GB. */
export function sha256(file: string): string {
  const hash = crypto.createHash('sha256');
  const fd = fs.openSync(file, 'r');
  const chunk = Buffer.allocUnsafe(1 << 22);
  try {
    for (let n; (n = fs.readSync(fd, chunk, 0, chunk.length, null)) > 0;) hash.update(chunk.subarray(0, n));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

function writeAtomic(file: string, text: string): void {
  fs.writeFileSync(`${file}.tmp`, text);
  fs.renameSync(`${file}.tmp`, file);
}

function checksums(dir: string): string {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .sort()
    .map((f) => `| \`${f}\` | ${fs.statSync(path.join(dir, f)).size} | \`${sha256(path.join(dir, f))}\` |`)
    .join('\n');
}

export const generatedOrigin = (scale: string) => `**This is a generated sample in the real schema, not ministry data.** It was written by
\`pipeline/sample/generate.ts\` (scale \`${scale}\`, fixed seed) with the dataset's exact published column names, order
and value formats, and real make, model and trim names. \`npm run fetch-data\` replaces it with the real file.`;

type SourceFileFacts = {
  retrieved: string;
  /** The files are the generated sample: the table names them so (the pipeline reads it; see source-doc.ts). */
  generated: boolean;
  /** Markdown paragraph saying where the files came from (generated sample or real download). */
  origin: string;
  delimiter: string;
  encoding: string;
  /** Data rows, when known from the download. */
  rows?: number;
};

export function writeSourceFile(out: string, source: RawSource, facts: SourceFileFacts): void {
  const dir = path.join(out, source.folder);
  // A generated file was never fetched: a FETCH.json an earlier fetch left would hold its rows against it.
  if (facts.generated) fs.rmSync(path.join(dir, FETCH_REPORT), { force: true });
  writeAtomic(
    path.join(dir, 'SOURCE.md'),
    `# ${source.name_en}

${source.name_he}

| | |
|---|---|
| Dataset | ${source.name_en} |
| CKAN resource id | \`${source.resource_id}\` |
| Dataset URL | ${source.dataset_url} |
| Licence | ${source.licence} |
| Retrieved | ${facts.retrieved} |
${facts.generated ? `${generatedSampleRow([source.file])}\n` : ''}| Delimiter | ${facts.delimiter === '|' ? 'pipe (\\|)' : 'comma'} |
| Encoding | ${facts.encoding} |
${facts.rows === undefined ? '' : `| Rows | ${facts.rows} |\n`}
${facts.origin}
${source.sourceNote ? `\n${source.sourceNote}\n` : ''}
## Files

| file | bytes | sha256 |
|---|---|---|
${checksums(dir)}
`,
  );
}

type ReadmeFacts = {
  scale: string;
  thefts: { rows: number };
  sizes: { registry: number; inactive: number; cancelled: number; personalImports: number; archive2010: number; archive2000: number };
  /**
   * Rows written of the files whose size follows from the draws or golden rows written after them (registry with its
   * late golden rows, history, ownership, personal imports).
   */
  rows: { registry: number; history: number; ownership: number; personalImports: number };
  generations: number;
  modelRows: number;
  spread: { makes: number; models: number; modelYears: number; keys: number };
};

/** National runs say how their makes, models and model years were sized; the committed sample's README has no such part. */
const nationalSpread = (facts: ReadmeFacts) =>
  facts.scale !== 'national'
    ? ''
    : `
## National scale: how many makes, models and model years

This input has ${facts.spread.makes} makes, ${facts.spread.models.toLocaleString('en')} models (commercial names),
${facts.spread.modelYears.toLocaleString('en')} model years and ${facts.spread.keys.toLocaleString('en')} ` +
      `join keys over ${facts.modelRows.toLocaleString('en')} model rows, sized after the ` +
      `real tables:
~94-100 K model rows (142afde2) and ~98 K per-key count rows (5e87a7a1), so about one trim row per key; about
three model codes (engines, bodies, factories) per commercial name and production year, which gives tens of
thousands of model years; ~275 make-and-name pairs with at least 500 active cars in a public per-model
summary (ddsabag/vehicle-app modelstats.json, 148 KB at ~540 bytes a model) and about ten times as many
rarer names; the 67 brands of rules/make-names.json plus historic and rare brands the table does not name
(published under make-<code>). Families of three variants each take one further brand and give the catalogue's
commercial names a series suffix (\`pipeline/sample/national-catalogue.ts\`).
`;

function goldenKm(g: Golden): string {
  if (g.history === undefined) return '';
  if (g.history === null) return 'no row';
  const km = g.history.km === null ? 'empty' : g.history.km.toLocaleString('en');
  return g.history.flags.length ? `${km}; flags: ${g.history.flags.join(', ')}` : km;
}

export function writeReadme(out: string, facts: ReadmeFacts): void {
  const theftDir = path.join(out, THEFT_FOLDER);
  writeAtomic(
    path.join(theftDir, 'SOURCE.md'),
    `# Police vehicle thefts

משטרת ישראל: גניבות רכב

## ${THEFT_FILE}: SAMPLE FIGURES

**SAMPLE FIGURES, not police data.** No by-model police release for 2023-2025 is public, so this file shows
the documented shape the pipeline accepts, filled with figures the generator derives from the sample registry
(cars of the model x an assumed rate per 1,000 x the national trend). Every row carries \`sample=true\` and the
table below names the file a generated sample; the pipeline carries that marker to every place the figures are
shown, and stops when the two disagree. A real release: \`sample=false\` in every row, and no "Generated sample" row.

Columns: \`make\` (short Hebrew brand as in the model table's \`tozar\`), \`model\` (commercial name, police
spelling: mostly the registry's \`kinuy_mishari\`, but e.g. "L200" for "L 200"), \`theft_year\` (2023-2025),
\`production_year\` (empty when the row covers all production years; some models are reported split by
production year, one row per year, never mixed with an all-years row for the same make, model and theft year),
\`thefts\`, \`recovered\`, \`sample\` (\`true\` for sample figures, \`false\` for a real release).
Models without a row had no thefts.

## ${NATIONAL_FILE}

Reported national totals of vehicle thefts: ${NATIONAL_SOURCE}. They count **all vehicle types** (two-wheelers
and trucks included); none splits cars from the rest. Confidence: reported (secondary sources).
One row per series and year: \`series\` (who reported it), \`published\` (YYYY-MM, empty when unknown), \`year\`,
\`thefts\`, \`approximate\` (\`true\` for a rounded figure), \`note\` (e.g. a part-year count).

| | |
|---|---|
| Licence | Public figures as reported; no licence file |
| Retrieved | 2026-11-20 |
${generatedSampleRow([THEFT_FILE])}

## Files

| file | bytes | sha256 |
|---|---|---|
${checksums(theftDir)}
`,
  );

  const golden = GOLDEN.map(
    (g) =>
      `| \`${g.plate}\` | ${String(g.plate).length} | ${g.where} | ${g.where === 'none' ? '' : `${g.year} / ${g.moed[0]}-${g.moed[1]}`} ` +
      `| ${g.open_recalls.join(', ')} | ${goldenKm(g)} | ${(g.owners ?? []).map(([m, t]) => `${m} ${t}`).join(', ')} | ${g.note} |`,
  ).join('\n');
  writeAtomic(
    path.join(out, 'README.md'),
    `# raw/: the pipeline's inputs

Every folder holds one source in the exact published column names, order and value formats, with a
\`SOURCE.md\` (dataset, CKAN resource id, URL, licence, retrieval date, sha256 of each file; a generated file is named
in its \`Generated sample\` row, from which the pipeline marks the version as sample data). \`rules/\` holds
the rules kept as data (edited by hand, with their own sources). The pipeline stops on a folder without its
\`SOURCE.md\`, or a dataset's that names no licence or no \`Retrieved YYYY-MM-DD\` date (\`source_undocumented\`).

The committed ministry and police files are a **generated sample** (\`npm run sample\`, deterministic, seed
fixed; \`test/pipeline/sample.test.ts\` proves the committed files are reproduced byte for byte). Snapshot date
("as of") of the sample: **2026-11-20**. \`npm run fetch-data\` replaces them with the real datasets.
\`npm run sample -- --scale national --out .national/raw\` writes national-size input (about 4.2 M registry rows,
100 K model rows) for benchmarks, outside git.
${nationalSpread(facts)}
## Files and their quirks (all deliberate: the real dumps have them)

| folder | resource | rows (sample) | quirks |
|---|---|---|---|
| registry/ | 053cea08 | ${facts.rows.registry} | pipe-delimited and unquoted as the bulk dumps are, a bare ` +
      `quote inside a value ("טסלה ארה\"ב"); no \`_id\` column (bulk-file columns); \`moed_aliya_lakvish\` ` +
      `"2020-3" without zero padding; \`tozeret_nm\` ` +
      `make + country cut at 14 characters ("מיצובישי תאילנ"); ordinary hybrids say plain ` +
      `"בנזין"; plug-ins "חשמל/בנזין"; \`sug_degem\` P or M; \`ramat_eivzur_betihuty\` ` +
      `present and filled (must never leave the pipeline) |
| model-data/ | 142afde2 | ${facts.modelRows} | one row per tozeret_cd, degem_cd, ` +
      `shnat_yitzur, ramat_gimur; \`kvuzat_agra_cd\` price group; \`technologiat_hanaa_nm\` ` +
      `tells hybrids apart; \`CO2_WLTP\` from 2018, \`kamut_CO2\` before; \`tozar\` spelt ` +
      `two ways for Dacia (דאציה / דאצ'יה); \`nikud_betihut\` and \`ramat_eivzur_betihuty\` ` +
      `present (must be dropped) |
| model-counts/ | 5e87a7a1 | per key | \`mispar_rechavim_pailim\` = rows with that ` +
      `tozeret_cd, degem_cd, shnat_yitzur in registry/; \`mispar_rechavim_le_pailim\` = ` +
      `rows in inactive/ |
| recall-notices/ | 2c33523f | ${RECALLS.length} | upper-case columns; English make ` +
      `names; \`TOZAR_CD\` is the recall table's own code and never equals \`tozeret_cd\`; ` +
      `model text as free as the real one: misspelt ("TUSCON", "COROLLA HIBRID"), with codes ("TUCSON NX4E", ` +
      `"VITO 447"), lists ("VITO,VIANO", "AVENSIS COROLLA PICNIC YARIS"), make-less (MAZDA "3"), spaced or ` +
      `not ("HI LUX", "LANDCRUISER"), extra words ("HUNTER L200"), a Lexus under TOYOTA, texts naming several ` +
      `models ("MODEL") or only the start of one ("IONIQ"), chassis and generation codes of several shapes ` +
      `("OUTLANDER GF0W", "3 BK", "SPORTAGE QL"), fuel and drive words ("OUTLANDER PLUG IN HYBRID", "NIRO ` +
      `ELECTRIC", "COROLLA HEV", "TUCSON MHEV", "HILUX 4X4"), lists naming a model not sold here ("I10 I20 I30", ` +
      `"PICANTO SPORTAGE SORENTO"), texts a word of which could be another model ("TUCSON PHEV", "IONIQ 6", ` +
      `"GR YARIS", "3 CX"), motorcycle and truck makers; \`SUG_RECALL\` ` +
      `"תקלה סידרתית בטיחותית" / "קמפיין שרות טכני", \`OFEN_TIKUN\` mostly one word, \`TKINA_EU\` M1, N1, L3, ` +
      `N3; importer "בעמ" without the quote; made-up phones ("*0012", "03-0000015") and sites ("WWW.TOYOTA.EXAMPLE") |
| open-recalls/ | 36bf1404 | per plate | upper-case columns; a plate may have several rows |
| list-prices/ | 39f455bf | per key and trim | no trim column, so keys offering ` +
      `several trims carry 2-3 prices; about a third of the rows are keys no registered ` +
      `car has |
| retrofit-eligible/ | 83bfb278 | per plate | \`mispar_rechev, updated_dt\`: every ` +
      `private car in registry/ first registered 2000-1 to 2017-4 whose model has neither ` +
      `lane-departure nor forward-collision from the factory |
| inactive/ | f6efe89a | ${facts.sizes.inactive} | registry columns in the form of a bulk file supplied by hand: ` +
      `pipe-delimited, **windows-1255**, unquoted; licences expired; test dates before 2021 as timestamps ` +
      `("2020-03-11T00:00:00") |
| cancelled/ | 851ecab1 | ${facts.sizes.cancelled} | **windows-1255** encoded; \`moed_aliya_lakvish\` a plain ` +
      `year ("2022"), \`bitul_dt\` a timestamp ("2022-05-22T00:00:00"); a third of the rows (every plate ` +
      `divisible by 3, golden plates excepted) without make or model code, as in all three real cancellation files |
| cancelled-2010-2016/ | 4e6b9724 | ${facts.sizes.archive2010} | the current cancellation file's columns, every value ` +
      `text, plates **zero-padded to 8 characters** ("01000019"); cancelled 2010-2016; a third without codes |
| cancelled-2000-2009/ | ec8cbc34 | ${facts.sizes.archive2000} | as the 2010-2016 archive; cancelled 2000-2009 ` +
      `(the sample's catalogue starts at production year 2003, so it holds early write-offs) |
| personal-imports/ | 03adc637 | ${facts.rows.personalImports} | its own plates (in no registry file); no ` +
      `\`degem_cd\` and no trim; \`degem_nm\` the declared model text; \`sug_yevu\` the import type ` +
      `("יבוא אישי-משומש", "יבוא אישי-חדש", "עולה חדש", and "תושב חוזר", which the glossary lacks); ` +
      `\`nefach_manoa\` of every other plate as text with a zero fraction ("1598.0") |
| vehicle-history/ | 56063a99 | ${facts.rows.history} | rows for about ${Math.round(HISTORY_COVERAGE * 100)}% ` +
      `of registry plates and of personal imports (no row = no data, not zero); \`kilometer_test_aharon\` about age ` +
      `x a per-model yearly distance, empty for cars not yet tested; \`rishum_rishon_dt\` "YYYY-MM-DD 00:00:00"; ` +
      `change flags 0/1, rare; \`mkoriut_nm\` mostly empty (filled for personal imports and one plate in ten) |
| ownership-changes/ | bb2355dc | ${facts.rows.ownership} | \`baalut_dt\` YYYYMM whole number; 0-N rows ` +
      `per car, none before 2017; as in the real file, a car first registered from 2017 on begins with a row on ` +
      `its road month (its first registration, not a change), a dealer (סוחר) often holds a car the month before a ` +
      `change, and about 6% of rows repeat the row before exactly; the last row's \`baalut\` is the registry's, but ` +
      `leasing is written "החכר" where the registry writes "ליסינג" |
| registry-extras/ | 0866573c | ${facts.rows.registry} | one row per registry plate; tyre load and speed ` +
      `codes (column spelling as reported), \`grira_nm\` "וו גרירה קבוע" / "אין וו גרירה"; it also repeats ` +
      `\`tozeret_cd\`, \`degem_cd\` and \`sug_degem\` (read by no step) |
| police-thefts/ | (police) | ${facts.thefts.rows} | \`thefts-by-model.csv\` is ` +
      `SAMPLE FIGURES (\`sample=true\`); \`national-totals.csv\` the reported national ` +
      `totals (all vehicle types), one row per series and year with its source |

## Replacing the sample with real data

\`npm run fetch-data\` downloads every ministry dataset above through CKAN's paged \`datastore_search\`
(32,000 rows a page, \`_id\` order, base URL \`CKAN_BASE_URL\`, default https://data.gov.il) into
\`build/fetch-staging/\`, resuming an interrupted run from its last page, and only when all are complete renames
them into raw/ and rewrites each SOURCE.md (retrieval date, rows, sha256). \`-- --only registry,modelData\` limits
it to some datasets (keys: ${Object.keys(RAW_SOURCES).join(', ')}). A failed or offline run leaves raw/ unchanged.
Each fetched folder gets a \`FETCH.json\` recording its file's rows; the
pipeline stops on a file holding other rows than it records (cut or changed since), so remove it when you replace a
fetched file by hand (\`npm run sample\` does). The police
files and raw/rules/ are not CKAN resources and stay as they are. \`npm run bench -- sample\` times the
national-scale generator.

Left out on purpose: the disabled-parking-tag dataset (\`c8b9f9c8\`) reveals health information about a
person, so it is not downloaded, read or shown (raw/rules/sources.json \`left_out\`, shown on the sources page).

Plates of random rows are unique across every vehicle file (registry/, inactive/, cancelled/, both archives,
personal-imports/); 7 digits when first registered
before 2017-7, 8 digits after. Ages in months: (2026*12+11) - (year*12+month) of \`moed_aliya_lakvish\`.

## Golden plates

Vehicles placed on purpose for tests (plates outside the random ranges; the registry rows are the first lines
of registry/registry.csv, in this order, except those added with the history datasets, which are its last lines).
km: \`kilometer_test_aharon\` of its vehicle-history row ("no row": none; "empty": a row with no reading);
owners: its ownership-changes rows (YYYYMM type; a row on the first-registration month is the first registration).

| plate | digits | file | production year / first registration | open recalls | km | owners | what it covers |
|---|---|---|---|---|---|---|---|
${golden}
`,
  );
}
