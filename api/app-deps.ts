// What createApp is given (AppDeps) and what its routes share (AppShared): apart from app.ts, so the route files
// that read them do not import the file that imports them.
import type { ApiReference } from '../lib/api/api-reference.ts';
import type { Config } from '../lib/config.ts';
import type { Registry } from './registry/registry.ts';
import type { CallbackService } from './callbacks/callback-service.ts';
import type { Operation } from './operations/define-operation.ts';
import type { DataHolder } from './data-holder.ts';
import type { RateLimiter } from './http/rate-limiter.ts';
import type { AnswerCache } from './http/answer-cache.ts';
import type { LogSink } from './http/access-log.ts';
import type { OperationContext } from './context.ts';
import type { DataStore } from '../lib/data/data-store.ts';
import { AUTHORITY_LANG } from '../lib/i18n/lang.ts';

export interface AppDeps {
  data: DataHolder;
  registry: Registry;
  callbacks: CallbackService;
  config: Config;
  log?: LogSink;
  /** Shared (Redis) limits from api/services.ts; without it the budgets are counted in this process's memory. */
  limiter?: RateLimiter;
}

/** What routes share beyond the deps: the operation list and the one rate limiter (REST and MCP draw on it). */
export interface AppShared {
  operations: readonly Operation[];
  /** The operations' public description, for the API documentation page. */
  reference: ApiReference;
  limiter: RateLimiter;
  /** Serialized catalog answers by ETag (REST only). */
  answers: AnswerCache;
  log: LogSink;
}

/** The context an operation runs in: the same for a REST request and an MCP tool call. */
export function operationContext(deps: AppDeps, shared: AppShared, data: DataStore, requestId: string): OperationContext {
  return {
    data,
    registry: deps.registry,
    callbacks: deps.callbacks,
    config: deps.config,
    api: shared.reference,
    requestId,
    lang: { value: AUTHORITY_LANG, asked: false },
    rateLimits: () => shared.limiter.status(),
  };
}
