// Which sources of a run were read from generated files, for the manifest's `sample` member: a version built from
// the generated sample must never pass as ministry data. The files' SOURCE.md says so (source-doc.ts); the police
// by-model file also says so in every row (`sample`), and the two must agree.
import path from 'node:path';
import type { z } from 'zod';
import { policeThefts } from '../../lib/datasets/police-thefts.ts';
import type { Manifest } from '../../lib/shards/manifest.ts';
import { PipelineError } from '../errors.ts';
import type { LoadedSource } from './load.ts';
import { GENERATED_SAMPLE_ROW, generatedSampleRow, isGeneratedSample } from './source-doc.ts';

/** The names of the sources whose SOURCE.md names their files a generated sample, in the run's order. */
export async function generatedSources(rawDir: string, loaded: readonly LoadedSource[]): Promise<string[]> {
  const generated: string[] = [];
  for (const source of loaded) {
    if (await isGeneratedSample(path.join(rawDir, source.spec.folder), source.files)) generated.push(source.name);
  }
  return generated;
}

/**
 * The manifest's `sample`: generated when a ministry dataset (one with a CKAN resource) is. The police by-model
 * sample alone does not make the version generated: its figures carry their own label wherever they are shown.
 */
export function sampleMember(loaded: readonly LoadedSource[], generated: readonly string[]): z.input<typeof Manifest>['sample'] {
  const ministry = loaded.filter((s) => s.resourceId !== null).map((s) => s.name);
  return { generated: generated.some((name) => ministry.includes(name)), sources: [...generated] };
}

/**
 * Stops the run when the police by-model file's rows (`sample=true`) and its SOURCE.md disagree on whether it
 * holds sample figures: one of the two was left behind when the file was replaced. An empty file says nothing.
 */
export function checkTheftSampleLabel(
  rawDir: string,
  loaded: readonly LoadedSource[],
  generated: readonly string[],
  rowsSay: boolean,
): void {
  const source = loaded.find((s) => s.name === policeThefts.name);
  if (!source || source.rows === 0) return;
  const docSays = generated.includes(source.name);
  if (docSays === rowsSay) return;
  const folder = path.relative(process.cwd(), path.join(rawDir, source.spec.folder)) || source.spec.folder;
  const files = source.files.join(', ');
  throw new PipelineError(
    'sample_label_mismatch',
    rowsSay
      ? `${folder}/${files} has rows with sample=true, but ${folder}/SOURCE.md does not name it a generated sample; ` +
          `add the row "${generatedSampleRow(source.files)}" to its table, or set sample=false in every row of a real release`
      : `${folder}/SOURCE.md names ${files} a generated sample, but no row says sample=true; for a real release remove ` +
          `its "${GENERATED_SAMPLE_ROW}" row, for sample figures set sample=true in every row`,
  );
}
