// Bad inputs stop the pipeline with a message naming the file, the line and the column to fix.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runPipeline, type PipelineOptions } from '../../pipeline/pipeline.ts';
import { PipelineError } from '../../pipeline/errors.ts';
import { tempDir, currentPointer, queryRegistry, currentVersionDir, readJson, runCli } from './helpers.ts';
import { fetchReport, writeFetchReport } from '../../pipeline/fetch/fetch-report.ts';
import { RAW_SOURCES } from '../../lib/datasets/raw-sources.ts';
import { fetchData } from '../../pipeline/fetch-data.ts';
import type { CkanTable } from '../support/ckan-emulator.ts';
import { quiet, startCkanEmulator } from './fetch-helpers.ts';
import { parse } from 'csv-parse/sync';
import type { QualityReport } from '../../lib/shards/quality-schema.ts';
import { writeTinyRaw } from './tiny-raw.ts';

let raw: string;
let options: PipelineOptions;

beforeEach(() => {
  const dir = tempDir('pipeline-validation');
  raw = path.join(dir, 'raw');
  writeTinyRaw(raw);
  options = { rawDir: raw, outDir: path.join(dir, 'out'), quiet: true, keep: 3, maxDrop: 0.2, memoryLimit: '512MB' };
});

function edit(rel: string, fn: (lines: string[]) => string[]) {
  const file = path.join(raw, rel);
  writeFileSync(file, fn(readFileSync(file, 'utf8').split('\n')).join('\n'));
}

async function failure(): Promise<PipelineError> {
  const error = await runPipeline(options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PipelineError);
  return error as PipelineError;
}

/** The quality report of the version just published. */
function quality(): QualityReport {
  return readJson(currentVersionDir(options.outDir), 'quality.json') as QualityReport;
}
const dataset = (name: string) => quality().datasets.find((d) => d.name === name)!;

/** Replaces one cell of a comma (or |) separated file, naming the column by the header. */
function setCell(rel: string, line: number, column: string, value: string, delimiter = ',') {
  edit(rel, (lines) => {
    const header = lines[0]!.split(delimiter);
    return lines.map((l, i) => {
      if (i !== line - 1) return l;
      const cells = l.split(delimiter);
      cells[header.indexOf(column)] = value.includes(delimiter) ? `"${value}"` : value;
      return cells.join(delimiter);
    });
  });
}

