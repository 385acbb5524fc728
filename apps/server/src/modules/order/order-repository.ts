import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { SKU_LINES, whereOnlyAllowedSkus } from '../../db/sku-scope';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { OrdersTable, OrderTables } from './order-tables';

export type OrderRow = Selectable<OrdersTable>;
/** What a save (or a copy) writes of an order; the other columns start empty and later steps set them. */
export type OrderValues = Pick<
  Insertable<OrdersTable>,
  | 'platform_order_no'
  | 'warehouse_id'
  | 'warehouse_code'
  | 'shipping_method_code'
  | 'shipping_method_name'
  | 'courier'
  | 'address_type'
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'phone'
  | 'email'
  | 'id_card'
  | 'address1'
  | 'address2'
  | 'address3'
  | 'house_number'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'vat_code'
  | 'ioss_code'
  | 'gst_code'
  | 'icms_code'
  | 'note'
  | 'estimate_total'
  | 'estimate_lines'
  | 'updated_at'
>;
/** Columns later steps set beside a status change (tracking numbers, fees, flags). */
export type OrderChanges = Omit<
  Updateable<OrdersTable>,
  'id' | 'customer_id' | 'system_order_id' | 'status' | 'created_at' | 'created_by'
>;

const KEY_CHUNK = 5000;

