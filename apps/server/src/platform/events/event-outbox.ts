import type { Db, Tx } from '../../db/handles';
import type { Clock } from '../clock';
import { everyMinutes } from '../jobs/schedule';
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

/**
 * The events outbox (docs/server/events.md): a change appends its events in its own transaction
 * (`append`), and the drain job (`platform.drainEvents`, every minute, on one instance under the job
 * lease) hands them to every subscriber in id order. Each subscriber's place is kept in the database,
 * advanced only after it took a batch: delivery is at least once, in order, on any instance.
 */
export class EventOutbox {
  private readonly events: EventRepository;
  private readonly subscribers = new Map<string, Subscriber>();

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.events = new EventRepository(db);
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

  /** Registers a subscriber at start-up; its name keeps its place in the outbox across restarts. */
  subscribe(name: string, subscriber: Subscriber): void {
    if (this.subscribers.has(name)) throw new Error(`event subscriber ${name} is registered twice`);
    this.subscribers.set(name, subscriber);
  }

  drainJob(): ScheduledJob {
    return {
      name: 'platform.drainEvents',
      schedule: everyMinutes(1),
      run: async (now, signal) => {
        const result: Record<string, number | string> = {};
        for (const [name, subscriber] of this.subscribers) {
          signal.throwIfAborted();
          result[name] = await this.drain(name, subscriber, now.toISOString(), signal);
        }
        return result;
      },
    };
  }

  /** Hands the subscriber what it has not taken; answers how many it took, or why it stopped. */
  private async drain(name: string, subscriber: Subscriber, at: string, signal: AbortSignal): Promise<number | string> {
    let lastId = await this.events.cursor(name, at);
    let taken = 0;
    for (;;) {
      signal.throwIfAborted();
      const batch = await this.events.after(lastId, BATCH);
      if (!batch.length) return taken;
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
