import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { CustomerRepository } from '../../identity/customer-repository';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderTables } from './order-tables';
import { trackingRuleOf } from './order-tracking';

/** What a shop is told of a shipped order: the carrier and the number the merchant's buyers track. */
export interface OrderShipment {
  id: number;
  status: string;
  /** The shipping method's carrier (`USPS`), its method's name when it names none. */
  carrier: string;
  /** The number the order list and detail show too (`order-tracking.ts`, the merchant's setting). */
  trackingNumber: string;
}

/** The order module's read for sending tracking back to the shop an order came from. */
export class OrderShipmentReads {
  constructor(
    private readonly db: Db,
    private readonly customers: Pick<CustomerRepository, 'find'>,
  ) {}

  async byIds(scope: TenantScope, ids: number[]): Promise<Map<number, OrderShipment>> {
    const found = new Map<number, OrderShipment>();
    const unique = [...new Set(ids)];
    if (!unique.length) return found;
    const [rows, tracking] = await Promise.all([
      queryBuilder<Pick<OrderTables, 'orders'>>(this.db)
        .selectFrom('orders')
        .select(['id', 'status', 'courier', 'shipping_method_name', 'tracking_number', 'last_mile_tracking_number'])
        .where('customer_id', '=', scope.customerId)
        .where('id', 'in', unique)
        .execute(),
      trackingRuleOf(this.customers, scope.customerId),
    ]);
    for (const row of rows) {
      found.set(row.id, {
        id: row.id,
        status: row.status,
        carrier: row.courier || row.shipping_method_name,
        trackingNumber: tracking(row),
      });
    }
    return found;
  }
}
