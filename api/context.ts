import type { ApiReference } from '../lib/api/api-reference.ts';
import type { DataStore } from '../lib/data/data-store.ts';
import type { Registry } from './registry/registry.ts';
import type { CallbackService } from './callbacks/callback-service.ts';
import type { Config } from '../lib/config.ts';
import type { RateLimitHealth } from '../lib/status/service-status.ts';
import type { Lang } from '../lib/i18n/lang.ts';

/** What a handler may use: the data version current when the request arrived, the live services, config. */
export interface OperationContext {
  data: DataStore;
  registry: Registry;
  callbacks: CallbackService;
  config: Config;
  /** The API's public description, which the API documentation page renders. */
  api: ApiReference;
  requestId: string;
  /** The language the client asked for (input `lang`), Hebrew unless it asked; `asked` says whether it did. */
  lang: { value: Lang; asked: boolean };
  /** Where the rate limits are counted and whether the shared store answers (the status operation). */
  rateLimits(): RateLimitHealth;
}
