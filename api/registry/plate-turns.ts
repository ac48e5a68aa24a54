// The upstream's call slots, shared out by plate. A look-up of a plate asks several questions at once (the vehicle,
// which may walk six files in turn, its recalls, retrofit list, history, owners and continuation row), so a queue
// counting calls filled up at a fifth of the plates it was meant to hold and refused look-ups of a healthy upstream.
// Here a plate is what waits: its questions join one turn, the queue is bounded by plates not yet started, and a
// free slot goes to the call of the plate that arrived first, so the earlier plates finish instead of every plate
// getting a share of the deadline and none an answer. A call waits for its slot up to its question's deadline.

interface Waiter {
  turn: PlateTurn;
  grant: () => void;
}

/** One plate being looked up: every question asked about it while it is in progress shares it. */
export class PlateTurn {
  readonly plate: string;
  readonly seq: number;
  /** Whether any call about this plate has gone upstream. */
  started = false;
  refs = 0;
  constructor(plate: string, seq: number) {
    this.plate = plate;
    this.seq = seq;
  }
}

/** Raised when a plate cannot even wait: more plates are waiting than the queue holds. */
export class QueueFullError extends Error {
  constructor() {
    super('the queue of look-ups waiting for the upstream is full');
    this.name = 'QueueFullError';
  }
}

export class PlateTurns {
  readonly #slots: number;
  readonly #waitingPlates: number;
  readonly #plates = new Map<string, PlateTurn>();
  /** Calls waiting for a slot, earliest plate first, then in the order they asked. */
  readonly #waiters: Waiter[] = [];
  #busy = 0;
  #seq = 0;

  /** `slots` calls in flight at once; at most `waitingPlates` plates waiting whose calls have not yet started. */
  constructor(slots: number, waitingPlates: number) {
    this.#slots = slots;
    this.#waitingPlates = waitingPlates;
  }

  /** Joins the plate's turn, or opens one; throws QueueFullError when too many plates already wait. */
  enter(plate: string): PlateTurn {
    let turn = this.#plates.get(plate);
    if (!turn) {
      let waiting = 0;
      for (const t of this.#plates.values()) if (!t.started) waiting += 1;
      if (waiting >= this.#waitingPlates) throw new QueueFullError();
      turn = new PlateTurn(plate, this.#seq++);
      this.#plates.set(plate, turn);
    }
    turn.refs += 1;
    return turn;
  }

  leave(turn: PlateTurn): void {
    turn.refs -= 1;
    if (turn.refs === 0 && this.#plates.get(turn.plate) === turn) this.#plates.delete(turn.plate);
  }

  /** A call slot for the turn's plate, held until the returned release is called; rejects when `signal` aborts first. */
  acquire(turn: PlateTurn, signal: AbortSignal): Promise<() => void> {
    signal.throwIfAborted();
    if (this.#busy < this.#slots && this.#waiters.length === 0) return Promise.resolve(this.#take(turn));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        turn,
        grant: () => {
          signal.removeEventListener('abort', onAbort);
          resolve(this.#take(turn));
        },
      };
      const onAbort = () => {
        const at = this.#waiters.indexOf(waiter);
        if (at >= 0) this.#waiters.splice(at, 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      const at = this.#waiters.findIndex((w) => w.turn.seq > turn.seq);
      this.#waiters.splice(at < 0 ? this.#waiters.length : at, 0, waiter);
    });
  }

  #take(turn: PlateTurn): () => void {
    this.#busy += 1;
    turn.started = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#busy -= 1;
      this.#waiters.shift()?.grant();
    };
  }
}
