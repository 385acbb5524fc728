import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../kernel/app-error';
import type { Clock } from '../clock';
import type { IdempotencyRepository } from './idempotency-repository';

/** A reply as sent: HTTP status and the envelope. */
export interface KeptReply {
  status: number;
  body: unknown;
}

/** What the request did, and whether its reply is kept for repeats (transient failures are not). */
export interface Execution {
  reply: KeptReply;
  keep: boolean;
}

export interface IdempotentOutcome {
  reply: KeptReply;
  /** The reply is the first request's, sent again. */
  replayed: boolean;
}

export interface IdempotencyOptions {
  /** How long a key and its reply are kept. */
  ttlMs: number;
  /** A running request renews its claim every third of this; a claim not renewed for this long is taken over. */
  leaseMs: number;
  /** How long a repeat waits for the first request's reply before it is told the key is in progress (409). */
  waitMs: number;
  /** How often a waiting repeat looks for the reply. */
  pollMs: number;
}

export const IDEMPOTENCY_DEFAULTS: IdempotencyOptions = {
  ttlMs: 24 * 60 * 60_000,
  leaseMs: 30_000,
  waitMs: 5_000,
  pollMs: 50,
};

/**
 * Runs a request at most once per (merchant, Idempotency-Key): the first claims the key (a row in
 * state `running`, under the primary key), runs, and keeps its reply for 24 hours; a repeat with the
 * same request gets that reply again, one with another request is refused (422), and a repeat that
 * arrives while the first still runs waits up to `waitMs` for its reply, then is told to retry (409).
 * The claim is in the database, so this holds over every instance.
 */
export class IdempotencyStore {
  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly clock: Clock,
    private readonly options: IdempotencyOptions = IDEMPOTENCY_DEFAULTS,
  ) {}

  async execute(
    customerId: number,
    key: string,
    requestHash: string,
    work: () => Promise<Execution>,
  ): Promise<IdempotentOutcome> {
    // Waiting is measured in real time: a test's clock stands still while requests wait.
    const deadline = performance.now() + this.options.waitMs;
    for (;;) {
      const now = this.clock.now().getTime();
      const holder = randomUUID();
      const claim = {
        customerId,
        key,
        requestHash,
        holder,
        now,
        leaseUntil: now + this.options.leaseMs,
        expiresAt: now + this.options.ttlMs,
      };
      if (await this.keys.claim(claim))
        return { reply: await this.run(customerId, key, holder, work), replayed: false };
      const stored = await this.keys.find(customerId, key);
      if (stored && stored.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      if (stored?.state === 'done' && stored.reply !== null && stored.status_code !== null) {
        return { reply: { status: stored.status_code, body: JSON.parse(stored.reply) }, replayed: true };
      }
      if (performance.now() >= deadline) throw new AppError('IDEMPOTENCY_KEY_IN_PROGRESS', { retryAfterSeconds: 1 });
      // Running elsewhere (or released just now): look again shortly, claiming it if it was given up.
      await sleep(this.options.pollMs);
    }
  }

  private async run(customerId: number, key: string, holder: string, work: () => Promise<Execution>) {
    const renew = () => this.keys.renew(customerId, key, holder, this.clock.now().getTime() + this.options.leaseMs);
    const heartbeat = setInterval(() => void renew().catch(() => undefined), this.options.leaseMs / 3);
    heartbeat.unref();
    try {
      const { reply, keep } = await work();
      if (keep) await this.keys.complete(customerId, key, holder, reply.status, JSON.stringify(reply.body));
      else await this.keys.release(customerId, key, holder);
      return reply;
    } catch (error) {
      await this.keys.release(customerId, key, holder).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Forgets keys past their time; answers how many. */
  prune(now: number): Promise<number> {
    return this.keys.prune(now);
  }
}
