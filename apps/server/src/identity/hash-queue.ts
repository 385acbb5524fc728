import { tooFrequent } from '../kernel/app-error';

export interface HashQueueLimits {
  /** Hashes computed at the same time (each takes a libuv thread, a core and ~128 MiB for scrypt at N=2^17). */
  concurrency: number;
  /** Hashes that may wait for a slot at most, whatever their expected wait. */
  maxWaiting: number;
  /**
   * A hash is queued only when it would wait no longer than this (from the running average of hash
   * times), so an admitted sign-in answers within about maxWaitMs + one hash on any machine.
   */
  maxWaitMs: number;
  /** Hashes one client (address) may have running or waiting: one address cannot fill the queue. */
  perClient: number;
}

/** Weight of the newest hash time in the running average. */
const SMOOTHING = 0.2;
/** Hash time assumed before one was measured. */
const FIRST_GUESS_MS = 500;

/**
 * Bounds password hashing, the most expensive thing an anonymous caller can ask for: a few hashes run,
 * a few wait, and the rest are answered 'Operation too frequent' with Retry-After at once. Without it
 * a burst of sign-ins occupies every libuv thread, and file reads, DNS and zlib wait behind them.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perClient = new Map<string, number>();
  /** Running average of how long one hash takes here; 0 until the first one finished. */
  private averageMs = 0;
  /** Until when the places promised to refused callers (their Retry-After) are taken, by this clock. */
  private bookedUntil = 0;

  constructor(
    private readonly limits: HashQueueLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Runs `task` when a slot is free; `client` (an address) is counted against `perClient` when given. */
  async run<T>(client: string | undefined, task: () => Promise<T>): Promise<T> {
    const held = client === undefined ? 0 : (this.perClient.get(client) ?? 0);
    const mustWait = this.running >= this.limits.concurrency;
    if (held >= this.limits.perClient) throw tooFrequent(this.expectedWaitMs() / 1000);
    if (mustWait && !this.mayWait()) throw this.refuseWithBooking();
    if (client !== undefined) this.perClient.set(client, held + 1);
    try {
      if (mustWait) await new Promise<void>((start) => this.waiting.push(start));
      else this.running++;
      const started = this.now();
      const result = await task();
      const ms = this.now() - started;
      this.averageMs = this.averageMs ? this.averageMs + SMOOTHING * (ms - this.averageMs) : ms;
      return result;
    } finally {
      this.release(client);
    }
  }

  /**
   * Each refused caller is told a later time than the one before (one hash time divided by the
   * concurrency apart), so a burst comes back spread out instead of all at once a second later.
   */
  private refuseWithBooking() {
    const now = this.now();
    const spacing = (this.averageMs || FIRST_GUESS_MS) / this.limits.concurrency;
    this.bookedUntil = Math.max(this.bookedUntil, now + this.expectedWaitMs()) + spacing;
    return tooFrequent((this.bookedUntil - now) / 1000);
  }

  private mayWait(): boolean {
    return this.waiting.length < this.limits.maxWaiting && this.expectedWaitMs() <= this.limits.maxWaitMs;
  }

  /** How long one more hash would wait: the rounds of hashes ahead of it (running ones count as a round). */
  private expectedWaitMs(): number {
    return Math.ceil((this.waiting.length + 1) / this.limits.concurrency) * this.averageMs;
  }

  private release(client: string | undefined): void {
    if (client !== undefined) {
      const held = (this.perClient.get(client) ?? 1) - 1;
      if (held > 0) this.perClient.set(client, held);
      else this.perClient.delete(client);
    }
    // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
