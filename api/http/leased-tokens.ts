// One budget counted in a shared store (Redis) without a round trip per request. The store's counter hands out
// numbered tickets: an increment by n gives this instance the n positions just below the new count, and a
// position within the budget is one admission, whichever instance holds it. So an instance asks for several
// tickets at once and spends them locally, and the budget is never over-admitted across instances, however the
// increments interleave: every position is held by one instance only.
//  - Requests that arrive while a lease is in flight for their client wait for it and are served together by the
//    next one: one increment per round trip per client, however many requests are in flight.
//  - When the last reply left plenty of room, a large budget leases a block ahead for the requests still to come.
//    Tickets left unused when the window ends lapse, so a client may be admitted up to block-1 fewer requests per
//    instance in that window than its budget; never more. Near the edge, and for small budgets, an instance
//    leases only what is waiting, so the last admissions are exact.
//  - A lease that overshoots the budget still counts in the store (the library increments before it checks);
//    the positions past the budget admit no one anyway, so that costs no client anything.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type TakeResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/** Budgets below this are leased one waiting request at a time, blocks would be too coarse a share of them. */
const LEASE_BLOCKS_FROM = 100;
export const LEASE_BLOCK = 10;
/** A block is leased ahead only while the last known remaining count covers this many blocks. */
const SAFETY_BLOCKS = 2;

interface Waiter {
  resolve: (result: TakeResult) => void;
  reject: (error: unknown) => void;
}

interface ClientLease {
  /** Unspent tickets: positions next..last of the store's counter, valid until `until` (ms since epoch). */
  next: number;
  last: number;
  until: number;
  /** The budget's remaining count in the store at the last reply, or null before the first one. */
  lastRemaining: number | null;
  waiting: Waiter[];
  inFlight: boolean;
}

export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

export class LeasedTokens {
  readonly #store: RateLimiterAbstract;
  readonly #limit: number;
  readonly #windowMs: number;
  readonly #leases = new Map<string, ClientLease>();
  #nextSweep = 0;

  constructor(store: RateLimiterAbstract, limit: number, windowMs: number) {
    this.#store = store;
    this.#limit = limit;
    this.#windowMs = windowMs;
  }

  take(client: string): Promise<TakeResult> | TakeResult {
    const now = Date.now();
    this.#sweep(now);
    let lease = this.#leases.get(client);
    if (!lease) {
      lease = { next: 1, last: 0, until: 0, lastRemaining: null, waiting: [], inFlight: false };
      this.#leases.set(client, lease);
    }
    if (lease.until > now && lease.next <= lease.last) return { ok: true, remaining: this.#limit - lease.next++ };
    const entry = lease;
    return new Promise((resolve, reject) => {
      entry.waiting.push({ resolve, reject });
      if (!entry.inFlight) this.#lease(client, entry);
    });
  }

  #size(lease: ClientLease): number {
    const waiting = Math.min(lease.waiting.length, this.#limit);
    const plenty =
      this.#limit >= LEASE_BLOCKS_FROM && lease.lastRemaining !== null && lease.lastRemaining - waiting >= SAFETY_BLOCKS * LEASE_BLOCK;
    return plenty ? Math.max(waiting, LEASE_BLOCK) : waiting;
  }

  #lease(client: string, lease: ClientLease): void {
    const size = this.#size(lease);
    const sent = Date.now();
    lease.inFlight = true;
    this.#store.consume(client, size).then(
      (granted) => this.#grant(client, lease, size, sent, granted),
      (refusal: unknown) => {
        if (refusal instanceof RateLimiterRes) this.#grant(client, lease, size, sent, refusal);
        else this.#fail(lease, refusal);
      },
    );
  }

  /** Spends the positions of the reply that fall within the budget on the waiting requests, FIFO. */
  #grant(client: string, lease: ClientLease, size: number, sent: number, reply: RateLimiterRes): void {
    lease.inFlight = false;
    // A refusal from the library's in-memory block carries no count: the budget is known to be spent.
    const count = reply.consumedPoints > 0 ? reply.consumedPoints : this.#limit + size;
    lease.next = count - size + 1;
    lease.last = Math.min(count, this.#limit);
    // The window's end as the store saw it, measured from before the request: never later than the real one.
    lease.until = sent + reply.msBeforeNext;
    lease.lastRemaining = Math.max(0, this.#limit - count);
    while (lease.waiting.length > 0 && lease.next <= lease.last) {
      lease.waiting.shift()!.resolve({ ok: true, remaining: this.#limit - lease.next++ });
    }
    if (lease.waiting.length === 0) return;
    if (count < this.#limit) {
      this.#lease(client, lease);
      return;
    }
    const refused: TakeResult = { ok: false, retryAfterSeconds: retryAfterSeconds(reply.msBeforeNext) };
    for (const waiter of lease.waiting.splice(0)) waiter.resolve(refused);
  }

  #fail(lease: ClientLease, error: unknown): void {
    lease.inFlight = false;
    for (const waiter of lease.waiting.splice(0)) waiter.reject(error);
  }

  /** Forgets clients whose window is over once a window, so memory follows the clients of the last minute. */
  #sweep(now: number): void {
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + this.#windowMs;
    for (const [client, lease] of this.#leases) {
      if (lease.until <= now && !lease.inFlight) this.#leases.delete(client);
    }
  }
}
