import type { Db, Tx } from '../../db/handles';
import type { Clock } from '../clock';
import { everyMinutes, windowOf } from '../jobs/schedule';
import type { ScheduledJob } from '../jobs/scheduled-job';
import { EventRepository, type EventRow } from './event-repository';

/** What a change appends: the merchant, what happened, the record it is about, and the facts. */
export interface DomainEvent {
  customerId: number;
  type: string;
  subject: string | number;
  payload: Record<string, unknown>;
}

/** An appended event as a subscriber receives it. */
export interface DeliveredEvent {
  id: number;
  customerId: number;
  type: string;
  subject: string;
  payload: Record<string, unknown>;
  createdAt: string;
}

/** Takes a batch of events in id order; throwing hands the same batch again at the next run. */
export type Subscriber = (events: DeliveredEvent[], signal: AbortSignal) => Promise<void>;

/** Events handed to a subscriber at once. */
const BATCH = 200;
/** How often a running drain looks for new events. */
const POLL_MS = 200;
/**
 * How long a gap in the ids is waited for before the drain passes it (PostgreSQL): the transaction
 * that took the missing id may still commit; after this it is taken as rolled back (a rolled-back
 * append leaves its id unused for good).
 */
export const GAP_WAIT_MS = 10_000;

/**
 * The events outbox (docs/server/events.md): a change appends its events in its own transaction
 * (`append`), and the drain job (`platform.drainEvents`, on one instance under the job lease, running
 * on between its minutes) hands them to every subscriber in id order. Each subscriber's place is kept in the database,
 * advanced only after it took a batch: delivery is at least once, in order, on any instance.
 */
export class EventOutbox {
  private readonly events: EventRepository;
  private readonly subscribers = new Map<string, Subscriber>();
  private passing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.events = new EventRepository(db);
  }

  private settled(batch: EventRow[], lastId: number, at: string): EventRow[] {
    return settledEvents(this.db.engine, batch, lastId, at);
  }

  append(tx: Tx, events: DomainEvent[]): Promise<void> {
    const at = this.clock.now().toISOString();
    return this.events.append(
      tx,
      events.map((event) => ({
        customer_id: event.customerId,
        type: event.type,
        subject: String(event.subject),
        payload: JSON.stringify(event.payload),
        created_at: at,
      })),
    );
  }

  /** A merchant's events after `afterId` since `since`, oldest first, as subscribers receive them. */
  async ofCustomer(customerId: number, afterId: number, since: string, limit: number): Promise<DeliveredEvent[]> {
    return (await this.events.ofCustomer(customerId, afterId, since, limit)).map(delivered);
  }

  /**
   * Gives every registered subscriber that has none its place in the outbox: after the newest event.
   * Called once the server's modules have subscribed and before it takes a request, so a subscriber
   * new to this database takes every event appended after the first start of the code that registers
   * it. Left to the first drain, the events appended in between (up to a minute's) were passed over.
   */
  async open(at: string): Promise<void> {
    for (const name of this.subscribers.keys()) await this.events.cursor(name, at);
  }

  /** Registers a subscriber at start-up; its name keeps its place in the outbox across restarts. */
  subscribe(name: string, subscriber: Subscriber): void {
    if (this.subscribers.has(name)) throw new Error(`event subscriber ${name} is registered twice`);
    this.subscribers.set(name, subscriber);
  }

  /**
   * `platform.drainEvents`: every minute, on one instance under the job lease. Started by the schedule
   * it runs on until its next due time (at most `windowMs`), looking for new events every `POLL_MS`,
   * so a subscriber gets an event within about that long of its commit; run by hand, one pass. A
   * subscriber that failed waits for the next run.
   */
  drainJob(windowMs = 60_000): ScheduledJob {
    const schedule = everyMinutes(1);
    return {
      name: 'platform.drainEvents',
      schedule,
      // A crashed instance's drain is taken over within this (renewed every third of it while it runs).
      leaseMs: 30_000,
      run: async (now, signal, start) => {
        const until = performance.now() + windowOf(schedule, now.getTime(), start.byHand ? 0 : windowMs);
        const result: Record<string, number | string> = {};
        const failed = new Set<string>();
        let low = await this.serially(() => this.pass(now.toISOString(), signal, result, failed));
        while (performance.now() < until && !signal.aborted && low !== null) {
          await pause(Math.min(POLL_MS, until - performance.now()), signal);
          if (signal.aborted || !(await this.events.after(low, 1)).length) continue;
          low = await this.serially(() => this.pass(this.clock.now().toISOString(), signal, result, failed));
        }
        return result;
      },
      nudge: async () => {
        const result: Record<string, number | string> = {};
        await this.serially(() =>
          this.pass(this.clock.now().toISOString(), new AbortController().signal, result, new Set()),
        );
        return result;
      },
    };
  }

  /** Runs passes one after another on this instance (a nudge and the running drain never overlap). */
  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.passing.then(work, work);
    this.passing = next.catch(() => undefined);
    return next;
  }

  /**
   * Hands every subscriber not in `failed` what it has not taken, adding what each took to `result`
   * (or why it stopped, adding it to `failed`). Answers the lowest place of those that took all, from
   * which a look for new events starts; null when none did.
   */
  private async pass(
    at: string,
    signal: AbortSignal,
    result: Record<string, number | string>,
    failed: Set<string>,
  ): Promise<number | null> {
    let low: number | null = null;
    for (const [name, subscriber] of this.subscribers) {
      signal.throwIfAborted();
      if (failed.has(name)) continue;
      const outcome = await this.drain(name, subscriber, at, signal);
      if (typeof outcome === 'string') {
        failed.add(name);
        result[name] =
          typeof result[name] === 'number' && result[name] ? `${outcome} (${result[name]} before)` : outcome;
        continue;
      }
      result[name] = (typeof result[name] === 'number' ? result[name] : 0) + outcome.taken;
      low = low === null ? outcome.lastId : Math.min(low, outcome.lastId);
    }
    return low;
  }

  /** Hands the subscriber what it has not taken; answers how many it took and its place, or why it stopped. */
  private async drain(
    name: string,
    subscriber: Subscriber,
    at: string,
    signal: AbortSignal,
  ): Promise<{ taken: number; lastId: number } | string> {
    let lastId = await this.events.cursor(name, at);
    let taken = 0;
    for (;;) {
      signal.throwIfAborted();
      const batch = this.settled(await this.events.after(lastId, BATCH), lastId, at);
      if (!batch.length) return { taken, lastId };
      try {
        await subscriber(batch.map(delivered), signal);
      } catch (error) {
        await this.events.failed(name, error instanceof Error ? error.message : String(error), at);
        return `failed after ${taken}`;
      }
      lastId = (batch.at(-1) as EventRow).id;
      await this.events.advance(name, lastId, at);
      taken += batch.length;
    }
  }
}

