import type { ParcelStatus } from '@portal/contract';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { perStatement } from './parcel-repository';
import type { CustomsLineRow, ParcelOrdersTable, ParcelRow, ParcelTables, PieceRow } from './parcel-tables';

/** The list's filters as the repository takes them. */
export interface ParcelQuery {
  /** Parcel numbers, merchant references or tracking numbers, as typed. */
  numbers?: string[];
  createdFrom?: string;
  createdTo?: string;
  warehouseId?: number;
  methodCode?: string;
  country?: string;
  handoverMethod?: ParcelOrdersTable['handover_method'];
  awaitingReply?: boolean;
  status?: ParcelStatus;
}

/**
 * The merchant's parcel list: a page, the counts per status, the batch search's matches under the
 * list's filters, and the rows, pieces and customs lines of many parcels at once (the export).
 */
export class ParcelListRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ParcelTables>(this.db, tx);
  }

  private filtered(scope: TenantScope, query: ParcelQuery, tx?: Tx) {
    let q = this.kysely(tx).selectFrom('parcel_orders').where('parcel_orders.customer_id', '=', scope.customerId);
    if (query.numbers?.length) {
      const numbers = query.numbers;
      const upper = numbers.map((n) => n.toUpperCase());
      q = q.where((eb) =>
        eb.or([
          eb('parcel_orders.parcel_no', 'in', upper),
          eb('parcel_orders.customer_ref', 'in', numbers),
          eb('parcel_orders.tracking_number', 'in', numbers),
        ]),
      );
    }
    if (query.createdFrom) q = q.where('parcel_orders.created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('parcel_orders.created_at', '<=', query.createdTo);
    if (query.warehouseId !== undefined) q = q.where('parcel_orders.warehouse_id', '=', query.warehouseId);
    if (query.methodCode) q = q.where('parcel_orders.shipping_method_code', '=', query.methodCode);
    if (query.country) q = q.where('parcel_orders.country', '=', query.country);
    if (query.handoverMethod) q = q.where('parcel_orders.handover_method', '=', query.handoverMethod);
    if (query.awaitingReply) q = q.where('parcel_orders.needs_reply', '=', 1);
    if (query.status) q = q.where('parcel_orders.status', '=', query.status);
    return q;
  }

  /** Newest first. */
  list(scope: TenantScope, query: ParcelQuery, page: { offset: number; limit: number }): Promise<ParcelRow[]> {
    return this.filtered(scope, query)
      .selectAll('parcel_orders')
      .orderBy('parcel_orders.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  /** How many parcels each status holds under the filters (statuses with none are left out). */
  async countByStatus(scope: TenantScope, query: ParcelQuery): Promise<Map<ParcelStatus, number>> {
    const rows = await this.filtered(scope, { ...query, status: undefined })
      .select(['parcel_orders.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('parcel_orders.status')
      .execute();
    return new Map(rows.map((row) => [row.status, Number(row.n)]));
  }

  async count(scope: TenantScope, query: ParcelQuery): Promise<number> {
    const row = await this.filtered(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The numbers of the parcels a batch search finds under the filters, any status. */
  matched(scope: TenantScope, query: ParcelQuery) {
    return this.filtered(scope, { ...query, status: undefined })
      .select(['parcel_orders.parcel_no', 'parcel_orders.customer_ref', 'parcel_orders.tracking_number'])
      .execute();
  }

  /** The merchant's parcels among `ids`, newest first (an export of the ticked rows). */
  async rowsOf(scope: TenantScope, ids: number[]): Promise<ParcelRow[]> {
    const rows = await perStatement(ids, (slice) =>
      this.kysely()
        .selectFrom('parcel_orders')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('id', 'in', slice)
        .execute(),
    );
    return rows.sort((a, b) => b.id - a.id);
  }

  /** The pieces of several parcels, by parcel and order (the export's weights). */
  piecesOf(scope: TenantScope, parcelIds: number[]): Promise<PieceRow[]> {
    return perStatement(parcelIds, (slice) =>
      this.kysely()
        .selectFrom('parcel_pieces')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('parcel_id', 'in', slice)
        .orderBy('parcel_id')
        .orderBy('seq')
        .execute(),
    );
  }

  /** The customs lines of several parcels, in the order they were declared (the export's second sheet). */
  customsLinesOf(scope: TenantScope, parcelIds: number[]): Promise<CustomsLineRow[]> {
    return perStatement(parcelIds, (slice) =>
      this.kysely()
        .selectFrom('parcel_customs_lines')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('parcel_id', 'in', slice)
        .orderBy('parcel_id')
        .orderBy('id')
        .execute(),
    );
  }
}
