// The site follows the data: pages are served from the build of the data version the request sees
// (siteBuildDir), and a newly published version is taken (DataHolder's gate) only once its site exists for this
// server's base URL, so a page and an API answer never show different data dates. When it does not exist, the
// server builds it in a child process (an Astro build would stall the event loop), at low priority so
// answers keep flowing, and keeps serving the previous version and its pages meanwhile.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import type { DataStore } from '../../lib/data/data-store.ts';
import type { LogSink } from '../http/access-log.ts';
import { siteExists, siteIsBuilt } from '../../lib/site/site-stamp.ts';
import { siteBuildDir } from '../../lib/site/site-paths.ts';

const BUILD_SCRIPT = path.resolve(import.meta.dirname, '../../site/build-site.ts');
/** Lowest useful priority short of idle: the build takes what the answers leave. */
const BUILD_NICENESS = 10;
/** The end of a failed build's output goes into the log line. */
const ERROR_TAIL_CHARS = 2000;

export class VersionSites {
  readonly #root: string;
  readonly #baseUrl: string;
  readonly #log: LogSink;
  readonly #builds = new Map<string, Promise<void>>();

  constructor(root: string, baseUrl: string, log: LogSink) {
    this.#root = root;
    this.#baseUrl = baseUrl;
    this.#log = log;
  }

  /** The folder of a version's site for this server's base URL. */
  #dirOf(version: string): string {
    return siteBuildDir(this.#root, version, this.#baseUrl);
  }

  #isBuilt(version: string): boolean {
    return siteIsBuilt(this.#dirOf(version), version, this.#baseUrl);
  }

  /**
   * DataHolder's gate. A server that serves no pages for the current version (the site was never built:
   * API only) has nothing to keep in step and takes the new version at once. The next version's site must be
   * this code's: the live pages link this code's stylesheet.
   */
  prepare(next: DataStore, current: DataStore): Promise<void> {
    const servesPages = siteExists(this.#dirOf(current.version), current.version, this.#baseUrl);
    if (this.#isBuilt(next.version) || !servesPages) return Promise.resolve();
    let build = this.#builds.get(next.version);
    if (!build) {
      build = this.#build(next).finally(() => this.#builds.delete(next.version));
      this.#builds.set(next.version, build);
    }
    return build;
  }

  #build(store: DataStore): Promise<void> {
    const started = Date.now();
    this.#log({ level: 'info', msg: 'site_build_started', version: store.version, base_url: this.#baseUrl });
    const child = spawn(
      process.execPath,
      [
        BUILD_SCRIPT,
        '--version-dir',
        store.dir,
        '--version',
        store.version,
        '--base-url',
        this.#baseUrl,
        '--root',
        this.#root,
        '--if-missing',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    try {
      if (child.pid !== undefined) setPriority(child.pid, BUILD_NICENESS);
    } catch {
      // Lowering a child's priority is not allowed everywhere; the build then runs at normal priority.
    }
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-ERROR_TAIL_CHARS);
    });
    return new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => {
        if (code === 0 && this.#isBuilt(store.version)) {
          this.#log({ level: 'info', msg: 'site_built', version: store.version, base_url: this.#baseUrl, ms: Date.now() - started });
          resolve();
          return;
        }
        reject(
          new Error(
            `its site could not be built for ${this.#baseUrl} (${signal ?? `exit code ${code}`}` +
              `): ${stderr.trim() || 'no output'}; fix it and run \`npm run build\``,
          ),
        );
      });
    });
  }
}
