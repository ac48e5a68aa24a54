// Per-client budgets for catalog, live and call-back calls (lib/config.ts sets the per-minute rates), counted in
// fixed one-minute windows: in this process's memory by default (memory-windows.ts), or in Redis by
// rate-limiter-flexible (RATE_LIMIT_STORE) so every instance draws on one count. While Redis cannot be reached each instance falls
// back to its own memory count with the same budgets (the library's insurance limiter): the API keeps
// answering, limited per instance, and /api/ready says so. A shared count is drawn on in leases of several
// requests (leased-tokens.ts), not one Redis round trip per request.
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Budget } from '../operations/define-operation.ts';
import type { SharedLimitStore } from './shared-limit-store.ts';
import { LeasedTokens, type TakeResult } from './leased-tokens.ts';
import { ApiError } from '../errors.ts';
import { MemoryWindows } from './memory-windows.ts';

export type { TakeResult };

/** What /api/ready reports: where limits are counted, and whether that count is shared right now. */
export interface LimiterStatus {
  store: 'memory' | 'redis';
  shared: boolean;
}

const WINDOW_SECONDS = 60;

/** The per-minute budgets the configuration sets. */
export function budgetsFromConfig(config: {
  rateLimitCatalog: number;
  rateLimitLive: number;
  rateLimitCallback: number;
  rateLimitCallbackRefused: number;
}): Record<Budget, number> {
  return {
    catalog: config.rateLimitCatalog,
    live: config.rateLimitLive,
    callback: config.rateLimitCallback,
    callback_refused: config.rateLimitCallbackRefused,
  };
}
const BUDGETS: readonly Budget[] = ['catalog', 'live', 'callback', 'callback_refused'];
/** How a 429's message names each budget. */
const BUDGET_WORDS: Record<Budget, string> = {
  catalog: 'catalog',
  live: 'live',
  callback: 'callback',
  callback_refused: 'refused callback (invalid or without consent)',
};

export class RateLimiter {
  readonly #perMinute: Record<Budget, number>;
  readonly #limiters: Record<Budget, MemoryWindows | LeasedTokens>;
  readonly #shared: SharedLimitStore | null;

  constructor(perMinute: Record<Budget, number>, shared: SharedLimitStore | null = null) {
    this.#perMinute = perMinute;
    this.#shared = shared;
    const limiters = {} as Record<Budget, MemoryWindows | LeasedTokens>;
    for (const budget of BUDGETS) {
      const options = { points: perMinute[budget], duration: WINDOW_SECONDS, keyPrefix: `rate:${budget}` };
      // A client over budget stays refused until the shared window ends: its further requests are refused from
      // memory without asking Redis, so a flood costs Redis nothing.
      limiters[budget] = shared
        ? new LeasedTokens(
            new RateLimiterRedis({
              ...options,
              storeClient: shared.client,
              rejectIfRedisNotReady: true,
              insuranceLimiter: new RateLimiterMemory(options),
              inMemoryBlockOnConsumed: perMinute[budget] + 1,
            }),
            perMinute[budget],
            WINDOW_SECONDS * 1000,
          )
        : new MemoryWindows(perMinute[budget], WINDOW_SECONDS * 1000);
    }
    this.#limiters = limiters;
  }

  limit(budget: Budget): number {
    return this.#perMinute[budget];
  }

  status(): LimiterStatus {
    return this.#shared ? { store: 'redis', shared: this.#shared.connected() } : { store: 'memory', shared: false };
  }

  /** Takes one request from this client's budget, or says how many whole seconds until the window resets. */
  async take(budget: Budget, client: string): Promise<TakeResult> {
    return this.#limiters[budget].take(client);
  }

  /** The same, answered now when the budget is counted in memory; undefined (nothing taken) when it is shared. */
  takeNow(budget: Budget, client: string): TakeResult | undefined {
    const limiter = this.#limiters[budget];
    return limiter instanceof MemoryWindows ? limiter.take(client) : undefined;
  }

  /** The sentence every 429 carries, REST and MCP alike. */
  refusalMessage(budget: Budget, retryAfterSeconds: number): string {
    const limit = `limit ${this.limit(budget)} a minute`;
    return `too many ${BUDGET_WORDS[budget]} requests from this client (${limit}); retry in ${retryAfterSeconds} s`;
  }

  /** Takes one request from the budget, or returns the 429 error to answer with. */
  async refusal(budget: Budget, client: string): Promise<ApiError | null> {
    const taken = await this.take(budget, client);
    if (taken.ok) return null;
    return new ApiError('rate_limited', this.refusalMessage(budget, taken.retryAfterSeconds), {
      retryAfterSeconds: taken.retryAfterSeconds,
    });
  }
}
