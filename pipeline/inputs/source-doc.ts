// Every folder the pipeline reads from raw/ carries a SOURCE.md saying where its files come from, under which
// licence and when they were retrieved. Without it nobody can tell what a published fact rests on, so a
// folder without one stops the run instead of publishing facts of unknown origin.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PipelineError } from '../errors.ts';

const shownDir = (dir: string) => path.relative(process.cwd(), dir) || dir;

/**
 * The row of a SOURCE.md's table that says which of the folder's files are a generated sample, not published
 * data: the sample generator writes it (pipeline/sample/source-docs.ts), fetch-data never does, and whoever
 * supplies a file by hand keeps it only while the file is a stand-in. The manifest's `sample` member is read
 * from it, so a version built from generated files can never pass as ministry data.
 */
export const GENERATED_SAMPLE_ROW = '| Generated sample |';

/** The row naming `files` as a generated sample. */
export const generatedSampleRow = (files: readonly string[]) => `${GENERATED_SAMPLE_ROW} ${files.map((f) => `\`${f}\``).join(', ')} |`;

/** The files a SOURCE.md names as a generated sample (none for real data). */
export function generatedFiles(doc: string): Set<string> {
  const files = new Set<string>();
  for (const line of doc.split('\n')) {
    if (!line.startsWith(GENERATED_SAMPLE_ROW)) continue;
    for (const [, file] of line.slice(GENERATED_SAMPLE_ROW.length).matchAll(/`([^`]+)`/g)) files.add(file!);
  }
  return files;
}

/** Whether the folder's SOURCE.md names any of `files` (one source's files) as a generated sample. */
export async function isGeneratedSample(dir: string, files: readonly string[]): Promise<boolean> {
  const named = generatedFiles(await readSourceDoc(dir));
  return files.some((f) => named.has(f));
}

/** The text of the folder's SOURCE.md; fails the run when there is none. */
export async function readSourceDoc(dir: string): Promise<string> {
  const text = await readFile(path.join(dir, 'SOURCE.md'), 'utf8').catch(() => null);
  if (text === null || text.trim() === '') {
    throw new PipelineError(
      'source_undocumented',
      `${shownDir(dir)}: SOURCE.md is missing or empty; add one naming where the files ` +
        `come from, their licence and the day they were retrieved ("Retrieved YYYY-MM-DD"), ` +
        `as raw/README.md describes`,
    );
  }
  return text;
}

/**
 * The retrieval day a dataset folder's SOURCE.md gives (the newest becomes the version's data_date); fails the
 * run when the document names no licence or no retrieval day.
 */
export async function sourceDate(dir: string): Promise<string> {
  const text = await readSourceDoc(dir);
  const date = /retriev[^\n]*?(\d{4}-\d{2}-\d{2})/i.exec(text)?.[1];
  const licensed = /licen[cs]e/i.test(text);
  if (!date || !licensed) {
    const lacks = [date ? null : 'a retrieval day ("Retrieved YYYY-MM-DD")', licensed ? null : 'a licence ("Licence: ...")'].filter(
      (x) => x !== null,
    );
    throw new PipelineError(
      'source_undocumented',
      `${shownDir(dir)}/SOURCE.md lacks ${lacks.join(' and ')}; add it, so the data's origin and date are known`,
    );
  }
  return date;
}
