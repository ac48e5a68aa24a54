// Two data versions published one after the other from the tiny raw/ of test/pipeline/tiny-raw.ts, the second with
// known differences: a recall notice added (11100, Toyota Corolla), one withdrawn (11026, Mercedes Vito), a model
// added (Toyota Yaris 2021) and a licence-fee cell changed (price group 1, first column: 1266 -> 1300).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runPipeline } from '../../pipeline/pipeline.ts';
import { writeTinyRaw } from '../pipeline/tiny-raw.ts';

export const FIRST_DATE = '2026-11-20';
export const SECOND_DATE = '2026-11-21';
export const ADDED_RECALL = 11100;
export const WITHDRAWN_RECALL = 11026;
export const FEE_CELL = { path: 'groups[0].fees[0]', before: 1266, after: 1300 };

function edit(file: string, change: (text: string) => string): void {
  writeFileSync(file, change(readFileSync(file, 'utf8')));
}

/** The line of `text` that starts with `start`, with `from` replaced by `to` in each pair, appended to the text. */
function withCopyOf(text: string, start: string, pairs: [string, string][]): string {
  const line = text.split('\n').find((l) => l.startsWith(start));
  if (!line) throw new Error(`no line starting ${start}`);
  const copy = pairs.reduce((l, [from, to]) => l.split(from).join(to), line);
  return `${text.trimEnd()}\n${copy}\n`;
}

/** The second version's raw/: the tiny one with the known differences above. */
function changeRaw(raw: string): void {
  edit(path.join(raw, 'recall-notices/recall-notices.csv'), (t) =>
    t
      .split('\n')
      .map((l) =>
        l.startsWith(`${WITHDRAWN_RECALL},`)
          ? `${ADDED_RECALL},413,TOYOTA,COROLLA,2026,2020-01-01,2020-12-31,רגיל,בלמים,דליפת נוזל בלמים,` +
            'החלפת צינור,,יוניון,03-0000001,example.co.il'
          : l,
      )
      .join('\n'),
  );
  const yaris: [string, string][] = [
    ['ZRE172L', 'NSP130'],
    ['COROLLA', 'YARIS'],
    ['2020', '2021'],
  ];
  edit(path.join(raw, 'registry/registry.csv'), (t) =>
    withCopyOf(t, '1|1234567|413|P|טויוטה יפן|1|', [['1|1234567|413|P|טויוטה יפן|1|', '5|5678901|413|P|טויוטה יפן|3|'], ...yaris]),
  );
  edit(path.join(raw, 'model-data/model-data.csv'), (t) =>
    withCopyOf(t, 'P,413,טויוטה יפן,יפן,טויוטה,1,', [[',1,ZRE172L,', ',3,NSP130,'], ...yaris]),
  );
  edit(path.join(raw, 'model-counts/model-counts.csv'), (t) => withCopyOf(t, 'P,413,', [[',1,ZRE172L,', ',3,NSP130,'], ...yaris]));
  edit(path.join(raw, 'rules/licence-fee-2026.json'), (t) => t.replace(`"fees": [${FEE_CELL.before}, `, `"fees": [${FEE_CELL.after}, `));
}

/** Publishes the two versions into `dir`/out (raw folders in `dir`); returns the data folder. */
export async function publishChangedVersions(dir: string, keep = 3): Promise<string> {
  const out = path.join(dir, 'out');
  const run = (raw: string) => runPipeline({ rawDir: raw, outDir: out, quiet: true, keep, maxDrop: 0.2, memoryLimit: '512MB' });
  const first = path.join(dir, 'raw-1');
  writeTinyRaw(first, FIRST_DATE);
  await run(first);
  const second = path.join(dir, 'raw-2');
  writeTinyRaw(second, SECOND_DATE);
  changeRaw(second);
  await run(second);
  return out;
}
