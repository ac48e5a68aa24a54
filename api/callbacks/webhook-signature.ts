// How the operator's webhook proves a delivery came from this service: HMAC-SHA256 of the exact body bytes with
// the shared OPERATOR_WEBHOOK_SECRET, sent as `X-Signature-256: sha256=<hex>`. The operator verifies with
// verifyWebhookSignature (or the same three lines in its own language) and deduplicates on Idempotency-Key.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature-256';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const EVENT_HEADER = 'x-event-type';
/** 1 on an event's first send; higher when an earlier send may have reached the operator (same Idempotency-Key). */
export const ATTEMPT_HEADER = 'x-delivery-attempt';

export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

export function verifyWebhookSignature(secret: string, body: string, header: string | null | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhookBody(secret, body));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
