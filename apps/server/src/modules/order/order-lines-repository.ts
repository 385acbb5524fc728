import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type {
  OrderConsumablesTable,
  OrderLinesTable,
  OrderPackagingTable,
  OrderTables,
  OrderValueAddedServicesTable,
} from './order-tables';

export type OrderLineRow = Selectable<OrderLinesTable>;
export type OrderServiceRow = Selectable<OrderValueAddedServicesTable>;
export type OrderConsumableRow = Selectable<OrderConsumablesTable>;
export type OrderPackagingRow = Selectable<OrderPackagingTable>;

type Owned = 'id' | 'customer_id' | 'order_id';
/** What an order is made of, as a save writes it. */
export interface OrderContents {
  lines: Omit<Insertable<OrderLinesTable>, Owned>[];
  services: Omit<Insertable<OrderValueAddedServicesTable>, Owned>[];
  consumables: Omit<Insertable<OrderConsumablesTable>, Owned>[];
  /** The merchant's own packaging (none on an import's or a shop's new order). */
  packaging?: Omit<Insertable<OrderPackagingTable>, Owned>[];
}

export interface OrderContentRows {
  lines: OrderLineRow[];
  services: OrderServiceRow[];
  consumables: OrderConsumableRow[];
  packaging: OrderPackagingRow[];
}

/** Statements stay well under both engines' limits on bound parameters. */
const ID_CHUNK = 1000;
/** Lines inserted per statement: under the bound-parameter limits of both engines. */
const LINE_BATCH = 500;

/** An order's SKU lines, value-added services and consumables. */
export class OrderLinesRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<
      Pick<OrderTables, 'order_lines' | 'order_value_added_services' | 'order_consumables' | 'order_packaging'>
    >(this.db, tx);
  }

  /** Writes an order's contents, replacing what it held (an edit). */
  async replace(tx: Tx, scope: TenantScope, orderId: number, contents: OrderContents): Promise<void> {
    const db = this.kysely(tx);
    const owned = { customer_id: scope.customerId, order_id: orderId };
    for (const table of [
      'order_lines',
      'order_value_added_services',
      'order_consumables',
      'order_packaging',
    ] as const) {
      await db.deleteFrom(table).where('customer_id', '=', scope.customerId).where('order_id', '=', orderId).execute();
    }
    if (contents.lines.length) {
      await db
        .insertInto('order_lines')
        .values(contents.lines.map((line) => ({ ...line, ...owned })))
        .execute();
    }
    if (contents.services.length) {
      await db
        .insertInto('order_value_added_services')
        .values(contents.services.map((service) => ({ ...service, ...owned })))
        .execute();
    }
    if (contents.consumables.length) {
      await db
        .insertInto('order_consumables')
        .values(contents.consumables.map((consumable) => ({ ...consumable, ...owned })))
        .execute();
    }
    if (contents.packaging?.length) {
      await db
        .insertInto('order_packaging')
        .values(contents.packaging.map((item) => ({ ...item, ...owned })))
        .execute();
    }
  }

  /** The lines of new orders (an import), in batches of one statement each; they have no services or materials yet. */
  async insertLines(tx: Tx, scope: TenantScope, orders: { orderId: number; contents: OrderContents }[]) {
    const rows = orders.flatMap(({ orderId, contents }) =>
      contents.lines.map((line) => ({ ...line, customer_id: scope.customerId, order_id: orderId })),
    );
    // Under SQLite's 32,766 bound parameters per statement: 25 columns a line.
    for (let start = 0; start < rows.length; start += LINE_BATCH) {
      await this.kysely(tx)
        .insertInto('order_lines')
        .values(rows.slice(start, start + LINE_BATCH))
        .execute();
    }
  }

  /** One order's contents, lines in their order. */
  async of(scope: TenantScope, orderId: number, tx?: Tx): Promise<OrderContentRows> {
    const db = this.kysely(tx);
    const [lines, services, consumables, packaging] = await Promise.all([
      db
        .selectFrom('order_lines')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('order_value_added_services')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('order_consumables')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
      this.packagingOf(scope, [orderId], tx),
    ]);
    return { lines, services, consumables, packaging };
  }

  /**
   * Keeps each line's `serial_numbers` in step with the serial numbers bound to the order (the
   * serial-number module's table is the record; the line's copy is what the order detail shows).
   * Each line gets its share (`serialNumbersPerLine`); lines not named are emptied.
   */
  async setSerialNumbers(tx: Tx, scope: TenantScope, orderId: number, byLineId: Map<number, string[]>): Promise<void> {
    const db = this.kysely(tx);
    const lines = await db
      .selectFrom('order_lines')
      .select(['id'])
      .where('customer_id', '=', scope.customerId)
      .where('order_id', '=', orderId)
      .execute();
    for (const line of lines) {
      await db
        .updateTable('order_lines')
        .set({ serial_numbers: JSON.stringify(byLineId.get(line.id) ?? []) })
        .where('customer_id', '=', scope.customerId)
        .where('id', '=', line.id)
        .execute();
    }
  }

  /** The lines of several orders (a submit, a list page), in order and line order. */
  async linesOf(scope: TenantScope, orderIds: number[], tx?: Tx): Promise<OrderLineRow[]> {
    const rows: OrderLineRow[] = [];
    for (let start = 0; start < orderIds.length; start += ID_CHUNK) {
      rows.push(
        ...(await this.kysely(tx)
          .selectFrom('order_lines')
          .selectAll()
          .where('customer_id', '=', scope.customerId)
          .where('order_id', 'in', orderIds.slice(start, start + ID_CHUNK))
          .orderBy('order_id')
          .orderBy('position')
          .execute()),
      );
    }
    return rows;
  }

  /** The consumables of several orders. */
  consumablesOf(scope: TenantScope, orderIds: number[], tx?: Tx): Promise<OrderConsumableRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.kysely(tx)
      .selectFrom('order_consumables')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
  }

  /** The merchant's own packaging several orders ask for. */
  packagingOf(scope: TenantScope, orderIds: number[], tx?: Tx): Promise<OrderPackagingRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.kysely(tx)
      .selectFrom('order_packaging')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
  }

  servicesOf(scope: TenantScope, orderIds: number[], tx?: Tx): Promise<OrderServiceRow[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.kysely(tx)
      .selectFrom('order_value_added_services')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
  }

  /** "SKU × quantity" of a list page's orders: one query for the page. */
  skusOf(scope: TenantScope, orderIds: number[]): Promise<{ order_id: number; sku: string; quantity: number }[]> {
    if (!orderIds.length) return Promise.resolve([]);
    return this.kysely()
      .selectFrom('order_lines')
      .select(['order_id', 'sku', 'quantity'])
      .where('customer_id', '=', scope.customerId)
      .where('order_id', 'in', orderIds)
      .orderBy('order_id')
      .orderBy('position')
      .execute();
  }

  /** The SKU codes among `productIds` that any of the merchant's orders has a line of. */
  async skusInUse(tx: Tx, customerId: number, productIds: number[]): Promise<string[]> {
    const found = new Set<string>();
    for (let start = 0; start < productIds.length; start += ID_CHUNK) {
      const rows = await this.kysely(tx)
        .selectFrom('order_lines')
        .select('sku')
        .distinct()
        .where('customer_id', '=', customerId)
        .where('product_id', 'in', productIds.slice(start, start + ID_CHUNK))
        .execute();
      for (const row of rows) found.add(row.sku);
    }
    return [...found];
  }
}
