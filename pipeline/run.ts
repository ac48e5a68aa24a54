// npm run pipeline [-- --raw DIR --out DIR --quiet --keep N --max-drop 0.2 --memory 1GB --allow-older]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_DIR } from '../lib/shards/layout.ts';
import { PipelineError } from './errors.ts';
import { runPipeline } from './pipeline.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    raw: { type: 'string', default: path.join(ROOT, 'raw') },
    out: { type: 'string', default: DATA_DIR },
    quiet: { type: 'boolean', default: false },
    keep: { type: 'string', default: '3' },
    'max-drop': { type: 'string', default: '0.2' },
    memory: { type: 'string', default: '1GB' },
    'allow-older': { type: 'boolean', default: false },
  },
});

const keep = Number(values.keep);
const maxDrop = Number(values['max-drop']);
if (!Number.isInteger(keep) || keep < 1) {
  console.error(`--keep must be a whole number of versions, 1 or more; got "${values.keep}"`);
  process.exit(2);
}
if (!(maxDrop >= 0 && maxDrop <= 1)) {
  console.error(`--max-drop must be a share between 0 and 1 (0.2 = 20%); got "${values['max-drop']}"`);
  process.exit(2);
}

try {
  const result = await runPipeline({
    rawDir: path.resolve(values.raw),
    outDir: path.resolve(values.out),
    quiet: values.quiet,
    keep,
    maxDrop,
    memoryLimit: values.memory,
    allowOlder: values['allow-older'],
  });
  if (!values.quiet) console.error(`pipeline: data date ${result.dataDate}, version ${result.version}`);
} catch (error) {
  if (error instanceof PipelineError) {
    console.error(`pipeline failed [${error.code}]: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
