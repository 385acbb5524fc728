import type { ParcelStatus } from '@portal/contract';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { perStatement } from './parcel-repository';
import type { CustomsLineRow, ParcelRow, ParcelTables, PieceRow } from './parcel-tables';

/**
 * One parcel's reads of `parcel_orders`, its pieces and customs lines (and the look-ups by reference,
 * number and staleness), always per customer: staff's look-up by parcel no. answers the merchant,
 * whose scope every later step takes. It only reads: `ParcelRepository` owns and writes the tables.
 */
export class ParcelLookupRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ParcelTables>(this.db, tx);
  }

  find(scope: TenantScope, id: number, tx?: Tx): Promise<ParcelRow | undefined> {
    return this.kysely(tx)
      .selectFrom('parcel_orders')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Several of the merchant's parcels in id order; on PostgreSQL held for the transaction (a submit). */
  findMany(scope: TenantScope, ids: number[], tx: Tx): Promise<ParcelRow[]> {
    let q = this.kysely(tx)
      .selectFrom('parcel_orders')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', ids)
      .orderBy('id');
    if (this.db.engine === 'postgres') q = q.forUpdate();
    return q.execute();
  }

  /** Staff name a parcel by its number, whichever merchant's it is. */
  findByNumber(parcelNo: string, tx?: Tx): Promise<ParcelRow | undefined> {
    return this.kysely(tx)
      .selectFrom('parcel_orders')
      .selectAll()
      .where('parcel_no', '=', parcelNo.trim().toUpperCase())
      .executeTakeFirst();
  }

  /** Whether another of the merchant's parcels has this reference. */
  async refTaken(tx: Tx, scope: TenantScope, ref: string, exceptId?: number): Promise<boolean> {
    let q = this.kysely(tx)
      .selectFrom('parcel_orders')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('customer_ref', '=', ref);
    if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  pieces(scope: TenantScope, parcelId: number, tx?: Tx): Promise<PieceRow[]> {
    return this.kysely(tx)
      .selectFrom('parcel_pieces')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', parcelId)
      .orderBy('seq')
      .execute();
  }

  customsLines(scope: TenantScope, parcelId: number, tx?: Tx): Promise<CustomsLineRow[]> {
    return this.kysely(tx)
      .selectFrom('parcel_customs_lines')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', parcelId)
      .orderBy('id')
      .execute();
  }

  /** The references among `refs` the merchant's parcels already have (the import's check). */
  async takenRefs(scope: TenantScope, refs: string[]): Promise<string[]> {
    const rows = await perStatement(refs, (slice) =>
      this.kysely()
        .selectFrom('parcel_orders')
        .select('customer_ref')
        .where('customer_id', '=', scope.customerId)
        .where('customer_ref', 'in', slice)
        .execute(),
    );
    return rows.flatMap((row) => (row.customer_ref === null ? [] : [row.customer_ref]));
  }

  /** The parcel numbers of some ids (the billing pages name a transaction's parcel by it). */
  async numbersOf(customerId: number, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.kysely()
      .selectFrom('parcel_orders')
      .select(['id', 'parcel_no'])
      .where('customer_id', '=', customerId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((row) => [row.id, row.parcel_no]));
  }

  /**
   * Parcels of these merchants in a status, unchanged since `updatedBefore`, with no interception or
   * reply pending, oldest first (the demo simulator's next steps).
   */
  staleIn(customerIds: number[], statuses: ParcelStatus[], updatedBefore: string, limit: number): Promise<ParcelRow[]> {
    return this.kysely()
      .selectFrom('parcel_orders')
      .selectAll()
      .where('customer_id', 'in', customerIds)
      .where('status', 'in', statuses)
      .where('updated_at', '<=', updatedBefore)
      .where('interception_requested', '=', 0)
      .where('needs_reply', '=', 0)
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
