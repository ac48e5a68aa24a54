// The call-back store behind POST/DELETE /api/v1/quote-request and the MCP tool request_quote_callback.
// Implemented over node:sqlite with an outbox to the operator's webhook (api/callbacks/).
import type { CallbackStoreHealth } from '../../lib/status/service-status.ts';
import type { Lang } from '../../lib/i18n/lang.ts';

export type { CallbackStoreHealth };

/** A validated, normalised call-back request: only what the person gave, phone already in E.164. */
export interface QuoteRequestDetails {
  name: string;
  phone_e164: string;
  /** Digits only, as normalised by lib/rules/plate.ts. */
  plate: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  preferred_time: string | null;
  note: string | null;
}

/** The consent sentence the person agreed to, as published in the texts rule. */
export interface ConsentRecord {
  version: string;
  text_he: string;
  /** The language it was shown in beside the Hebrew sentence (the one agreed to); Hebrew alone when absent. */
  shown_lang?: Lang;
}

export type SubmitOutcome =
  | { status: 'received'; request_id: string }
  | { status: 'already_received'; request_id: string }
  | { status: 'rate_limited'; retry_after_seconds: number };

/** The health of a service that stores nothing (no operator configured). */
export function noStoreHealth(retentionDays: number): CallbackStoreHealth {
  return {
    store: 'none',
    reachable: true,
    retention_days: retentionDays,
    pending_deliveries: null,
    oldest_pending_seconds: null,
    most_attempts: null,
    last_delivery_at: null,
  };
}

export interface CallbackService {
  /** The operator that handles requests (OPERATOR_NAME). */
  readonly operatorName: string;
  /** False when no OPERATOR_WEBHOOK_URL is set: requests are then validated but never stored or sent. */
  readonly deliveryConfigured: boolean;
  /**
   * Stores the request durably (committed with synchronous=FULL) and queues it for the operator before it
   * resolves; the same phone and car within the duplicate window resolve to the first request instead.
   */
  submit(details: QuoteRequestDetails, consent: ConsentRecord): Promise<SubmitOutcome>;
  /** Erases the request and queues an erasure event for the operator; false when no such request exists. */
  erase(requestId: string): Promise<boolean>;
  /** Deletes what is older than the retention period; returns how many requests went. */
  purgeExpired(): Promise<number>;
  /** Never rejects: a store that does not answer is reported unreachable. */
  health(): Promise<CallbackStoreHealth>;
  close(): Promise<void>;
}
