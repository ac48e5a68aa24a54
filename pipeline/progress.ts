// Per-stage progress with timings on stderr (silent with --quiet), also kept for the benchmark.
export interface StageTiming { stage: string; ms: number; rows: number }

export class Progress {
  readonly timings: StageTiming[] = [];
  private readonly quiet: boolean;

  constructor(quiet: boolean) {
    this.quiet = quiet;
  }

  /** Runs one stage; fn returns the number of rows it handled (for rows per second). */
  async stage<T extends { rows: number }>(name: string, fn: () => Promise<T>): Promise<T> {
    const start = performance.now();
    if (!this.quiet) process.stderr.write(`pipeline: ${name} ...`);
    const result = await fn();
    const ms = performance.now() - start;
    this.timings.push({ stage: name, ms, rows: result.rows });
    if (!this.quiet) process.stderr.write(` ${(ms / 1000).toFixed(2)} s, ${result.rows.toLocaleString('en')} rows\n`);
    return result;
  }

  note(message: string): void {
    if (!this.quiet) process.stderr.write(`pipeline: ${message}\n`);
  }
}