describe('input validation', () => {
  it('nulls a make code, year or date that cannot be read, keeps the row, and counts it with file, line and value', async () => {
    // tiny-raw's registry is |-delimited; line 4 is plate 2345678, the third vehicle.
    setCell('registry/registry.csv', 4, 'shnat_yitzur', '20X2', '|');
    setCell('registry/registry.csv', 4, 'tozeret_cd', '', '|');
    await runPipeline(options);
    const registry = dataset('registry');
    expect(registry).toMatchObject({ rows_read: 4, rows_kept: 4, rows_set_aside: 0, unattributed_rows: 1 });
    expect(registry.values_nulled).toEqual([
      {
        column: 'shnat_yitzur',
        column_he: 'שנת ייצור',
        reason: 'unreadable',
        count: 1,
        examples: [{ file: expect.stringMatching(/raw[/\\]registry[/\\]registry\.csv$/), line: 4, value: '20X2' }],
      },
      {
        column: 'tozeret_cd',
        column_he: 'קוד יצרן',
        reason: 'missing',
        count: 1,
        examples: [{ file: expect.any(String), line: 4, value: '' }],
      },
    ]);
    // Still found by plate, with what its text gives.
    expect(
      await queryRegistry(currentVersionDir(options.outDir), 'SELECT year, make_code, make_name_he FROM active WHERE plate = 2345678'),
    ).toEqual([{ year: null, make_code: null, make_name_he: expect.any(String) }]);
  });

  it('fails when more of a file is set aside than its dataset allows, naming file, line and value', async () => {
    // One plate of tiny-raw's few open-recall rows is far more than the 1% a dataset may lose.
    edit('open-recalls/open-recalls.csv', (lines) => lines.map((l, i) => (i === 1 ? l.replace(/^\d+/, '') : l)));
    const error = await failure();
    expect(error.code).toBe('input_set_aside');
    expect(error.message).toMatch(
      /open-recalls\.csv: 1 of \d+ rows \(.*%\) set aside, more than the 1\.0% this dataset allows; most for MISPAR_RECHEV \(missing/,
    );
    expect(error.message).toMatch(/open-recalls\.csv line 2: ""/);
  });

  it('reads a road date given as a year as a year, and one given as a month as a month', async () => {
    setCell('registry/registry.csv', 3, 'moed_aliya_lakvish', '2021', '|');
    setCell('registry/registry.csv', 4, 'moed_aliya_lakvish', '2022-13', '|');
    await runPipeline(options);
    expect(await queryRegistry(currentVersionDir(options.outDir), 'SELECT plate, on_road_since FROM active ORDER BY plate')).toEqual([
      { plate: '1234567', on_road_since: '2020-03' },
      { plate: '2345678', on_road_since: null },
      { plate: '3456789', on_road_since: '2018-07' },
      { plate: '12345678', on_road_since: '2021' },
    ]);
    expect(dataset('registry').values_nulled).toEqual([
      {
        column: 'moed_aliya_lakvish',
        column_he: 'מועד העלייה לכביש',
        reason: 'unreadable',
        count: 1,
        examples: [{ file: expect.any(String), line: 4, value: '2022-13' }],
      },
    ]);
  });

  it('names a missing column', async () => {
    edit('list-prices/list-prices.csv', (lines) => lines.map((l, i) => (i === 0 ? l.replace('mehir', 'price') : l)));
    const error = await failure();
    expect(error.code).toBe('input_column_missing');
    expect(error.message).toMatch(/list-prices\.csv, line 1: missing column mehir/);
  });

  it('fails on a file with no data rows', async () => {
    edit('list-prices/list-prices.csv', (lines) => [lines[0]!, '']);
    const error = await failure();
    expect(error.code).toBe('input_empty');
    expect(error.message).toMatch(/list-prices\.csv: no data rows/);
  });

  // One bad value per history dataset: the large ones are counted from the table registry.duckdb writes, the others
  // in a scan of their own; both keep the row and name file, line and column.
  it.each([
    ['vehicle-history/vehicle-history.csv', 'history', 2, 'kilometer_test_aharon', '65,000'],
    ['personal-imports/personal-imports.csv', 'personal-imports', 2, 'tokef_dt', '1.3.27'],
    ['cancelled-2010-2016/cancelled-2010-2016.csv', 'cancelled-2010-2016', 2, 'bitul_dt', 'soon'],
  ])('nulls and counts a bad value in %s', async (rel, name, line, column, value) => {
    setCell(rel, line, column, value);
    await runPipeline(options);
    const found = dataset(name);
    expect(found.rows_kept).toBe(found.rows_read);
    expect(found.values_nulled).toEqual([
      {
        column,
        column_he: expect.any(String),
        reason: 'unreadable',
        count: 1,
        examples: [{ file: expect.stringContaining(rel.split('/')[1]!), line, value }],
      },
    ]);
  });

  it('reads numbers served as text ("1498.0"), timestamps and padded plates', async () => {
    setCell('vehicle-history/vehicle-history.csv', 2, 'kilometer_test_aharon', '65000.0');
    setCell('cancelled-2010-2016/cancelled-2010-2016.csv', 2, 'bitul_dt', '2012-06-30T00:00:00');
    await runPipeline(options);
    const version = currentVersionDir(options.outDir);
    expect(await queryRegistry(version, 'SELECT km_at_last_test FROM active WHERE plate = 1234567')).toEqual([
      { km_at_last_test: '65000' },
    ]);
    expect(await queryRegistry(version, 'SELECT off_road_since FROM cancelled_2010_2016')).toEqual([{ off_road_since: '2012-06-30' }]);
    expect(dataset('history').values_nulled).toEqual([]);
  });

  it('sets aside a line of the wrong shape and counts it', async () => {
    edit('ownership-changes/ownership-changes.csv', (lines) => [...lines.slice(0, 2), '1234567,202101', ...lines.slice(2)]);
    const error = await failure();
    // tiny-raw's ownership file is two rows, so one line lost is past the limit: the run names it.
    expect(error.code).toBe('input_set_aside');
    expect(error.message).toMatch(
      /ownership-changes\.csv: 1 of 3 rows .* most for malformed lines \(malformed_line, 1 rows, e\.g\. .*line 3: "1234567,202101"\)/,
    );
  });

  it('sets aside an ownership change whose month is no month (202213), never publishing it as 2022-13', async () => {
    edit('ownership-changes/ownership-changes.csv', (lines) => [...lines.slice(0, 2), '1234567,202213,פרטי', ...lines.slice(2)]);
    const error = await failure();
    expect(error.code).toBe('input_set_aside');
    expect(error.message).toMatch(/ownership-changes\.csv: 1 of 3 rows .*\(unreadable, 1 rows, e\.g\. .*line 3: "202213"\)/);
  });

  it('names a rule file that fails its schema', async () => {
    const file = path.join(raw, 'rules/licence-fee-2026.json');
    const rule = JSON.parse(readFileSync(file, 'utf8'));
    rule.groups[2].fees = [1, 2, 3];
    writeFileSync(file, JSON.stringify(rule));
    const error = await failure();
    expect(error.code).toBe('rule_invalid');
    expect(error.message).toMatch(/licence-fee-2026\.json, field groups\.2\.fees/);
  });

  it('fails when a source folder has no SOURCE.md, and publishes nothing', async () => {
    rmSync(path.join(raw, 'model-counts/SOURCE.md'));
    const error = await failure();
    expect(error.code).toBe('source_undocumented');
    expect(error.message).toMatch(
      new RegExp(
        'raw[/\\\\]model-counts: SOURCE\\.md is missing or empty; ' +
          'add one naming where the files come from, their licence and the day they were retrieved',
      ),
    );
    expect(existsSync(path.join(options.outDir, 'current.json'))).toBe(false);
  });

  it('fails when the rules folder has no SOURCE.md', async () => {
    rmSync(path.join(raw, 'rules/SOURCE.md'));
    const error = await failure();
    expect(error.code).toBe('source_undocumented');
    expect(error.message).toMatch(/raw[/\\]rules: SOURCE\.md is missing/);
  });

  it('fails when a SOURCE.md names no licence or no retrieval day', async () => {
    writeFileSync(path.join(raw, 'recall-notices/SOURCE.md'), '# recall notices\nRetrieved 2026-11-20.\n');
    let error = await failure();
    expect(error.code).toBe('source_undocumented');
    expect(error.message).toMatch(/recall-notices[/\\]SOURCE\.md lacks a licence/);
    writeFileSync(path.join(raw, 'recall-notices/SOURCE.md'), '# recall notices\nLicence: open. Taken some day.\n');
    error = await failure();
    expect(error.message).toMatch(/recall-notices[/\\]SOURCE\.md lacks a retrieval day \("Retrieved YYYY-MM-DD"\)/);
  });

  it('reads a |-delimited UTF-8 registry, a windows-1255 cancellation file and the history datasets into English tables', async () => {
    await runPipeline(options);
    const version = currentVersionDir(options.outDir);
    expect(currentPointer(options.outDir).data_date).toBe('2026-11-20');
    const [cancelled] = await queryRegistry(version, 'SELECT plate, make_name_he, vehicle_kind_he, off_road_since FROM cancelled');
    // 01111111 in the archive format is plate 1111111; the Hebrew text decodes from windows-1255.
    expect(cancelled).toEqual({
      plate: '1111111',
      make_name_he: 'טויוטה יפן',
      vehicle_kind_he: 'פרטי נוסעים',
      off_road_since: '2025-01-05',
    });
    const [active] = await queryRegistry(version, 'SELECT plate, on_road_since FROM active WHERE plate = 12345678');
    expect(active).toEqual({ plate: '12345678', on_road_since: '2022-01' });
    // The archives' padded text plates are whole numbers in registry.duckdb.
    expect(await queryRegistry(version, 'SELECT plate, off_road_since FROM cancelled_2010_2016')).toEqual([
      { plate: '2222222', off_road_since: '2012-06-30' },
    ]);
    expect(await queryRegistry(version, 'SELECT plate, off_road_since FROM cancelled_2000_2009')).toEqual([
      { plate: '3333333', off_road_since: '2003-02-11' },
    ]);
    expect(await queryRegistry(version, 'SELECT plate, model_code, model_code_name, import_type_he FROM personal_imports')).toEqual([
      { plate: '4444444', model_code: null, model_code_name: 'COROLLA GR', import_type_he: 'יבוא אישי' },
    ]);
    // Both cars are on the road: their history rows are folded into the active table and stored there only.
    expect(
      await queryRegistry(
        version,
        'SELECT plate, km_at_last_test, colour_change, first_registration_date FROM active WHERE has_history ORDER BY plate',
      ),
    ).toEqual([
      { plate: '1234567', km_at_last_test: '65000', colour_change: true, first_registration_date: '2020-03-04' },
      { plate: '12345678', km_at_last_test: null, colour_change: false, first_registration_date: '2022-01-09' },
    ]);
    expect(await queryRegistry(version, 'SELECT (SELECT count(*) FROM history) + (SELECT count(*) FROM extras) AS n')).toEqual([
      { n: '0' },
    ]);
    expect(
      await queryRegistry(version, "SELECT plate, strftime(month, '%Y-%m') AS month, ownership_he FROM ownership ORDER BY plate, month"),
    ).toEqual([
      { plate: '1234567', month: '2021-05', ownership_he: 'ליסינג' },
      { plate: '1234567', month: '2023-03', ownership_he: 'פרטי' },
    ]);
    expect(await queryRegistry(version, 'SELECT count(*)::INT AS n FROM odometer_readings')).toEqual([{ n: 0 }]);
  });
});

describe('a file cut short', () => {
  const cli = () => runCli(['--raw', raw, '--out', options.outDir, '--quiet']);
  const registryFile = () => path.join(raw, 'registry/registry.csv');
  /** The folder's FETCH.json as fetch-data writes it, recording `rows` rows of the registry. */
  const fetched = (rows: number) =>
    writeFetchReport(
      path.join(raw, 'registry'),
      fetchReport(RAW_SOURCES.registry, { rows, total: rows, totalWasEstimated: false }, null, '2026-11-20'),
    );

  it('stops on a registry cut at 90 % of its bytes, naming the file and the line the cut falls in, and publishes nothing', async () => {
    const bytes = readFileSync(registryFile());
    // tiny-raw's registry is 940 bytes: a header of 289 and four rows; byte 846 lies in the fourth row, line 5.
    writeFileSync(registryFile(), bytes.subarray(0, Math.floor(bytes.length * 0.9)));
    const run = await cli();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /pipeline failed \[input_truncated\]: \S*registry[/\\]registry\.csv, line 5: the file ends mid-row, without a newline after it/,
    );
    expect(existsSync(path.join(options.outDir, 'current.json'))).toBe(false);
  });

  it('stops on a file whose last row has no newline after it', async () => {
    edit('registry/registry.csv', (lines) => lines.slice(0, -1));
    const run = await cli();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/\[input_truncated\]: \S*registry[/\\]registry\.csv, line 5: the file ends mid-row/);
  });

  it('stops on a quoted file cut inside a quoted field, naming the line its row begins on', async () => {
    // Line 2 of the recall notices quotes "VITO,VIANO"; cut after its comma, the field never closes.
    edit('recall-notices/recall-notices.csv', (lines) => [lines[0]!, lines[1]!.slice(0, lines[1]!.indexOf('VIANO'))]);
    const run = await cli();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/\[input_truncated\]: \S*recall-notices\.csv, line 2: the file ends inside a quoted field/);
  });

  it('stops on a file with other rows than fetch-data recorded in FETCH.json, naming the file and its last line', async () => {
    fetched(5);
    const run = await cli();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/\[input_row_count\]: \S*registry[/\\]registry\.csv, line 5: the file's 4 rows end here, but fetch-data /);
    expect(run.stderr).toMatch(/recorded 5 \(\S*FETCH\.json, retrieved 2026-11-20\): 1 missing/);
    expect(existsSync(path.join(options.outDir, 'current.json'))).toBe(false);
  });

  it('publishes a file with the rows FETCH.json records, a newline inside a quoted field ending no row', async () => {
    fetched(4);
    // A fetched recall text may hold a newline: quoted, it is one row of the file, as the CSV reader reads it.
    edit('recall-notices/recall-notices.csv', (lines) => lines.map((l) => l.replace('ממסר מאוור מזגן', '"ממסר\nמאוור מזגן"')));
    const run = await cli();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(dataset('registry')).toMatchObject({ rows_read: 4, rows_kept: 4 });
    expect(dataset('recall-notices')).toMatchObject({ rows_read: 2, rows_kept: 2 });
  });

  it('publishes what fetch-data wrote, quotes and newlines inside values included, and stops once a fetched file is cut', async () => {
    // tiny-raw's registry and recall notices served by the CKAN emulator, then fetched back over them.
    const table = (rel: string, delimiter: string): CkanTable => {
      const text = readFileSync(path.join(raw, rel), 'utf8');
      const rows = parse(text, { columns: true, delimiter, quote: delimiter === '|' ? false : '"' }) as Record<string, string>[];
      const fields = Object.keys(rows[0]!).filter((f) => f !== '_id');
      return {
        fields: fields.map((id) => ({ id, type: 'text' })),
        records: rows.map((r) => Object.fromEntries(fields.map((f) => [f, r[f]!]))),
      };
    };
    const registry = table('registry/registry.csv', '|');
    registry.records[3]!.tozeret_nm = 'מרצדס "בנץ" גרמני';
    const recalls = table('recall-notices/recall-notices.csv', ',');
    recalls.records[0]!.TEUR_TAKALA = 'ממסר\nמאוור מזגן';
    const ckan = await startCkanEmulator({
      [RAW_SOURCES.registry.resource_id]: registry,
      [RAW_SOURCES.recallNotices.resource_id]: recalls,
    });
    try {
      const staging = path.join(path.dirname(raw), 'staging');
      await fetchData({
        baseUrl: ckan.baseUrl,
        out: raw,
        staging,
        only: ['registry', 'recallNotices'],
        log: quiet(),
        today: () => '2026-11-20',
      });
    } finally {
      await ckan.stop();
    }
    expect(JSON.parse(readFileSync(path.join(raw, 'recall-notices/FETCH.json'), 'utf8'))).toMatchObject({ rows: 2 });
    // Four lines for the header and two rows: the newline inside the quoted text ends none.
    expect(readFileSync(path.join(raw, 'recall-notices/recall-notices.csv'), 'utf8').split('\n')).toHaveLength(5);
    expect(readFileSync(registryFile(), 'utf8')).toContain('|"מרצדס ""בנץ"" גרמני"|');
    const run = await cli();
    expect([run.code, run.stderr]).toEqual([0, '']);
    expect(dataset('registry')).toMatchObject({ rows_read: 4, rows_kept: 4 });
    expect(dataset('recall-notices')).toMatchObject({ rows_read: 2, rows_kept: 2 });
    // tiny-raw's 17 files, one a dataset (the police folder holds two).
    expect(quality().checks.find((c) => c.check === 'inputs_whole')).toEqual({
      check: 'inputs_whole',
      status: 'passed',
      note: '17 files read whole, each ending where a row ends; registry, recall-notices with the rows their FETCH.json records',
    });
    // Cut after its third row, the fetched registry holds a whole last row but one row fewer than FETCH.json says.
    edit('registry/registry.csv', (lines) => [...lines.slice(0, 4), '']);
    const cut = await cli();
    expect(cut.code).toBe(1);
    expect(cut.stderr).toMatch(/\[input_row_count\]: \S*registry\.csv, line 4: the file's 3 rows end here, but fetch-data recorded 4 /);
  });

  it('names a folder found in place of a CSV file, without a stack trace', async () => {
    rmSync(path.join(raw, 'model-data/model-data.csv'));
    mkdirSync(path.join(raw, 'model-data/model-data.csv'));
    const run = await cli();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^pipeline failed \[input_unreadable\]: \S*model-data[/\\]model-data\.csv: is a folder, not a file/);
    expect(run.stderr).not.toMatch(/EISDIR|\n\s+at /);
  });

  it("names the file, not DuckDB's copy or a table, when DuckDB cannot read a line", async () => {
    // Longer than DuckDB's largest line (2,000,000 bytes) in the windows-1255 cancellation file, which DuckDB reads
    // through a UTF-8 copy in the work folder.
    const file = path.join(raw, 'cancelled/cancelled.csv');
    writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from(`1|${'x'.repeat(2_100_000)}\n`)]));
    const run = await cli();
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^pipeline failed \[input_unreadable\]: \S*cancelled[/\\]cancelled\.csv: .*Maximum line size of 2000000 bytes exceeded/,
    );
    expect(run.stderr).not.toMatch(/\.utf8\.csv|\n\s+at /);
  });
});

describe('the quality report on the ownership file (issue 33)', () => {
  it("counts the rows on a car's road month that begin its rows (first registrations) and the exact repeats", async () => {
    // tiny-raw: 1234567 took to the road in 2020-3, 12345678 in 2022-1.
    edit('ownership-changes/ownership-changes.csv', (lines) => [
      lines[0]!,
      '1234567,202003,החכר',
      '1234567,202105,פרטי',
      '1234567,202105,פרטי',
      '12345678,202201,פרטי',
      '12345678,202201,פרטי',
      '12345678,202304,סוחר',
      '',
    ]);
    await runPipeline(options);
    expect(quality().ownership_rows).toEqual({ rows: 6, plates: 2, first_registrations: 2, exact_repeats: 2 });
  });
});
