import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { InboundTables } from './inbound-tables';

/**
 * What other modules read of bookings through the platform's registrations: receiving numbers (the
 * stock log), SKUs in use (a SKU on a booking cannot be deleted), units in transit (the inventory list),
 * bookings still open and the packaging they declare (the merchant's packaging declared on or received
 * with one cannot be deleted).
 */
export class InboundLookupRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<InboundTables>(this.db, tx);
  }

  /** The receiving numbers of these bookings of the merchant, by id (the stock log names them). */
  async numbersOf(customerId: number, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.kysely()
      .selectFrom('inbound_bookings')
      .select(['id', 'receiving_no'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.receiving_no]));
  }

  /** The ids among these bookings of the merchant that are in `statuses`. */
  async bookingsIn(tx: Tx, customerId: number, ids: number[], statuses: readonly string[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await this.kysely(tx)
      .selectFrom('inbound_bookings')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids)
      .where('status', 'in', [...statuses])
      .execute();
    return rows.map((row) => row.id);
  }

  /** Which of these packaging items (by id) a booking in `statuses` declares. */
  async packagingDeclared(
    tx: Tx,
    customerId: number,
    packagingIds: number[],
    statuses: readonly string[],
  ): Promise<number[]> {
    if (!packagingIds.length) return [];
    const rows = await this.kysely(tx)
      .selectFrom('inbound_packaging_lines as p')
      .innerJoin('inbound_bookings as b', 'b.id', 'p.booking_id')
      .select('p.packaging_id')
      .distinct()
      .where('p.customer_id', '=', customerId)
      .where('p.packaging_id', 'in', packagingIds)
      .where('b.customer_id', '=', customerId)
      .where('b.status', 'in', [...statuses])
      .execute();
    return rows.map((row) => row.packaging_id);
  }

  /** Which of these SKUs (by id) any booking names, as SKU codes: they cannot be deleted. */
  async skusInUse(tx: Tx, customerId: number, productIds: number[]): Promise<string[]> {
    const rows = await this.kysely(tx)
      .selectFrom('inbound_lines')
      .select('sku')
      .distinct()
      .where('customer_id', '=', customerId)
      .where('product_id', 'in', productIds)
      .execute();
    return rows.map((row) => row.sku);
  }

  /** Booked − shelved of these SKUs on bookings in `statuses`, per SKU and warehouse. */
  async inTransit(customerId: number, productIds: number[], statuses: readonly string[]) {
    const rows = await this.kysely()
      .selectFrom('inbound_lines as l')
      .innerJoin('inbound_bookings as b', 'b.id', 'l.booking_id')
      .select((eb) => [
        'l.product_id',
        'b.warehouse_id',
        eb.fn.sum<number>(eb(eb.ref('l.quantity'), '-', eb.ref('l.shelved'))).as('quantity'),
      ])
      .where('l.customer_id', '=', customerId)
      .where('l.product_id', 'in', productIds)
      .where('b.customer_id', '=', customerId)
      .where('b.status', 'in', statuses)
      .groupBy(['l.product_id', 'b.warehouse_id'])
      .execute();
    return rows.map((row) => ({
      productId: row.product_id,
      warehouseId: row.warehouse_id,
      quantity: Number(row.quantity),
    }));
  }
}
