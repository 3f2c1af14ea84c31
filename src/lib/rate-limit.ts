/**
 * The rate limiter (docs/security.md, "Rate limit"): at most 60 calls per operation name in a one-minute window;
 * stale counters are purged every 60 seconds. Pure, with the clock injected, so it is tested
 * on a fake clock. The window is fixed: it opens at an operation's first call and the first
 * call after it closes opens the next one.
 */
export const RATE_LIMIT_MESSAGE = 'Rate limit exceeded. Please try again later.';
export const RATE_LIMIT_CALLS = 60;
export const RATE_LIMIT_WINDOW_MS = 60_000;
export const RATE_LIMIT_PURGE_MS = 60_000;

export class RateLimitError extends Error {
  constructor() {
    super(RATE_LIMIT_MESSAGE);
    this.name = 'RateLimitError';
  }
}

interface Counter {
  windowStart: number;
  calls: number;
}

export class RateLimiter {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly limit = RATE_LIMIT_CALLS,
    private readonly windowMs = RATE_LIMIT_WINDOW_MS,
  ) {}

  /** Counts a call of `operation`; false when it is over the limit (the call must not run). */
  tryAcquire(operation: string): boolean {
    const now = this.now();
    const counter = this.counters.get(operation);
    if (!counter || now - counter.windowStart >= this.windowMs) {
      this.counters.set(operation, { windowStart: now, calls: 1 });
      return true;
    }
    if (counter.calls >= this.limit) return false;
    counter.calls += 1;
    return true;
  }

  /** Runs `task` if `operation` is within its limit, else fails with the spec's message. */
  async run<T>(operation: string, task: () => Promise<T> | T): Promise<T> {
    if (!this.tryAcquire(operation)) throw new RateLimitError();
    return task();
  }

  /** Forgets counters whose window has closed. */
  purge(): void {
    const now = this.now();
    for (const [operation, counter] of this.counters)
      if (now - counter.windowStart >= this.windowMs) this.counters.delete(operation);
  }

  /** How many operations have a live counter (for tests and diagnostics). */
  get trackedOperations(): number {
    return this.counters.size;
  }
}
