import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type {
  OrderExceptionsTable,
  OrderTables,
  OrderTrackingEventsTable,
  OrderTransitionsTable,
} from './order-tables';

export type OrderTransitionRow = Selectable<OrderTransitionsTable>;
export type TrackingEventRow = Selectable<OrderTrackingEventsTable>;
export type OrderExceptionRow = Selectable<OrderExceptionsTable>;

type Owned = 'id' | 'customer_id';

/** What happened to an order: its status changes, the carriers' tracking events, and its exceptions. */
export class OrderHistoryRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<OrderTables, 'order_transitions' | 'order_tracking_events' | 'order_exceptions'>>(
      this.db,
      tx,
    );
  }

  async addTransitions(tx: Tx, scope: TenantScope, rows: Omit<Insertable<OrderTransitionsTable>, Owned>[]) {
    if (!rows.length) return;
    await this.kysely(tx)
      .insertInto('order_transitions')
      .values(rows.map((row) => ({ ...row, customer_id: scope.customerId })))
      .execute();
  }

  /** Whether the order's history already holds a note (no status change) with this reason: a repeated report adds nothing. */
  async hasNote(tx: Tx, scope: TenantScope, orderId: number, reason: string): Promise<boolean> {
    const row = await this.kysely(tx)
      .selectFrom('order_transitions')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('order_id', '=', orderId)
      .whereRef('from_status', '=', 'to_status')
      .where('reason', '=', reason)
      .executeTakeFirst();
    return row !== undefined;
  }

  async addTrackingEvent(tx: Tx, scope: TenantScope, row: Omit<Insertable<OrderTrackingEventsTable>, Owned>) {
    await this.kysely(tx)
      .insertInto('order_tracking_events')
      .values({ ...row, customer_id: scope.customerId })
      .execute();
  }

  async addException(
    tx: Tx,
    scope: TenantScope,
    row: Pick<Insertable<OrderExceptionsTable>, 'order_id' | 'reason' | 'created_at'>,
  ): Promise<number> {
    const { id } = await this.kysely(tx)
      .insertInto('order_exceptions')
      .values({
        ...row,
        customer_id: scope.customerId,
        state: 'open',
        reply: '',
        resolution: '',
        replied_at: null,
        resolved_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  findException(scope: TenantScope, orderId: number, id: number, tx?: Tx): Promise<OrderExceptionRow | undefined> {
    return this.kysely(tx)
      .selectFrom('order_exceptions')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('order_id', '=', orderId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Moves an exception from one of `from` to `state` with the given answer; false when it was not in `from`. */
  async updateException(
    tx: Tx,
    scope: TenantScope,
    id: number,
    from: readonly string[],
    changes: Pick<Partial<OrderExceptionRow>, 'reply' | 'replied_at' | 'resolution' | 'resolved_at'> & {
      state: string;
    },
  ): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('order_exceptions')
      .set(changes)
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** How many of the order's exceptions are in one of `states`. */
  async countExceptions(tx: Tx, scope: TenantScope, orderId: number, states: readonly string[]): Promise<number> {
    const row = await this.kysely(tx)
      .selectFrom('order_exceptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', scope.customerId)
      .where('order_id', '=', orderId)
      .where('state', 'in', states)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Everything the detail page shows of an order's history, oldest first. */
  async of(
    scope: TenantScope,
    orderId: number,
  ): Promise<{ transitions: OrderTransitionRow[]; events: TrackingEventRow[]; exceptions: OrderExceptionRow[] }> {
    const db = this.kysely();
    const [transitions, events, exceptions] = await Promise.all([
      db
        .selectFrom('order_transitions')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('order_tracking_events')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('order_id', '=', orderId)
        .orderBy('occurred_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('order_exceptions')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
    ]);
    return { transitions, events, exceptions };
  }
}
