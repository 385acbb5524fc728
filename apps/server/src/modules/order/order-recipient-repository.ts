import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderRow } from './order-repository';
import type { OrderTables } from './order-tables';

/**
 * Reads and writes about an order's recipient: orders to the same person (likely duplicates, the
 * EU IOSS value of the day) and the erasure of recipients of orders shipped long ago.
 */
export class OrderRecipientRepository {
  constructor(private readonly db: Db) {}

  private kysely() {
    return queryBuilder<Pick<OrderTables, 'orders' | 'order_lines'>>(this.db);
  }

  /**
   * Orders created since `since` to the same first name, zip and country: the candidates of a
   * likely duplicate (the service compares their SKUs).
   */
  sameRecipientSince(
    scope: TenantScope,
    recipient: { firstName: string; zip: string; country: string },
    since: string,
    limit: number,
  ): Promise<Pick<OrderRow, 'id' | 'platform_order_no' | 'status' | 'created_at'>[]> {
    return this.kysely()
      .selectFrom('orders')
      .select(['id', 'platform_order_no', 'status', 'created_at'])
      .where('customer_id', '=', scope.customerId)
      .where('created_at', '>=', since)
      .where('first_name', '=', recipient.firstName)
      .where('zip', '=', recipient.zip)
      .where('country', '=', recipient.country)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * The declared value (US cents) of the merchant's other orders to the same recipient created on the
   * same UTC day, canceled ones aside: EU IOSS applies per recipient per day (spec 9).
   */
  async sameDayDeclaredValue(
    scope: TenantScope,
    recipient: { firstName: string; zip: string; country: string },
    day: string,
    exceptId?: number,
  ): Promise<number> {
    let query = this.kysely()
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select((eb) => eb.fn.sum<number>(eb('order_lines.unit_price', '*', eb.ref('order_lines.quantity'))).as('value'))
      .where('orders.customer_id', '=', scope.customerId)
      .where('orders.created_at', '>=', `${day}T00:00:00.000Z`)
      .where('orders.created_at', '<=', `${day}T23:59:59.999Z`)
      .where('orders.first_name', '=', recipient.firstName)
      .where('orders.zip', '=', recipient.zip)
      .where('orders.country', '=', recipient.country)
      .where('orders.status', '!=', 'canceled');
    if (exceptId !== undefined) query = query.where('orders.id', '!=', exceptId);
    const row = await query.executeTakeFirst();
    return Number(row?.value ?? 0);
  }

  /**
   * The declared value (US cents) of each recipient's orders created on a UTC day, canceled ones aside,
   * keyed by `recipientDayKey`: what an import of many orders reads once instead of per order.
   */
  async sameDayDeclaredValues(scope: TenantScope, day: string): Promise<Map<string, number>> {
    const rows = await this.kysely()
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select(['orders.first_name', 'orders.zip', 'orders.country'])
      .select((eb) => eb.fn.sum<number>(eb('order_lines.unit_price', '*', eb.ref('order_lines.quantity'))).as('value'))
      .where('orders.customer_id', '=', scope.customerId)
      .where('orders.created_at', '>=', `${day}T00:00:00.000Z`)
      .where('orders.created_at', '<=', `${day}T23:59:59.999Z`)
      .where('orders.status', '!=', 'canceled')
      .groupBy(['orders.first_name', 'orders.zip', 'orders.country'])
      .execute();
    return new Map(
      rows.map((row) => [
        recipientDayKey({ firstName: row.first_name, zip: row.zip, country: row.country }),
        Number(row.value ?? 0),
      ]),
    );
  }

  /**
   * Erases the recipient (spec 9: name, phone, e-mail, ID card, company and address; the country
   * stays) of at most `limit` orders shipped before `cutoff`, over all merchants (a scheduled job's
   * work), and answers how many were cleared.
   */
  async clearRecipientsShippedBefore(cutoff: string, limit: number, at: string): Promise<number> {
    const ids = await this.kysely()
      .selectFrom('orders')
      .select('id')
      .where('shipped_at', '<', cutoff)
      .where('recipient_cleared', '=', 0)
      .orderBy('shipped_at')
      .limit(limit)
      .execute();
    if (!ids.length) return 0;
    const result = await this.kysely()
      .updateTable('orders')
      .set({
        first_name: '',
        last_name: '',
        company: '',
        phone: '',
        email: '',
        id_card: '',
        address1: '',
        address2: '',
        address3: '',
        house_number: '',
        city: '',
        state: '',
        zip: '',
        recipient_cleared: 1,
        updated_at: at,
      })
      .where(
        'id',
        'in',
        ids.map((row) => row.id),
      )
      .where('recipient_cleared', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}

/** Who counts as the same recipient for the IOSS value of the day. */
export function recipientDayKey(recipient: { firstName: string; zip: string; country: string }): string {
  return `${recipient.firstName}\u0000${recipient.zip}\u0000${recipient.country}`;
}
