// Caps how many upstream calls are in flight at once; the rest wait their turn in arrival order, up to a
// bounded queue beyond which callers are refused at once (the upstream is already saturated).
export class ConcurrencyLimit {
  readonly #max: number;
  readonly #maxQueue: number;
  readonly #waiting: (() => void)[] = [];
  #active = 0;

  constructor(max: number, maxQueue: number) {
    this.#max = max;
    this.#maxQueue = maxQueue;
  }

  /** Runs fn when a slot is free; returns null without running it when the queue is full. */
  async run<T>(fn: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.#active >= this.#max) {
      if (this.#waiting.length >= this.#maxQueue) return null;
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active += 1;
    }
    try {
      return { value: await fn() };
    } finally {
      const next = this.#waiting.shift();
      // The slot passes straight to the next waiter, so #active stays at max while anyone waits.
      if (next) next();
      else this.#active -= 1;
    }
  }

  get active(): number {
    return this.#active;
  }
}
