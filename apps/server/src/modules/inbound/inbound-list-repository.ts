import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { SKU_LINES, whereOnlyAllowedSkus } from '../../db/sku-scope';
import type { TenantScope } from '../../kernel/viewer';
import type { BookingRow } from './inbound-repository';
import type { InboundTables } from './inbound-tables';

/** The list's filters after the service resolved them (numbers and SKU upper-cased, times as stored). */
export interface InboundQuery {
  status?: string;
  /** Several receiving numbers (exact), or one that a number starts with. */
  numbers?: string[];
  numberPrefix?: string;
  warehouseId?: number;
  skuKey?: string;
  trackingNo?: string;
  createdFrom?: string;
  createdTo?: string;
}

const LIST_COLUMNS = [
  'id',
  'receiving_no',
  'status',
  'warehouse_id',
  'warehouse_code',
  'delivery_method',
  'courier_company',
  'tracking_no',
  'arrival_date',
  'sku_count',
  'quantity',
  'box_count',
  'shelved',
  'remark',
  'created_at',
  'updated_at',
] as const;

export type InboundListRow = Pick<BookingRow, (typeof LIST_COLUMNS)[number]>;

/**
 * The booking list's reads: a merchant's bookings newest first from (customer_id, status, id) or
 * (customer_id, id); a receiving number through (customer_id, receiving_no), a SKU through the lines'
 * (customer_id, sku_key, booking_id).
 */
export class InboundListRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<InboundTables, 'inbound_bookings' | 'inbound_lines'>>(this.db);
  }

  private filtered(scope: TenantScope, query: InboundQuery) {
    let q = whereOnlyAllowedSkus(
      this.kysely.selectFrom('inbound_bookings').where('customer_id', '=', scope.customerId),
      scope,
      SKU_LINES.inbound,
      'inbound_bookings.id',
    );
    if (query.status) q = q.where('status', '=', query.status);
    if (query.numbers) q = q.where('receiving_no', 'in', query.numbers);
    if (query.numberPrefix) {
      const pattern = `${query.numberPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`receiving_no like ${pattern} escape '\\'`);
    }
    if (query.warehouseId) q = q.where('warehouse_id', '=', query.warehouseId);
    if (query.trackingNo) q = q.where('tracking_no', '=', query.trackingNo);
    if (query.createdFrom) q = q.where('created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('created_at', '<=', query.createdTo);
    if (query.skuKey) {
      const skuKey = query.skuKey;
      q = q.where('id', 'in', (eb) =>
        eb
          .selectFrom('inbound_lines')
          .select('inbound_lines.booking_id')
          .where('inbound_lines.customer_id', '=', scope.customerId)
          .where('inbound_lines.sku_key', '=', skuKey),
      );
    }
    return q;
  }

  async page(
    scope: TenantScope,
    query: InboundQuery,
    offset: number,
    limit: number,
  ): Promise<{ rows: InboundListRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(scope, query).select(LIST_COLUMNS).orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      this.filtered(scope, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** How many bookings each status holds under the filters. */
  async countsByStatus(scope: TenantScope, query: InboundQuery): Promise<Map<string, number>> {
    const rows = await this.filtered(scope, query)
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }

  /** Whether the scope has a booking past Draft (the onboarding's "first inbound booked"). */
  async anySubmitted(scope: TenantScope): Promise<boolean> {
    const row = await this.filtered(scope, {}).select('id').where('status', '!=', 'draft').limit(1).executeTakeFirst();
    return row !== undefined;
  }
}
