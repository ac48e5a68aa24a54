// The Redis connection behind shared rate limits (RATE_LIMIT_STORE=redis://...). Commands never queue while it
// is down and time out quickly, so a lost Redis costs a request a few milliseconds, not an error: the limiter
// then counts in memory. A Redis that stops answering but keeps its connection open (a hung host) is found by a
// heartbeat, since ioredis still calls that connection ready. Each change of state is logged once, with the URL's
// password hidden.
import { Redis } from 'ioredis';
import type { LogSink } from './access-log.ts';
import { redactedUrl, withoutPassword } from '../../lib/text/redacted-url.ts';

export interface SharedLimitStore {
  readonly client: Redis;
  /** True while Redis answers: limits are then counted once for every instance. */
  connected(): boolean;
  close(): Promise<void>;
}

const COMMAND_TIMEOUT_MS = 500;
/** How often the connection is asked whether Redis still answers (a PING, within COMMAND_TIMEOUT_MS). */
const HEARTBEAT_MS = 1_000;

export function openSharedLimitStore(url: string, log: LogSink): SharedLimitStore {
  const where = redactedUrl(url);
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // No auto-pipelining: measured with the limiter's script it costs more client CPU per request than it saves.
    // Reconnects forever, at most every 2 s: shared limits come back on their own once Redis does.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let state: 'connecting' | 'shared' | 'per_instance' = 'connecting';
  const answered = () => {
    if (state === 'shared') return;
    state = 'shared';
    log({ level: 'info', msg: 'rate_limit_store_shared', store: where });
  };
  client.on('ready', answered);
  const lost = (error?: Error) => {
    if (state === 'per_instance') return;
    state = 'per_instance';
    log({
      level: 'warn',
      msg: 'rate_limit_store_unavailable',
      store: where,
      error: error ? withoutPassword(error.message, url) : 'connection closed',
      effect: 'limits are counted per instance until Redis answers again',
    });
  };
  // Handled, or ioredis would print every reconnection failure as an unhandled error.
  client.on('error', (error: Error) => lost(error));
  client.on('close', () => lost());
  const heartbeat = setInterval(() => {
    if (client.status === 'ready') client.ping().then(answered, lost);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    client,
    connected: () => client.status === 'ready' && state === 'shared',
    async close() {
      clearInterval(heartbeat);
      client.disconnect();
    },
  };
}
