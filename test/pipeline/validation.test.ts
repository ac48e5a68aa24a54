// Bad inputs stop the pipeline with a message naming the file, the line and the column to fix.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runPipeline, type PipelineOptions } from '../../pipeline/pipeline.ts';
import { PipelineError } from '../../pipeline/errors.ts';
import { tempDir, currentPointer, queryRegistry, currentVersionDir } from './helpers.ts';
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

describe('input validation', () => {
  it('names file, line and column of a value in the wrong format', async () => {
    // tiny-raw's registry is |-delimited; line 4 is the third vehicle; shnat_yitzur is the 11th column.
    edit('registry/registry.csv', (lines) =>
      lines.map((l, i) =>
        i === 3
          ? l
              .split('|')
              .map((v, j) => (j === 10 ? '20X2' : v))
              .join('|')
          : l,
      ),
    );
    const error = await failure();
    expect(error.code).toBe('input_value_invalid');
    expect(error.message).toMatch(
      /raw[/\\]registry[/\\]registry\.csv, line 4, column shnat_yitzur: value is "20X2"; expected a whole number/,
    );
  });

  it('names an empty required key', async () => {
    edit('open-recalls/open-recalls.csv', (lines) => lines.map((l, i) => (i === 1 ? l.replace(/^\d+/, '') : l)));
    const error = await failure();
    expect(error.message).toMatch(/open-recalls\.csv, line 2, column MISPAR_RECHEV: value is empty; expected a whole number \(required\)/);
  });

  it('names a month that is not YYYY-M', async () => {
    edit('registry/registry.csv', (lines) => lines.map((l, i) => (i === 2 ? l.replace('2022-1|', '2022-13|') : l)));
    expect((await failure()).message).toMatch(
      /registry\.csv, line 3, column moed_aliya_lakvish: value is "2022-13"; expected a month YYYY-M/,
    );
  });

  it('names a missing column', async () => {
    edit('list-prices/list-prices.csv', (lines) => lines.map((l, i) => (i === 0 ? l.replace('mehir', 'price') : l)));
    const error = await failure();
    expect(error.code).toBe('input_column_missing');
    expect(error.message).toMatch(/list-prices\.csv, line 1: missing column mehir/);
  });

  // One malformed row per history dataset: the large ones are checked while registry.duckdb is written, the
  // others in a scan of their own; both name file, line and column.
  it.each([
    ['vehicle-history/vehicle-history.csv', 2, 'kilometer_test_aharon', '65,000', /value is "65,000"; expected a whole number/],
    ['ownership-changes/ownership-changes.csv', 3, 'baalut_dt', '2023-03', /value is "2023-03"; expected a whole number/],
    ['registry-extras/registry-extras.csv', 3, 'mispar_rechev', '', /value is empty; expected a whole number \(required\)/],
    ['personal-imports/personal-imports.csv', 2, 'tokef_dt', '1.3.27', /value is "1\.3\.27"; expected a date YYYY-MM-DD/],
    ['cancelled-2010-2016/cancelled-2010-2016.csv', 2, 'bitul_dt', 'soon', /value is "soon"; expected a date YYYY-MM-DD/],
    ['cancelled-2000-2009/cancelled-2000-2009.csv', 2, 'mispar_rechev', '0333X333', /value is "0333X333"; expected a whole number/],
  ])('names the line and column of a malformed row in %s', async (rel, line, column, value, problem) => {
    edit(rel, (lines) => {
      const header = lines[0]!.split(',');
      return lines.map((l, i) => {
        if (i !== line - 1) return l;
        const cells = l.split(',');
        cells[header.indexOf(column)] = value.includes(',') ? `"${value}"` : value;
        return cells.join(',');
      });
    });
    const error = await failure();
    expect(error.code).toBe('input_value_invalid');
    expect(error.message).toContain(`${rel.split('/')[1]}, line ${line}, column ${column}: `);
    expect(error.message).toMatch(problem);
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
    expect(await queryRegistry(version, 'SELECT plate, km_at_last_test, colour_change, first_registration_date FROM history')).toEqual([
      { plate: '1234567', km_at_last_test: '65000', colour_change: true, first_registration_date: '2020-03-04' },
      { plate: '12345678', km_at_last_test: null, colour_change: false, first_registration_date: '2022-01-09' },
    ]);
    expect(await queryRegistry(version, 'SELECT plate, month, ownership_he FROM ownership')).toEqual([
      { plate: '1234567', month: '2021-05', ownership_he: 'ליסינג' },
      { plate: '1234567', month: '2023-03', ownership_he: 'פרטי' },
    ]);
    expect(await queryRegistry(version, 'SELECT count(*)::INT AS n FROM odometer_readings')).toEqual([{ n: 0 }]);
  });
});
