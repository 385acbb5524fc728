import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import type {
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
  WebhookTables,
} from './webhook-tables';

export type EndpointRow = Omit<WebhookEndpointsTable, 'id'> & { id: number };
export type DeliveryRow = Omit<WebhookDeliveriesTable, 'id'> & { id: number };
export type AttemptRow = Omit<WebhookAttemptsTable, 'id'> & { id: number };
export type NewDelivery = Omit<DeliveryRow, 'id' | 'status' | 'attempts' | 'updated_at'>;
/** A due delivery with what sending it needs of its endpoint. */
export type DueDelivery = DeliveryRow &
  Pick<EndpointRow, 'url' | 'secret' | 'previous_secret' | 'previous_secret_until' | 'failing_since'>;

/** The merchants' webhook endpoints, their deliveries and the attempts' log; every read names the merchant. */
export class WebhookRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<WebhookTables>(this.db, tx);
  }

  endpoints(customerId: number, tx?: Tx): Promise<EndpointRow[]> {
    return this.kysely(tx)
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();
  }

  endpoint(customerId: number, id: number, tx?: Tx): Promise<EndpointRow | undefined> {
    return this.kysely(tx)
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async countEndpoints(tx: Tx, customerId: number): Promise<number> {
    const row = await this.kysely(tx)
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insertEndpoint(tx: Tx, row: Omit<EndpointRow, 'id'>): Promise<number> {
    const inserted = await this.kysely(tx)
      .insertInto('webhook_endpoints')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async updateEndpoint(
    customerId: number,
    id: number,
    changes: Partial<Omit<EndpointRow, 'id' | 'customer_id' | 'created_at'>>,
    tx?: Tx,
  ): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('webhook_endpoints')
      .set(changes)
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Removes an endpoint with its deliveries and their attempts; false when the merchant has no such endpoint. */
  async deleteEndpoint(tx: Tx, customerId: number, id: number): Promise<boolean> {
    const db = this.kysely(tx);
    await db
      .deleteFrom('webhook_attempts')
      .where('customer_id', '=', customerId)
      .where('delivery_id', 'in', (eb) =>
        eb
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('customer_id', '=', customerId)
          .where('endpoint_id', '=', id),
      )
      .execute();
    await db
      .deleteFrom('webhook_deliveries')
      .where('customer_id', '=', customerId)
      .where('endpoint_id', '=', id)
      .execute();
    const result = await db
      .deleteFrom('webhook_endpoints')
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The switched-on endpoints of these merchants, for the fan-out of a batch of events. */
  enabledEndpointsOf(customerIds: number[]): Promise<Pick<EndpointRow, 'id' | 'customer_id' | 'event_types'>[]> {
    if (!customerIds.length) return Promise.resolve([]);
    return this.kysely()
      .selectFrom('webhook_endpoints')
      .select(['id', 'customer_id', 'event_types'])
      .where('customer_id', 'in', customerIds)
      .where('enabled', '=', 1)
      .execute();
  }

  /** Enqueues deliveries; one already made for the endpoint and message is left as it is. */
  async enqueue(deliveries: NewDelivery[], at: string): Promise<void> {
    if (!deliveries.length) return;
    await this.kysely()
      .insertInto('webhook_deliveries')
      .values(deliveries.map((delivery) => ({ ...delivery, status: 'pending', attempts: 0, updated_at: at })))
      .onConflict((oc) => oc.columns(['endpoint_id', 'message_id']).doNothing())
      .execute();
  }

  /** Pending deliveries due at `at` whose endpoint is switched on, oldest due first. */
  due(at: string, limit: number): Promise<DueDelivery[]> {
    return this.kysely()
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', (join) =>
        join.onRef('e.id', '=', 'd.endpoint_id').onRef('e.customer_id', '=', 'd.customer_id'),
      )
      .selectAll('d')
      .select(['e.url', 'e.secret', 'e.previous_secret', 'e.previous_secret_until', 'e.failing_since'])
      .where('d.status', '=', 'pending')
      .where('d.next_attempt_at', '<=', at)
      .where('e.enabled', '=', 1)
      .orderBy('d.next_attempt_at')
      .orderBy('d.id')
      .limit(limit)
      .execute();
  }

  /** Notes when an endpoint started failing (kept while it goes on failing) or clears it after a success. */
  async setFailing(customerId: number, id: number, since: string | null): Promise<void> {
    await this.kysely()
      .updateTable('webhook_endpoints')
      .set({ failing_since: since })
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .where('failing_since', since === null ? 'is not' : 'is', null)
      .execute();
  }

  /** Switches a failing endpoint off; false when it was off already (another delivery's attempt did it). */
  async disableFailing(customerId: number, id: number, at: string): Promise<boolean> {
    const result = await this.kysely()
      .updateTable('webhook_endpoints')
      .set({ enabled: 0, disabled_reason: 'failing', updated_at: at })
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** When the earliest pending delivery of a switched-on endpoint falls due; null when none waits. */
  async nextDue(): Promise<string | null> {
    const row = await this.kysely()
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', (join) =>
        join.onRef('e.id', '=', 'd.endpoint_id').onRef('e.customer_id', '=', 'd.customer_id'),
      )
      .select((eb) => eb.fn.min('d.next_attempt_at').as('next'))
      .where('d.status', '=', 'pending')
      .where('e.enabled', '=', 1)
      .executeTakeFirst();
    return (row?.next as string | null | undefined) ?? null;
  }

  /** Logs an attempt and moves its delivery on (in the caller's transaction). */
  async recordAttempt(
    tx: Tx,
    delivery: Pick<DeliveryRow, 'id' | 'customer_id'>,
    attempt: Omit<AttemptRow, 'id' | 'customer_id' | 'delivery_id'>,
    next: Pick<DeliveryRow, 'status' | 'attempts' | 'next_attempt_at'>,
  ): Promise<void> {
    const db = this.kysely(tx);
    await db
      .insertInto('webhook_attempts')
      .values({ ...attempt, customer_id: delivery.customer_id, delivery_id: delivery.id })
      .execute();
    await db
      .updateTable('webhook_deliveries')
      .set({ ...next, updated_at: attempt.attempted_at })
      .where('customer_id', '=', delivery.customer_id)
      .where('id', '=', delivery.id)
      .execute();
  }

  async countDeliveries(customerId: number, endpointId: number): Promise<number> {
    const row = await this.kysely()
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId)
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  deliveries(customerId: number, endpointId: number, offset: number, limit: number): Promise<DeliveryRow[]> {
    return this.kysely()
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('endpoint_id', '=', endpointId)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  attemptsOf(customerId: number, deliveryIds: number[]): Promise<AttemptRow[]> {
    if (!deliveryIds.length) return Promise.resolve([]);
    return this.kysely()
      .selectFrom('webhook_attempts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('delivery_id', 'in', deliveryIds)
      .orderBy('id', 'desc')
      .execute();
  }

  /** Puts a delivery back to pending, due at `at`, its retries afresh; false when the merchant has no such delivery. */
  async replay(customerId: number, id: number, at: string): Promise<boolean> {
    const result = await this.kysely()
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: at, updated_at: at })
      .where('customer_id', '=', customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
