import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { SKU_LINES, whereOnlyAllowedSkus } from '../../db/sku-scope';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { InboundBookingsTable, InboundTables, InboundTransitionsTable } from './inbound-tables';

export type { BookingContents, BoxItemRow, BoxRow, LineRow } from './inbound-contents-repository';

export type BookingRow = Selectable<InboundBookingsTable>;
export type TransitionRow = Selectable<InboundTransitionsTable>;

/** What a save writes of a booking; the rest starts empty and the warehouse's steps set it. */
export type BookingValues = Omit<
  Insertable<InboundBookingsTable>,
  'id' | 'customer_id' | 'receiving_no' | 'status' | 'shelved' | 'created_by' | 'created_at'
> & { updated_at: string };

type Owned = 'id' | 'customer_id';
/** `RV` + the UTC date of the first save (yymmdd) + the row id of at least 6 digits: unique, never reused. */
export function receivingNoOf(id: number, createdAt: string): string {
  return `RV${createdAt.slice(2, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/**
 * `inbound_bookings` and their status history: one merchant's at a time, except `findForStaff`, the
 * operations API's lookup by receiving number (which answers whose booking it is). A booking's lines
 * and boxes are in `inbound-contents-repository.ts`, the list's queries in
 * `inbound-list-repository.ts`, what other modules read of bookings in `inbound-lookup-repository.ts`.
 */
export class InboundRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<InboundTables>(this.db, tx);
  }

  find(scope: TenantScope, id: number, tx?: Tx): Promise<BookingRow | undefined> {
    return this.reachable(scope, tx).where('id', '=', id).executeTakeFirst();
  }

  findByNumber(scope: TenantScope, receivingNo: string): Promise<BookingRow | undefined> {
    return this.reachable(scope).where('receiving_no', '=', receivingNo).executeTakeFirst();
  }

  /** The bookings the scope reaches: its merchant's, booking only SKUs it may see. */
  private reachable(scope: TenantScope, tx?: Tx) {
    const merchant = this.kysely(tx)
      .selectFrom('inbound_bookings')
      .selectAll()
      .where('customer_id', '=', scope.customerId);
    return whereOnlyAllowedSkus(merchant, scope, SKU_LINES.inbound, 'inbound_bookings.id');
  }

  findForStaff(receivingNo: string, tx?: Tx): Promise<BookingRow | undefined> {
    return this.kysely(tx)
      .selectFrom('inbound_bookings')
      .selectAll()
      .where('receiving_no', '=', receivingNo.toUpperCase())
      .executeTakeFirst();
  }

  /** Inserts a booking in `status` and gives it its receiving number (from its row id). */
  async insert(
    tx: Tx,
    scope: TenantScope,
    values: BookingValues & { status: string; created_by: number; created_at: string },
  ): Promise<{ id: number; receiving_no: string }> {
    const { id } = await this.kysely(tx)
      .insertInto('inbound_bookings')
      .values({ ...values, customer_id: scope.customerId, receiving_no: `new-${crypto.randomUUID()}`, shelved: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const receivingNo = receivingNoOf(id, values.created_at);
    await this.kysely(tx)
      .updateTable('inbound_bookings')
      .set({ receiving_no: receivingNo })
      .where('id', '=', id)
      .execute();
    return { id, receiving_no: receivingNo };
  }

  /** Rewrites a booking still in `from`; false when another request moved it first. */
  async update(
    tx: Tx,
    scope: TenantScope,
    id: number,
    from: string,
    values: Updateable<InboundBookingsTable>,
  ): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('inbound_bookings')
      .set(values)
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes a booking still in `from` with everything hanging off it; false when it moved first. */
  async remove(tx: Tx, scope: TenantScope, id: number, from: string): Promise<boolean> {
    for (const table of ['inbound_box_items', 'inbound_boxes', 'inbound_lines', 'inbound_transitions'] as const) {
      await this.kysely(tx)
        .deleteFrom(table)
        .where('customer_id', '=', scope.customerId)
        .where('booking_id', '=', id)
        .execute();
    }
    const result = await this.kysely(tx)
      .deleteFrom('inbound_bookings')
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async addTransition(tx: Tx, scope: TenantScope, row: Omit<Insertable<InboundTransitionsTable>, Owned>) {
    await this.kysely(tx)
      .insertInto('inbound_transitions')
      .values({ ...row, customer_id: scope.customerId })
      .execute();
  }

  transitions(scope: TenantScope, bookingId: number, tx?: Tx): Promise<TransitionRow[]> {
    return this.kysely(tx)
      .selectFrom('inbound_transitions')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('booking_id', '=', bookingId)
      .orderBy('id')
      .execute();
  }
}
