// npm run bench -- sample: times the national-scale sample generator (about 4.2 M registry rows, 100 K model
// rows) into a scratch folder outside git and prints wall time, CPU time, peak RSS and registry rows per second.
// Target: well under 60 s on the 2-core reference machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from '../pipeline/sample/generate.ts';

const TARGET_SECONDS = 60;

export async function run(): Promise<void> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sample-national-'));
  try {
    const start = performance.now();
    const { registryRows, modelRows } = generate({ scale: 'national', out });
    const seconds = (performance.now() - start) / 1000;
    const usage = process.resourceUsage();
    const bytes = fs
      .readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
    console.log('sample generator, national scale');
    console.log(
      `registry rows ${registryRows.toLocaleString('en')}` +
        `, model rows ${modelRows.toLocaleString('en')}` +
        `, written ${(bytes / 1e6).toFixed(0)} MB`,
    );
    console.log(
      `wall time ${seconds.toFixed(1)} s (target < ${TARGET_SECONDS} s): ${seconds < TARGET_SECONDS ? 'ok' : 'OVER'}` +
        `; CPU ${((usage.userCPUTime + usage.systemCPUTime) / 1e6).toFixed(1)} s`,
    );
    console.log(
      `peak RSS ${Math.round(usage.maxRSS / 1024)} MB; registry rows per second ${Math.round(registryRows / seconds).toLocaleString('en')}`,
    );
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
