import type { Insertable, Selectable } from 'kysely';
import { containsText } from '../../db/contains-text';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { whereSkuAllowed } from '../../db/sku-scope';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { SerialNumbersTable, SerialNumberTables } from './serial-number-tables';

export type SerialNumberRow = Selectable<SerialNumbersTable>;
export type NewSerialNumber = Omit<Insertable<SerialNumbersTable>, 'customer_id' | 'created_at'>;

/** The list's filters as the repository takes them: keys already upper case, times as stored (UTC ISO). */
export interface SerialNumberQuery {
  ids?: number[];
  /** Exact serial numbers or aliases (upper-case keys). */
  serialKeys?: string[];
  /** A single search line (upper-case key): that serial number or alias, or serial numbers starting with it. */
  serialStart?: string;
  sysOrderId?: string;
  platformOrderNo?: string;
  receivingNo?: string;
  skuKey?: string;
  barcode?: string;
  bound?: boolean;
  createdFrom?: string;
  createdTo?: string;
  bindFrom?: string;
  bindTo?: string;
}

/** What binding writes on each serial number of an order. */
export interface BindTarget {
  orderId: number;
  systemOrderId: string;
  platformOrderNo: string;
  at: string;
}

const INSERT_CHUNK = 400;
const KEY_CHUNK = 2000;

/** The merchant's serial numbers (`serial_numbers`): the one place the table is queried, always per customer. */
export class SerialNumberRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<SerialNumberTables>(this.db, tx);
  }

  private filtered(scope: TenantScope, query: SerialNumberQuery, tx?: Tx) {
    let q = whereSkuAllowed(
      this.kysely(tx).selectFrom('serial_numbers').where('customer_id', '=', scope.customerId),
      scope,
      'serial_numbers.product_id',
    );
    if (query.ids) q = q.where('id', 'in', query.ids.length ? query.ids : [0]);
    if (query.serialKeys) {
      const keys = query.serialKeys.length ? query.serialKeys : [''];
      q = q.where((eb) => eb.or([eb('serial_key', 'in', keys), eb('alias_key', 'in', keys)]));
    }
    if (query.serialStart) {
      // A range on the unique (customer_id, serial_key) index: a prefix, where a LIKE '%…%' read every row.
      const start = query.serialStart;
      q = q.where((eb) =>
        eb.or([
          eb.and([eb('serial_key', '>=', start), eb('serial_key', '<', `${start}\uffff`)]),
          eb('alias_key', '=', start),
        ]),
      );
    }
    if (query.sysOrderId) q = q.where('bind_sys_order_id', '=', query.sysOrderId.toUpperCase());
    if (query.platformOrderNo) q = q.where('bind_customer_order_id', '=', query.platformOrderNo);
    if (query.receivingNo) q = q.where('receiving_no', '=', query.receivingNo);
    if (query.skuKey) q = q.where('sku_key', '=', query.skuKey);
    if (query.barcode) q = q.where(containsText('barcode', query.barcode));
    if (query.bound !== undefined) q = q.where('is_bind', '=', query.bound ? 1 : 0);
    if (query.createdFrom) q = q.where('created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('created_at', '<=', query.createdTo);
    if (query.bindFrom) q = q.where('bind_time', '>=', query.bindFrom);
    if (query.bindTo) q = q.where('bind_time', '<=', query.bindTo);
    return q;
  }

  async count(scope: TenantScope, query: SerialNumberQuery): Promise<number> {
    const row = await this.filtered(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first; after `afterId` when given (keyset), else skipping `offset` rows. */
  list(
    scope: TenantScope,
    query: SerialNumberQuery,
    page: { offset: number; limit: number; afterId?: number },
  ): Promise<SerialNumberRow[]> {
    let q = this.filtered(scope, query).selectAll();
    if (page.afterId !== undefined) q = q.where('id', '<', page.afterId);
    else q = q.offset(page.offset);
    return q.orderBy('id', 'desc').limit(page.limit).execute();
  }

  /** Which of these serial-number keys are taken by the merchant's serial numbers. */
  async takenSerialKeys(scope: TenantScope, keys: string[], tx?: Tx): Promise<Set<string>> {
    return this.takenKeys(scope, 'serial_key', keys, tx);
  }

  async takenAliasKeys(scope: TenantScope, keys: string[], tx?: Tx): Promise<Set<string>> {
    return this.takenKeys(scope, 'alias_key', keys, tx);
  }

  private async takenKeys(
    scope: TenantScope,
    column: 'serial_key' | 'alias_key',
    keys: string[],
    tx?: Tx,
  ): Promise<Set<string>> {
    const taken = new Set<string>();
    const unique = [...new Set(keys)];
    for (let start = 0; start < unique.length; start += KEY_CHUNK) {
      const rows = await this.kysely(tx)
        .selectFrom('serial_numbers')
        .select(column)
        .where('customer_id', '=', scope.customerId)
        .where(column, 'in', unique.slice(start, start + KEY_CHUNK))
        .execute();
      for (const row of rows) {
        const key = row[column];
        if (key) taken.add(key);
      }
    }
    return taken;
  }

  async insertMany(scope: TenantScope, rows: NewSerialNumber[], at: string, tx: Tx): Promise<void> {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await this.kysely(tx)
        .insertInto('serial_numbers')
        .values(
          rows
            .slice(start, start + INSERT_CHUNK)
            .map((row) => ({ ...row, customer_id: scope.customerId, created_at: at })),
        )
        .execute();
    }
  }

  /** The merchant's serial numbers with these keys, read inside the packing's transaction. */
  bySerialKeys(scope: TenantScope, keys: string[], tx: Tx): Promise<SerialNumberRow[]> {
    return this.filtered(scope, {}, tx)
      .selectAll()
      .where('serial_key', 'in', keys.length ? keys : [''])
      .execute();
  }

  /**
   * Binds the serial numbers still unbound (the condition of the update itself, so of two packings
   * racing for one unit only one binds it); answers how many it bound.
   */
  async bind(scope: TenantScope, ids: number[], target: BindTarget, tx: Tx): Promise<number> {
    if (!ids.length) return 0;
    const result = await this.kysely(tx)
      .updateTable('serial_numbers')
      .set({
        is_bind: 1,
        bind_order_id: target.orderId,
        bind_sys_order_id: target.systemOrderId,
        bind_customer_order_id: target.platformOrderNo,
        bind_time: target.at,
      })
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', ids)
      .where('is_bind', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Frees every serial number bound to the order; answers how many. */
  async unbindOrder(scope: TenantScope, orderId: number, tx: Tx): Promise<number> {
    const result = await this.kysely(tx)
      .updateTable('serial_numbers')
      .set({ is_bind: 0, bind_order_id: null, bind_sys_order_id: '', bind_customer_order_id: '', bind_time: null })
      .where('customer_id', '=', scope.customerId)
      .where('bind_order_id', '=', orderId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Which of these SKUs (ids) have serial numbers: a SKU with serial numbers cannot be deleted. */
  async skusInUse(tx: Tx, customerId: number, productIds: number[]): Promise<string[]> {
    const rows = await this.kysely(tx)
      .selectFrom('serial_numbers')
      .select('sku')
      .distinct()
      .where('customer_id', '=', customerId)
      .where('product_id', 'in', productIds)
      .execute();
    return rows.map((row) => row.sku);
  }
}
