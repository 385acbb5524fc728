import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../http/viewer';
import type {
  InboundBookingsTable,
  InboundBoxesTable,
  InboundBoxItemsTable,
  InboundLinesTable,
  InboundTables,
  InboundTransitionsTable,
} from './inbound-tables';

export type BookingRow = Selectable<InboundBookingsTable>;
export type LineRow = Selectable<InboundLinesTable>;
export type BoxRow = Selectable<InboundBoxesTable>;
export type BoxItemRow = Selectable<InboundBoxItemsTable>;
export type TransitionRow = Selectable<InboundTransitionsTable>;

/** What a save writes of a booking; the rest starts empty and the warehouse's steps set it. */
export type BookingValues = Omit<
  Insertable<InboundBookingsTable>,
  'id' | 'customer_id' | 'receiving_no' | 'status' | 'shelved' | 'created_by' | 'created_at'
> & { updated_at: string };

/** A booking's contents as a save replaces them: its lines, and its boxes each with its items. */
export interface BookingContents {
  lines: { product_id: number; sku: string; quantity: number }[];
  boxes: {
    box_no: number;
    weight_kg: number;
    length_cm: number;
    width_cm: number;
    height_cm: number;
    items: { product_id: number; sku: string; quantity: number }[];
  }[];
}

type Owned = 'id' | 'customer_id';
/** Rows per insert: far below SQLite's bound-variable limit at 8 columns a row. */
const CHUNK = 500;

/** `RV` + the UTC date of the first save (yymmdd) + the row id of at least 6 digits: unique, never reused. */
export function receivingNoOf(id: number, createdAt: string): string {
  return `RV${createdAt.slice(2, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
}

/** A box's code as its shipping mark's barcode prints it. */
export function boxCodeOf(receivingNo: string, boxNo: number): string {
  return `${receivingNo}-${String(boxNo).padStart(3, '0')}`;
}

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * The `inbound_*` rows: one merchant's at a time, except `findForStaff`, the operations API's lookup
 * by receiving number (which answers whose booking it is). The list's queries are in
 * `inbound-list-repository.ts`.
 */
export class InboundRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<InboundTables>(this.db, tx);
  }

  find(scope: TenantScope, id: number, tx?: Tx): Promise<BookingRow | undefined> {
    return this.kysely(tx)
      .selectFrom('inbound_bookings')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByNumber(scope: TenantScope, receivingNo: string): Promise<BookingRow | undefined> {
    return this.kysely()
      .selectFrom('inbound_bookings')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('receiving_no', '=', receivingNo)
      .executeTakeFirst();
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

  /** Replaces the booking's lines and boxes (a save of the wizard replaces them whole). */
  async replaceContents(
    tx: Tx,
    scope: TenantScope,
    booking: { id: number; receiving_no: string },
    contents: BookingContents,
  ) {
    const db = this.kysely(tx);
    const customerId = scope.customerId;
    for (const table of ['inbound_box_items', 'inbound_boxes', 'inbound_lines'] as const) {
      await db.deleteFrom(table).where('customer_id', '=', customerId).where('booking_id', '=', booking.id).execute();
    }
    await db
      .insertInto('inbound_lines')
      .values(
        contents.lines.map((line, position) => ({
          customer_id: customerId,
          booking_id: booking.id,
          position,
          product_id: line.product_id,
          sku: line.sku,
          sku_key: line.sku.toUpperCase(),
          quantity: line.quantity,
          arrived: 0,
          qualified: 0,
          shelved: 0,
        })),
      )
      .execute();
    const boxIds = new Map<number, number>();
    for (const part of chunks(contents.boxes)) {
      const rows = await db
        .insertInto('inbound_boxes')
        .values(
          part.map(({ items: _items, ...box }) => ({
            ...box,
            customer_id: customerId,
            booking_id: booking.id,
            box_code: boxCodeOf(booking.receiving_no, box.box_no),
            arrived_at: null,
          })),
        )
        .returning(['id', 'box_no'])
        .execute();
      for (const row of rows) boxIds.set(row.box_no, row.id);
    }
    const items = contents.boxes.flatMap((box) =>
      box.items.map((item) => ({
        customer_id: customerId,
        booking_id: booking.id,
        box_id: boxIds.get(box.box_no) as number,
        product_id: item.product_id,
        sku: item.sku,
        quantity: item.quantity,
        arrived: 0,
      })),
    );
    for (const part of chunks(items)) await db.insertInto('inbound_box_items').values(part).execute();
  }

  async addTransition(tx: Tx, scope: TenantScope, row: Omit<Insertable<InboundTransitionsTable>, Owned>) {
    await this.kysely(tx)
      .insertInto('inbound_transitions')
      .values({ ...row, customer_id: scope.customerId })
      .execute();
  }

  lines(scope: TenantScope, bookingId: number, tx?: Tx): Promise<LineRow[]> {
    return this.kysely(tx)
      .selectFrom('inbound_lines')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('booking_id', '=', bookingId)
      .orderBy('position')
      .execute();
  }

  boxes(scope: TenantScope, bookingId: number, tx?: Tx): Promise<BoxRow[]> {
    return this.kysely(tx)
      .selectFrom('inbound_boxes')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('booking_id', '=', bookingId)
      .orderBy('box_no')
      .execute();
  }

  boxItems(scope: TenantScope, bookingId: number, tx?: Tx): Promise<BoxItemRow[]> {
    return this.kysely(tx)
      .selectFrom('inbound_box_items')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('booking_id', '=', bookingId)
      .orderBy('id')
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

  /** Marks these boxes (by id) and their items arrived at `at`; boxes already in are left as they were. */
  async markArrived(tx: Tx, scope: TenantScope, bookingId: number, boxIds: number[], at: string) {
    const db = this.kysely(tx);
    for (const part of chunks(boxIds)) {
      await db
        .updateTable('inbound_boxes')
        .set({ arrived_at: at })
        .where('customer_id', '=', scope.customerId)
        .where('booking_id', '=', bookingId)
        .where('id', 'in', part)
        .where('arrived_at', 'is', null)
        .execute();
      await db
        .updateTable('inbound_box_items')
        .set((eb) => ({ arrived: eb.ref('quantity') }))
        .where('customer_id', '=', scope.customerId)
        .where('booking_id', '=', bookingId)
        .where('box_id', 'in', part)
        .execute();
    }
  }

  /** Sets one figure (`arrived`, `qualified` or `shelved`) of each of the booking's lines, by line id. */
  async setLineFigures(
    tx: Tx,
    scope: TenantScope,
    bookingId: number,
    column: 'arrived' | 'qualified' | 'shelved',
    values: { lineId: number; quantity: number }[],
  ) {
    for (const { lineId, quantity } of values) {
      await this.kysely(tx)
        .updateTable('inbound_lines')
        .set({ [column]: quantity })
        .where('customer_id', '=', scope.customerId)
        .where('booking_id', '=', bookingId)
        .where('id', '=', lineId)
        .execute();
    }
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
