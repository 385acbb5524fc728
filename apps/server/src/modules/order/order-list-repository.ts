import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { SKU_LINES, whereOnlyAllowedSkus } from '../../db/sku-scope';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderRow } from './order-repository';
import type { OrderTables } from './order-tables';

/** The list's filters after the service resolved them (SKU upper-cased, times as stored). */
export interface OrderQuery {
  status?: string;
  /** Platform order numbers or system order ids (a batch search). */
  numbers?: string[];
  createdFrom?: string;
  createdTo?: string;
  warehouseId?: number;
  methodCode?: string;
  country?: string;
  skuKey?: string;
  /** Orders changed at or after this moment (stored ISO text, compared as text). */
  updatedSince?: string;
  /** Orders changed at or before this moment (stored ISO text, compared as text). */
  updatedUntil?: string;
  /** Only orders whose exception waits for the merchant's reply. */
  awaitingReply?: boolean;
  /** Keyset paging: orders older (lower id) than this one. */
  beforeId?: number;
  /** The list's status filter (any of the 13 statuses), beside the tab's `status`. */
  orderStatus?: string;
}

/** Only what the list shows. */
const LIST_COLUMNS = [
  'orders.id',
  'orders.system_order_id',
  'orders.platform_order_no',
  'orders.first_name',
  'orders.city',
  'orders.country',
  'orders.warehouse_id',
  'orders.warehouse_code',
  'orders.shipping_method_code',
  'orders.shipping_method_name',
  'orders.status',
  'orders.tracking_number',
  'orders.last_mile_tracking_number',
  'orders.estimate_total',
  'orders.final_fee_total',
  'orders.needs_reply',
  'orders.interception_requested',
  'orders.created_at',
  'orders.updated_at',
] as const;

/** An order a batch search found: its numbers say which of the searched ones it answers. */
export interface MatchedOrder {
  id: number;
  status: string;
  platform_order_no: string;
  system_order_id: string;
}

export type OrderListRow = Pick<OrderRow, (typeof LIST_COLUMNS)[number] extends `orders.${infer C}` ? C : never>;

/** The recipient's fields the export adds to a list row (the list itself shows name, city and country). */
const RECIPIENT_COLUMNS = [
  'id',
  'last_name',
  'company',
  'phone',
  'email',
  'address1',
  'address2',
  'address3',
  'house_number',
  'state',
  'zip',
] as const;

export type OrderRecipientRow = Pick<OrderRow, (typeof RECIPIENT_COLUMNS)[number]>;

/** Ids per statement: well under both engines' limits on bound parameters (an export names 5000). */
const ID_CHUNK = 1000;

type Tables = Pick<OrderTables, 'orders' | 'order_lines' | 'order_packaging'>;

/**
 * The order list's reads, sized for a million orders: a page's ids come from an index alone
 * ((customer_id, status, id) or (customer_id, id), newest first), then only those rows are read; a
 * batch search finds its numbers through the unique indexes first.
 */
