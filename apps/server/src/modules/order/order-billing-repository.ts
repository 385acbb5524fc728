import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { CustomerRepository } from '../../identity/customer-repository';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderTables } from './order-tables';
import { trackingRuleOf } from './order-tracking';

/** What a billing row shows of the order a transaction belongs to. */
export interface OrderBillingInfo {
  id: number;
  systemOrderId: string;
  platformOrderNo: string;
  country: string;
  /** The measured weight at packing, grams; null until packed. */
  weightG: number | null;
  /** The number the order list and detail show too (`order-tracking.ts`, the merchant's setting). */
  trackingNumber: string;
}

/** At most this many orders match a number or tracking number (a number names one, a tracking number a few). */
const MATCH_MAX = 1000;

/**
 * The order module's reads for the billing pages: orders by id in one query (a page of transactions
 * names up to 200), and the ids of the merchant's orders with a given number or tracking number.
 */
export class OrderBillingReads {
  constructor(
    private readonly db: Db,
    private readonly customers: Pick<CustomerRepository, 'find'>,
  ) {}

  private kysely() {
    return queryBuilder<Pick<OrderTables, 'orders'>>(this.db);
  }

  async byIds(scope: TenantScope, ids: number[]): Promise<Map<number, OrderBillingInfo>> {
    const found = new Map<number, OrderBillingInfo>();
    const unique = [...new Set(ids)];
    if (!unique.length) return found;
    const [rows, tracking] = await Promise.all([
      this.kysely()
        .selectFrom('orders')
        .select([
          'id',
          'system_order_id',
          'platform_order_no',
          'country',
          'tracking_number',
          'last_mile_tracking_number',
          'final_fee',
        ])
        .where('customer_id', '=', scope.customerId)
        .where('id', 'in', unique)
        .execute(),
      trackingRuleOf(this.customers, scope.customerId),
    ]);
    for (const row of rows) {
      found.set(row.id, {
        id: row.id,
        systemOrderId: row.system_order_id,
        platformOrderNo: row.platform_order_no,
        country: row.country,
        weightG: weightOf(row.final_fee),
        trackingNumber: tracking(row),
      });
    }
    return found;
  }

  /** The merchant's orders whose system or own number is `orderNo` and whose tracking number is `tracking` (each when given). */
  async idsMatching(scope: TenantScope, match: { orderNo?: string; tracking?: string }): Promise<number[]> {
    let q = this.kysely().selectFrom('orders').select('id').where('customer_id', '=', scope.customerId);
    const { orderNo, tracking } = match;
    if (orderNo) {
      q = q.where((eb) =>
        eb.or([eb('system_order_id', '=', orderNo.toUpperCase()), eb('platform_order_no', '=', orderNo)]),
      );
    }
    if (tracking) {
      q = q.where((eb) =>
        eb.or([eb('tracking_number', '=', tracking), eb('last_mile_tracking_number', '=', tracking)]),
      );
    }
    const rows = await q.limit(MATCH_MAX).execute();
    return rows.map((row) => row.id);
  }
}

function weightOf(finalFee: string | null): number | null {
  if (!finalFee) return null;
  const parsed: unknown = JSON.parse(finalFee);
  if (typeof parsed !== 'object' || parsed === null || !('weight_g' in parsed)) return null;
  return typeof parsed.weight_g === 'number' ? Math.round(parsed.weight_g) : null;
}