/** `SO` + the UTC date of creation + the row id of at least 8 digits: unique because the id is. */
export function systemOrderIdOf(id: number, createdAt: string): string {
  return `SO${createdAt.slice(0, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;
}

/** The columns a new order starts with besides what its save sets; the system order id follows its row id. */
function newOrderColumns(scope: TenantScope, placeholder: string) {
  return {
    customer_id: scope.customerId,
    system_order_id: placeholder,
    tracking_number: '',
    last_mile_tracking_number: '',
    final_fee_total: null,
    needs_reply: 0,
    interception_requested: 0,
    recipient_cleared: 0,
    final_fee: null,
    interception_reason: '',
    interception_requested_at: null,
    submitted_at: null,
    shipped_at: null,
  } as const;
}

/**
 * The `orders` rows themselves: one merchant's at a time, except `findForStaff`, the operations API's
 * lookup by system order id (which answers whose order it is). The list's queries are in
 * `order-list-repository.ts`, what hangs off an order in the repositories beside this one.
 */
export class OrderRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<OrderTables, 'orders'>>(this.db, tx);
  }

  /** The platform order numbers of these orders of the merchant, by id (the stock log names them). */
  async numbersOf(customerId: number, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.kysely()
      .selectFrom('orders')
      .select(['id', 'platform_order_no'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.platform_order_no]));
  }

  /** Inserts an Approving order and gives it its system order id (from its row id). */
  async insert(
    tx: Tx,
    scope: TenantScope,
    values: OrderValues & { created_by: number; created_at: string; status: string },
  ): Promise<{ id: number; system_order_id: string }> {
    const { id } = await this.kysely(tx)
      .insertInto('orders')
      .values({ ...newOrderColumns(scope, `new-${crypto.randomUUID()}`), ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    const systemOrderId = systemOrderIdOf(id, values.created_at);
    await this.kysely(tx).updateTable('orders').set({ system_order_id: systemOrderId }).where('id', '=', id).execute();
    return { id, system_order_id: systemOrderId };
  }

  /**
   * Inserts many Approving orders (an import) in two statements: the rows with placeholder system
   * order ids, then one update giving each its id-based one. Answers the ids in the order given.
   */
  async insertMany(
    tx: Tx,
    scope: TenantScope,
    orders: (OrderValues & { created_by: number; created_at: string; status: string })[],
  ): Promise<{ id: number; system_order_id: string }[]> {
    if (!orders.length) return [];
    const placeholders = orders.map(() => `new-${crypto.randomUUID()}`);
    const rows = await this.kysely(tx)
      .insertInto('orders')
      .values(orders.map((values, i) => ({ ...newOrderColumns(scope, placeholders[i] as string), ...values })))
      .returning(['id', 'system_order_id'])
      .execute();
    const idOf = new Map(rows.map((row) => [row.system_order_id, row.id]));
    const saved = orders.map((values, i) => {
      const id = idOf.get(placeholders[i] as string) as number;
      return { id, system_order_id: systemOrderIdOf(id, values.created_at) };
    });
    await this.kysely(tx)
      .updateTable('orders')
      .set({
        system_order_id: sql<string>`case id ${sql.join(
          saved.map((order) => sql`when ${order.id} then ${order.system_order_id}`),
          sql` `,
        )} else system_order_id end`,
      })
      .where('customer_id', '=', scope.customerId)
      .where(
        'id',
        'in',
        saved.map((order) => order.id),
      )
      .execute();
    return saved;
  }

  find(scope: TenantScope, id: number, tx?: Tx): Promise<OrderRow | undefined> {
    return this.reachable(scope, tx).where('id', '=', id).executeTakeFirst();
  }

  /** The orders the scope reaches: its merchant's, holding only SKUs it may see. */
  private reachable(scope: TenantScope, tx?: Tx) {
    const merchant = this.kysely(tx).selectFrom('orders').selectAll().where('customer_id', '=', scope.customerId);
    return whereOnlyAllowedSkus(merchant, scope, SKU_LINES.order, 'orders.id');
  }

  /** The merchant's orders among `ids`, in id order (others' and unknown ids are absent). */
  byIds(scope: TenantScope, ids: number[], tx?: Tx): Promise<OrderRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.reachable(scope, tx).where('id', 'in', ids).orderBy('id').execute();
  }

  /**
   * `byIds` inside a transaction that will change the orders, their rows locked in id order on
   * PostgreSQL (SQLite runs one write transaction at a time). Order rows come first, before stock,
   * wallet, counts and rollups: see "Row locks" in docs/server/orders.md.
   */
  lockByIds(tx: Tx, scope: TenantScope, ids: number[]): Promise<OrderRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.reachable(scope, tx)
      .where('id', 'in', ids)
      .orderBy('id')
      .$if(this.db.engine === 'postgres', (q) => q.forUpdate())
      .execute();
  }

  /** The merchant's order of this system order id. */
  findBySystemId(scope: TenantScope, systemOrderId: string, tx?: Tx): Promise<OrderRow | undefined> {
    return this.reachable(scope, tx).where('system_order_id', '=', systemOrderId).executeTakeFirst();
  }

  /** Staff name an order by its system order id, whoever's it is. */
  findForStaff(systemOrderId: string, tx?: Tx): Promise<OrderRow | undefined> {
    return this.kysely(tx)
      .selectFrom('orders')
      .selectAll()
      .where('system_order_id', '=', systemOrderId)
      .executeTakeFirst();
  }

  /**
   * Writes a save over an Approving order that nobody changed since `expectedUpdatedAt`; false when
   * it is no longer Approving or was changed meanwhile.
   */
  async updateDraft(
    tx: Tx,
    scope: TenantScope,
    id: number,
    expectedUpdatedAt: string,
    values: OrderValues,
  ): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('orders')
      .set(values)
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('status', '=', 'approving')
      .where('updated_at', '=', expectedUpdatedAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Moves the order from `from` to `to` with `changes` beside it, only if it is still in `from`: of
   * two writers racing, one moves it and the other is told false.
   */
  async setStatus(
    tx: Tx,
    scope: TenantScope,
    id: number,
    move: { from: string; to: string; at: string },
    changes: OrderChanges = {},
  ): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('orders')
      .set({ ...changes, status: move.to, updated_at: move.at })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('status', '=', move.from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Changes columns of an order still in `status` (no status change); false when it has moved on. */
  async updateIn(
    tx: Tx,
    scope: TenantScope,
    id: number,
    statuses: readonly string[],
    changes: OrderChanges,
  ): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('orders')
      .set(changes)
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('status', 'in', statuses)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes those of `ids` still in one of `statuses`; lines and histories go with them (cascade). */
  async deleteIn(tx: Tx, scope: TenantScope, ids: number[], statuses: readonly string[]): Promise<number> {
    const result = await this.kysely(tx)
      .deleteFrom('orders')
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', ids)
      .where('status', 'in', statuses)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Which of these platform order numbers the merchant already uses (on another order than `exceptId`). */
  async takenPlatformNos(scope: TenantScope, numbers: string[], exceptId?: number, tx?: Tx): Promise<Set<string>> {
    const taken = new Set<string>();
    for (let start = 0; start < numbers.length; start += KEY_CHUNK) {
      let query = this.kysely(tx)
        .selectFrom('orders')
        .select('platform_order_no')
        .where('customer_id', '=', scope.customerId)
        .where('platform_order_no', 'in', numbers.slice(start, start + KEY_CHUNK));
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      for (const row of await query.execute()) taken.add(row.platform_order_no);
    }
    return taken;
  }
}