/**
 * The events of `batch` before its first young gap (docs/server/events.md, "Commit order"). On
 * PostgreSQL ids are taken when an event is appended and transactions commit in any order, so a
 * missing id may belong to a transaction still running: passing it would move the cursor beyond an
 * event that commits later. A gap is waited for while the event after it is younger than
 * `GAP_WAIT_MS`. SQLite has one writer at a time: its ids commit in order.
 */
function settledEvents(engine: Db['engine'], batch: EventRow[], lastId: number, at: string): EventRow[] {
  if (engine !== 'postgres') return batch;
  const oldEnough = new Date(Date.parse(at) - GAP_WAIT_MS).toISOString();
  let expected = lastId + 1;
  for (let index = 0; index < batch.length; index += 1) {
    const row = batch[index] as EventRow;
    // The first event a subscriber ever reads has no known predecessor (lastId 0): no gap to wait for.
    if (lastId > 0 && row.id !== expected && row.created_at > oldEnough) return batch.slice(0, index);
    expected = row.id + 1;
  }
  return batch;
}

/** Waits `ms` unless the run is stopped first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, Math.max(0, ms));
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

function delivered(row: EventRow): DeliveredEvent {
  return {
    id: row.id,
    customerId: row.customer_id,
    type: row.type,
    subject: row.subject,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

/**
 * The outbox a ledger appends to: the server core's, or, for a caller that builds a ledger from a
 * database and a clock alone (a seed, a test with its own clock), one of its own on the same tables.
 * Appending needs no subscriber, so both write the same rows.
 */
export function outboxOf(core: { db: Db; clock: Clock; events?: EventOutbox }): EventOutbox {
  return core.events ?? new EventOutbox(core.db, core.clock);
}
