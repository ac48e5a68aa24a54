// A version built from generated files says so in its manifest (`sample`), read from the "Generated sample" row of
// each SOURCE.md; the police by-model file's rows (`sample=true`) and its SOURCE.md must agree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runPipeline, type PipelineOptions } from '../../pipeline/pipeline.ts';
import { PipelineError } from '../../pipeline/errors.ts';
import { generatedFiles, generatedSampleRow } from '../../pipeline/inputs/source-doc.ts';
import { Manifest } from '../../lib/shards/manifest.ts';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import { currentVersionDir, readJson, tempDir } from './helpers.ts';
import { writeTinyRaw } from './tiny-raw.ts';

let raw: string;
let options: PipelineOptions;

beforeEach(() => {
  const dir = tempDir('pipeline-sample-origin');
  raw = path.join(dir, 'raw');
  writeTinyRaw(raw);
  options = { rawDir: raw, outDir: path.join(dir, 'out'), quiet: true, keep: 3, maxDrop: 0.2, memoryLimit: '512MB' };
});

const manifestOf = (outDir: string) => Manifest.parse(readJson(currentVersionDir(outDir), 'manifest.json'));

function edit(rel: string, fn: (text: string) => string) {
  const file = path.join(raw, rel);
  writeFileSync(file, fn(readFileSync(file, 'utf8')));
}

async function failure(): Promise<PipelineError> {
  const error = await runPipeline(options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PipelineError);
  return error as PipelineError;
}

describe('the generated-sample row of SOURCE.md', () => {
  it('names the files it lists and nothing else', () => {
    const doc = `| Licence | open |\n${generatedSampleRow(['a.csv', 'b.csv'])}\n| Retrieved | 2026-11-20 |\nGenerated sample: \`c.csv\`\n`;
    expect([...generatedFiles(doc)]).toEqual(['a.csv', 'b.csv']);
    expect(generatedFiles('# Registry\n**This is a generated sample**, says the prose, not the row.\n').size).toBe(0);
  });
});

describe("the manifest's sample member", () => {
  it('marks the committed sample as generated, every source of it but the reported national theft totals', () => {
    const manifest = manifestOf(DATA_DIR);
    expect(manifest.sample.generated).toBe(true);
    expect(manifest.sample.sources).toEqual(manifest.sources.map((s) => s.name).filter((name) => name !== 'police-national'));
    expect(manifest.sample.sources).toContain('registry');
    expect(manifest.sample.sources).toContain('police-thefts');
  });

  it('marks a version of real ministry files as not generated; sample police figures are listed, labelled apart', async () => {
    await runPipeline(options);
    // tiny-raw's ministry files carry no generated-sample row; its police rows are sample figures.
    expect(manifestOf(options.outDir).sample).toEqual({ generated: false, sources: ['police-thefts'] });
  });

  it('marks the version generated when one ministry dataset is', async () => {
    edit('recall-notices/SOURCE.md', (doc) => `${doc}\n| | |\n|---|---|\n${generatedSampleRow(['recall-notices.csv'])}\n`);
    await runPipeline(options);
    expect(manifestOf(options.outDir).sample).toEqual({ generated: true, sources: ['recall-notices', 'police-thefts'] });
  });

  it('does not count a row naming another file of the folder', async () => {
    edit('recall-notices/SOURCE.md', (doc) => `${doc}\n${generatedSampleRow(['old-recalls.csv'])}\n`);
    await runPipeline(options);
    expect(manifestOf(options.outDir).sample.generated).toBe(false);
  });
});

describe('police by-model sample label', () => {
  it('stops when the rows say sample but SOURCE.md does not, naming the row to add', async () => {
    writeFileSync(path.join(raw, 'police-thefts/SOURCE.md'), '# police\nLicence: test. Retrieved 2026-11-20.\n');
    const error = await failure();
    expect(error.code).toBe('sample_label_mismatch');
    expect(error.message).toMatch(/police-thefts\/thefts-by-model\.csv has rows with sample=true/);
    expect(error.message).toContain('add the row "| Generated sample | `thefts-by-model.csv` |"');
  });

  it('stops when SOURCE.md says sample but no row does', async () => {
    edit('police-thefts/thefts-by-model.csv', (csv) => csv.replaceAll(',true\n', ',false\n'));
    const error = await failure();
    expect(error.code).toBe('sample_label_mismatch');
    expect(error.message).toMatch(/police-thefts\/SOURCE\.md names thefts-by-model\.csv a generated sample, but no row says sample=true/);
  });

  it('publishes a real release: no sample rows, no generated-sample row', async () => {
    edit('police-thefts/thefts-by-model.csv', (csv) => csv.replaceAll(',true\n', ',false\n'));
    writeFileSync(path.join(raw, 'police-thefts/SOURCE.md'), '# police\nLicence: test. Retrieved 2026-11-20.\n');
    await runPipeline(options);
    expect(manifestOf(options.outDir).sample).toEqual({ generated: false, sources: [] });
  });
});
