import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * The merchant's own packaging declared on an inbound booking (docs/server/inbound-bookings.md): one
 * row per item, in the order saved, replaced with the booking's other lines on each save. The code is
 * copied so a line still reads after its item is deleted; there is no foreign key to
 * `packaging_items`, which the product module deletes once no open booking names the item.
 * `(customer_id, packaging_id, booking_id)` answers which items open bookings declare (delete check).
 * The booking's detail sums what staff received against it from `packaging_movements` by reference.
 */
export function inboundPackagingLines(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('inbound_packaging_lines'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('inbound_bookings.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('packaging_id', 'integer', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('inbound_packaging_lines_booking_idx')
        .on('inbound_packaging_lines')
        .columns(['booking_id', 'position'])
        .execute();
      await db.schema
        .createIndex('inbound_packaging_lines_customer_item_idx')
        .on('inbound_packaging_lines')
        .columns(['customer_id', 'packaging_id', 'booking_id'])
        .execute();
      await db.schema
        .createIndex('packaging_movements_reference_idx')
        .on('packaging_movements')
        .columns(['customer_id', 'reference_type', 'reference_id'])
        .execute();
    },
  };
}
