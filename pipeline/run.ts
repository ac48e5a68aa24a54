// npm run pipeline [-- --raw DIR --out DIR --quiet --keep N --max-drop 0.2 --min-drop 10 --memory 896MB --allow-older]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DATA_DIR } from '../lib/shards/layout.ts';
import { PipelineError } from './errors.ts';
import { DEFAULT_MIN_DROP } from './publish.ts';
import { runPipeline } from './pipeline.ts';
import { DEFAULT_MEMORY_LIMIT } from './db.ts';
import { loadConfig } from '../lib/config.ts';
import { recordPipelineRun, startTelemetry, traced, SpanKind } from '../lib/telemetry/telemetry.ts';
import { CARFACTS } from '../lib/telemetry/conventions.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    raw: { type: 'string', default: path.join(ROOT, 'raw') },
    out: { type: 'string', default: DATA_DIR },
    quiet: { type: 'boolean', default: false },
    keep: { type: 'string', default: '3' },
    'max-drop': { type: 'string', default: '0.2' },
    'min-drop': { type: 'string', default: String(DEFAULT_MIN_DROP) },
    memory: { type: 'string', default: DEFAULT_MEMORY_LIMIT },
    'allow-older': { type: 'boolean', default: false },
  },
});

const keep = Number(values.keep);
const maxDrop = Number(values['max-drop']);
const minDrop = Number(values['min-drop']);
if (!Number.isInteger(keep) || keep < 1) {
  console.error(`--keep must be a whole number of versions, 1 or more; got "${values.keep}"`);
  process.exit(2);
}
if (!(maxDrop >= 0 && maxDrop <= 1)) {
  console.error(`--max-drop must be a share between 0 and 1 (0.2 = 20%); got "${values['max-drop']}"`);
  process.exit(2);
}
if (!Number.isInteger(minDrop) || minDrop < 1) {
  console.error(`--min-drop must be a whole number of rows, 1 or more (1 refuses every fall past --max-drop); got "${values['min-drop']}"`);
  process.exit(2);
}

// The run is one trace (a span per step) and one carfacts.pipeline.run.duration observation, flushed before exit.
const telemetry = await startTelemetry(loadConfig().otelEndpoint, 'carfacts-pipeline');
const started = performance.now();
let outcome = 'failed';
try {
  const result = await traced({ name: 'pipeline run', kind: SpanKind.INTERNAL }, () =>
    runPipeline({
      rawDir: path.resolve(values.raw),
      outDir: path.resolve(values.out),
      quiet: values.quiet,
      keep,
      maxDrop,
      minDrop,
      memoryLimit: values.memory,
      allowOlder: values['allow-older'],
    }),
  );
  if (result.published) {
    outcome = 'published';
    if (!values.quiet) console.error(`pipeline: data date ${result.dataDate}, version ${result.version}`);
  } else {
    // Said even with --quiet: a run that publishes nothing must not pass for one that did.
    outcome = 'unchanged';
    console.error(
      `pipeline: nothing new to publish: the inputs, rules and code are those of the current version ${result.version} ` +
        `(data date ${result.dataDate}); current.json left as it is`,
    );
  }
} catch (error) {
  if (error instanceof PipelineError) {
    console.error(`pipeline failed [${error.code}]: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  recordPipelineRun({ [CARFACTS.PIPELINE_OUTCOME]: outcome }, started);
  await telemetry.shutdown();
}
// Exits as before on a failed run, now that its telemetry is flushed.
if (process.exitCode === 1) process.exit(1);
