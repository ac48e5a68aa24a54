// Per-stage progress with timings on stderr (silent with --quiet), also kept for the benchmark; each stage is a
// span (api/telemetry/) with the rows it handled, when telemetry is on.
import { traced, SpanKind } from '../lib/telemetry/telemetry.ts';
import { CARFACTS } from '../lib/telemetry/conventions.ts';
/** Wall time, CPU time of all threads (DuckDB runs in parallel), rows handled and the peak RSS so far, per stage. */
interface StageTiming {
  stage: string;
  ms: number;
  cpuMs: number;
  /** The kernel's share of cpuMs: creating tens of thousands of files costs system time, more so on a busy disk. */
  sysMs: number;
  rows: number;
  /** The process's peak resident memory at the end of the stage (MB): the stage that raises it is the one to look at. */
  peakMb: number;
}

export class Progress {
  readonly timings: StageTiming[] = [];
  private readonly quiet: boolean;

  constructor(quiet: boolean) {
    this.quiet = quiet;
  }

  /**
   * Runs one stage; fn returns the number of rows it handled (for rows per second). `countedLater` is for a stage
   * whose rows are only counted by a later one (a source checked on write): it says so instead of printing 0 rows.
   */
  async stage<T extends { rows: number }>(name: string, fn: () => Promise<T>, countedLater = false): Promise<T> {
    const start = performance.now();
    const cpu = process.cpuUsage();
    if (!this.quiet) process.stderr.write(`pipeline: ${name} ...`);
    const result = await traced(
      { name: `pipeline ${name}`, kind: SpanKind.INTERNAL, attributes: { [CARFACTS.PIPELINE_STEP]: name } },
      async (span) => {
        const done = await fn();
        span?.setAttribute(CARFACTS.PIPELINE_ROWS, done.rows);
        return done;
      },
    );
    const ms = performance.now() - start;
    const used = process.cpuUsage(cpu);
    this.timings.push({
      stage: name,
      ms,
      cpuMs: (used.user + used.system) / 1000,
      sysMs: used.system / 1000,
      rows: result.rows,
      peakMb: process.resourceUsage().maxRSS / 1024,
    });
    const rows = countedLater ? 'rows counted when written' : `${result.rows.toLocaleString('en')} rows`;
    if (!this.quiet) process.stderr.write(` ${(ms / 1000).toFixed(2)} s, ${rows}\n`);
    return result;
  }

  note(message: string): void {
    if (!this.quiet) process.stderr.write(`pipeline: ${message}\n`);
  }
}