export class OrderListRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Tables>(this.db);
  }

  /** Whether the scope has an order the warehouse shipped (the onboarding's "first order shipped"). */
  async anyShipped(scope: TenantScope): Promise<boolean> {
    const row = await this.filtered(scope, {})
      .select('orders.id')
      .where('orders.shipped_at', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  private filtered(scope: TenantScope, query: OrderQuery) {
    let q = whereOnlyAllowedSkus(
      this.kysely.selectFrom('orders').where('orders.customer_id', '=', scope.customerId),
      scope,
      SKU_LINES.order,
      'orders.id',
    );
    if (query.status) q = q.where('orders.status', '=', query.status);
    if (query.orderStatus) q = q.where('orders.status', '=', query.orderStatus);
    if (query.beforeId) q = q.where('orders.id', '<', query.beforeId);
    if (query.numbers) q = q.where('orders.id', 'in', (eb) => matchingNumbers(eb, scope, query.numbers ?? []));
    if (query.createdFrom) q = q.where('orders.created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('orders.created_at', '<=', query.createdTo);
    if (query.updatedSince) q = q.where('orders.updated_at', '>=', query.updatedSince);
    if (query.updatedUntil) q = q.where('orders.updated_at', '<=', query.updatedUntil);
    if (query.warehouseId) q = q.where('orders.warehouse_id', '=', query.warehouseId);
    if (query.methodCode) q = q.where('orders.shipping_method_code', '=', query.methodCode);
    if (query.country) q = q.where('orders.country', '=', query.country);
    // A literal, not a parameter, so SQLite may use the partial index `orders_needs_reply_idx`.
    if (query.awaitingReply) q = q.where('orders.needs_reply', '=', sql.lit(1));
    if (query.skuKey) {
      const skuKey = query.skuKey;
      q = q.where('orders.id', 'in', (eb) =>
        eb
          .selectFrom('order_lines')
          .select('order_lines.order_id')
          .where('order_lines.customer_id', '=', scope.customerId)
          .where('order_lines.sku_key', '=', skuKey),
      );
    }
    return q;
  }

  /**
   * The ids among `packageIds` that the merchant's orders name on a line — among `statuses` only,
   * when given (a package's edit asks about open orders, its delete about any).
   */
  async packagesNamed(tx: Tx, customerId: number, packageIds: number[], statuses?: readonly string[]) {
    let q = queryBuilder<Tables>(this.db, tx)
      .selectFrom('order_lines')
      .select('order_lines.package_id')
      .distinct()
      .where('order_lines.customer_id', '=', customerId)
      .where('order_lines.package_id', 'in', packageIds);
    if (statuses) {
      q = q.where('order_lines.order_id', 'in', (eb) =>
        eb
          .selectFrom('orders')
          .select('orders.id')
          .where('orders.customer_id', '=', customerId)
          .where('orders.status', 'in', [...statuses]),
      );
    }
    return (await q.execute()).flatMap((row) => (row.package_id === null ? [] : [row.package_id]));
  }

  /** The ids among `packagingIds` (the merchant's own packaging) that its orders in `statuses` ask for. */
  async packagingNamed(tx: Tx, customerId: number, packagingIds: number[], statuses: readonly string[]) {
    const rows = await queryBuilder<Tables>(this.db, tx)
      .selectFrom('order_packaging')
      .select('order_packaging.packaging_id')
      .distinct()
      .where('order_packaging.customer_id', '=', customerId)
      .where('order_packaging.packaging_id', 'in', packagingIds)
      .where('order_packaging.order_id', 'in', (eb) =>
        eb
          .selectFrom('orders')
          .select('orders.id')
          .where('orders.customer_id', '=', customerId)
          .where('orders.status', 'in', [...statuses]),
      )
      .execute();
    return rows.map((row) => row.packaging_id);
  }

  /**
   * A page of the list, newest first. `fromOldest` reads the same page counting from the other end
   * of the index (`offset` then counts from the oldest order): a page past the middle skips fewer
   * index entries that way.
   */
  page(
    scope: TenantScope,
    query: OrderQuery,
    page: { offset: number; limit: number; fromOldest?: boolean },
  ): Promise<OrderListRow[]> {
    const ids = this.filtered(scope, query)
      .select('orders.id')
      .orderBy('orders.id', page.fromOldest ? 'asc' : 'desc')
      .limit(page.limit)
      .offset(page.offset);
    // `id in (…)`, not a join: with the limit a bound parameter, SQLite cannot tell the page is small
    // and, joined, scans every order of the merchant instead of looking the page's ids up.
    return this.kysely
      .selectFrom('orders')
      .select(LIST_COLUMNS)
      .where('orders.customer_id', '=', scope.customerId)
      .where('orders.id', 'in', ids)
      .orderBy('orders.id', 'desc')
      .execute();
  }

  /** The list's rows of these orders, newest first. */
  rows(scope: TenantScope, ids: number[]): Promise<OrderListRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.kysely
      .selectFrom('orders')
      .select(LIST_COLUMNS)
      .where('orders.customer_id', '=', scope.customerId)
      .where('orders.id', 'in', ids)
      .orderBy('orders.id', 'desc')
      .execute();
  }

  /** The recipients of these orders (the export's columns), in chunks of ids. */
  async recipients(scope: TenantScope, ids: number[]): Promise<OrderRecipientRow[]> {
    const rows: OrderRecipientRow[] = [];
    for (let start = 0; start < ids.length; start += ID_CHUNK) {
      rows.push(
        ...(await this.kysely
          .selectFrom('orders')
          .select(RECIPIENT_COLUMNS)
          .where('customer_id', '=', scope.customerId)
          .where('id', 'in', ids.slice(start, start + ID_CHUNK))
          .execute()),
      );
    }
    return rows;
  }

  /**
   * Id and status of every order a batch search finds (at most two per number searched), under the
   * other filters: the page, its total and the tabs' counts are then taken from these.
   */
  async matching(scope: TenantScope, query: OrderQuery): Promise<MatchedOrder[]> {
    const rows = await this.filtered(scope, query)
      .select(['orders.id', 'orders.status', 'orders.platform_order_no', 'orders.system_order_id'])
      .execute();
    return rows;
  }

  async count(scope: TenantScope, query: OrderQuery): Promise<number> {
    const row = await this.filtered(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Orders per status under the filters (the tabs' counts when a filter is set). */
  async countByStatus(scope: TenantScope, query: Omit<OrderQuery, 'status'>): Promise<Map<string, number>> {
    const rows = await this.filtered(scope, query)
      .select(['orders.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('orders.status')
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }
}

/** Ids of the merchant's orders whose platform order no. or system order id is one of `numbers`. */
function matchingNumbers(eb: ExpressionBuilder<Tables, 'orders'>, scope: TenantScope, numbers: string[]) {
  const values = numbers.length ? numbers : [''];
  return eb
    .selectFrom('orders as byNo')
    .select('byNo.id')
    .where('byNo.customer_id', '=', scope.customerId)
    .where('byNo.platform_order_no', 'in', values)
    .unionAll(
      eb
        .selectFrom('orders as bySystemId')
        .select('bySystemId.id')
        .where('bySystemId.system_order_id', 'in', values)
        .where('bySystemId.customer_id', '=', scope.customerId),
    );
}
