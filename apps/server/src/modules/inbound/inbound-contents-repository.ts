import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type {
  InboundBoxesTable,
  InboundBoxItemsTable,
  InboundLinesTable,
  InboundPackagingLinesTable,
  InboundTables,
} from './inbound-tables';

export type LineRow = Selectable<InboundLinesTable>;
export type BoxRow = Selectable<InboundBoxesTable>;
export type BoxItemRow = Selectable<InboundBoxItemsTable>;
export type PackagingLineRow = Selectable<InboundPackagingLinesTable>;

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
  /** The merchant's own packaging declared; left as saved when absent (`reserve` holds steps 1–3 only). */
  packaging?: { packaging_id: number; code: string; quantity: number }[];
}

/** Rows per insert: far below SQLite's bound-variable limit at 8 columns a row. */
const CHUNK = 500;

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
 * A booking's contents: its lines (booked, arrived, qualified, shelved per SKU) and its boxes with
 * their items, written whole by a save of the wizard and figure by figure by the warehouse's steps.
 * One merchant's at a time.
 */
export class InboundContentsRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<InboundTables>(this.db, tx);
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
    if (contents.packaging) await this.replacePackaging(tx, scope, booking.id, contents.packaging);
  }

  private async replacePackaging(
    tx: Tx,
    scope: TenantScope,
    bookingId: number,
    lines: NonNullable<BookingContents['packaging']>,
  ) {
    const db = this.kysely(tx);
    await db
      .deleteFrom('inbound_packaging_lines')
      .where('customer_id', '=', scope.customerId)
      .where('booking_id', '=', bookingId)
      .execute();
    if (!lines.length) return;
    await db
      .insertInto('inbound_packaging_lines')
      .values(
        lines.map((line, position) => ({ ...line, customer_id: scope.customerId, booking_id: bookingId, position })),
      )
      .execute();
  }

  /** The packaging declared on the booking, in the order saved. */
  packagingLines(scope: TenantScope, bookingId: number, tx?: Tx): Promise<PackagingLineRow[]> {
    return this.kysely(tx)
      .selectFrom('inbound_packaging_lines')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('booking_id', '=', bookingId)
      .orderBy('position')
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
}
