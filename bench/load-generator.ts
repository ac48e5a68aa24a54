// HTTP load on loopback for the benchmarks: wrk when it is installed (apt-get install wrk), else autocannon.
// wrk is preferred: written in C, it takes a fraction of a core, where autocannon (Node) takes a whole one on
// this 2-core machine and so also slows and delays the server it measures.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadFigures {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
}

export const loadTool: 'wrk' | 'autocannon' = spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk';

const run = promisify(execFile);

/** wrk prints durations as 812.00us, 3.21ms or 1.02s. */
function milliseconds(figure: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(figure);
  if (!match) throw new Error(`unexpected wrk latency "${figure}"`);
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

async function withWrk(url: string, connections: number, seconds: number, headers: Record<string, string>): Promise<LoadFigures> {
  const given = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await run('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...given, url]);
  const field = (re: RegExp) => {
    const match = re.exec(stdout);
    if (!match) throw new Error(`wrk output without ${re}:\n${stdout}`);
    return match[1]!;
  };
  if (/Non-2xx or 3xx responses|Socket errors/.test(stdout)) throw new Error(`${url}: errors under load:\n${stdout}`);
  return {
    rps: Number(field(/Requests\/sec:\s+([\d.]+)/)),
    requests: Number(field(/(\d+) requests in/)),
    p50: milliseconds(field(/^\s+50%\s+(\S+)/m)),
    p99: milliseconds(field(/^\s+99%\s+(\S+)/m)),
  };
}

async function withAutocannon(url: string, connections: number, seconds: number, headers: Record<string, string>): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99 };
}

/** `headers` go with every request (an Accept-Encoding, say). */
export function load(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<LoadFigures> {
  return loadTool === 'wrk' ? withWrk(url, connections, seconds, headers) : withAutocannon(url, connections, seconds, headers);
}
