// A stand-in for the operator's webhook: a real HTTP server on 127.0.0.1 that checks each delivery's signature,
// records it, and deduplicates on the Idempotency-Key header the way the operator is told to.
import { createServer, type Server } from 'node:http';
import { closeNow, listenLocal } from './local-http.ts';
import { underLoad } from './load-allowance.ts';
import { ATTEMPT_HEADER, IDEMPOTENCY_HEADER, SIGNATURE_HEADER, verifyWebhookSignature } from '../../api/callbacks/webhook-signature.ts';

export interface Delivery {
  idempotencyKey: string;
  eventType: string;
  /** X-Delivery-Attempt as sent. */
  attempt: number;
  signatureValid: boolean;
  body: Record<string, unknown>;
}

export class WebhookReceiver {
  readonly secret: string;
  /** Every POST that was accepted (answered 2xx, or held), repeats included. */
  readonly deliveries: Delivery[] = [];
  /** When set, deliveries are refused with this status (the operator's end is down). */
  failWith: number | null = null;
  /** When true, deliveries are accepted and recorded but their 2xx is never sent: the operator has stored the
   * event and the service has not heard so. */
  holdAnswers = false;
  #server: Server | null = null;
  #port = 0;

  constructor(secret = 'test-webhook-secret') {
    this.secret = secret;
  }

  get url(): string {
    return `http://127.0.0.1:${this.#port}/hook`;
  }

  /** Distinct events, as an operator deduplicating on Idempotency-Key sees them. */
  get events(): Delivery[] {
    const seen = new Map<string, Delivery>();
    for (const d of this.deliveries) if (!seen.has(d.idempotencyKey)) seen.set(d.idempotencyKey, d);
    return [...seen.values()];
  }

  async start(port = 0): Promise<this> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (this.failWith !== null) {
          res.writeHead(this.failWith).end();
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        this.deliveries.push({
          idempotencyKey: String(req.headers[IDEMPOTENCY_HEADER] ?? ''),
          eventType: String(req.headers['x-event-type'] ?? ''),
          attempt: Number(req.headers[ATTEMPT_HEADER]),
          signatureValid: verifyWebhookSignature(this.secret, raw, req.headers[SIGNATURE_HEADER] as string | undefined),
          body: JSON.parse(raw) as Record<string, unknown>,
        });
        if (!this.holdAnswers) res.writeHead(204).end();
      });
    });
    this.#port = await listenLocal(this.#server, port);
    return this;
  }

  /** Stops listening (connection refused) while keeping the port for a restart. */
  async stop(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    await closeNow(server);
  }

  async restart(): Promise<void> {
    await this.start(this.#port);
  }

  /** Resolves once `count` distinct events arrived; rejects after timeoutMs. */
  async waitForEvents(count: number, timeoutMs = 15_000): Promise<Delivery[]> {
    await waitUntil(
      () => this.events.length >= count,
      timeoutMs,
      () => `expected ${count} webhook events, got ${this.events.length}`,
    );
    return this.events;
  }

  /** Resolves once `count` deliveries arrived, repeats included; rejects after timeoutMs. */
  async waitForDeliveries(count: number, timeoutMs = 15_000): Promise<Delivery[]> {
    await waitUntil(
      () => this.deliveries.length >= count,
      timeoutMs,
      () => `expected ${count} webhook deliveries, got ${this.deliveries.length}`,
    );
    return this.deliveries;
  }
}

/** Checks `done` every 20 ms until it holds; rejects with `why()` after timeoutMs, stretched by the machine's load. */
export async function waitUntil(done: () => boolean, timeoutMs: number, why: () => string): Promise<void> {
  const deadline = Date.now() + underLoad(timeoutMs);
  while (!done()) {
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((r) => setTimeout(r, 20));
  }
}
