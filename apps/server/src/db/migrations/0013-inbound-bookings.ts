import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';
import type { MigrationDb } from './untyped';

const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
const count = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

/**
 * Inbound bookings (receiving orders, issue 11). A booking holds its booked SKUs (with what arrived,
 * passed quality control and was shelved), one row per physical box with the SKUs packed in it, and
 * its status history. Every row carries customer_id. The list pages by (customer_id, status, id) or
 * (customer_id, id); the inventory list's "inbound in transit" sums booked − shelved per SKU from
 * `inbound_lines (customer_id, product_id)` joined to bookings in the statuses that count.
 * The receiving number follows the row id, so it is unique and never reused (ids are not).
 */
export function inboundBookings(engine: Engine): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as MigrationDb;
      await withId(db.schema.createTable('inbound_bookings'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('receiving_no', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_code', 'text', (c) => c.notNull())
        .addColumn('remark', 'text', text)
        .addColumn('packing_method', 'text', (c) => c.notNull())
        .addColumn('delivery_method', 'text', (c) => c.notNull())
        .addColumn('courier_company', 'text', text)
        .addColumn('tracking_no', 'text', text)
        .addColumn('driver_name', 'text', text)
        .addColumn('driver_phone', 'text', text)
        .addColumn('volume_m3', 'double precision', (c) => c.notNull())
        .addColumn('incoming_packaging', 'text', (c) => c.notNull())
        .addColumn('arrival_date', 'text', (c) => c.notNull())
        .addColumn('arrival_period', 'text', (c) => c.notNull())
        .addColumn('whole_in_whole_out', 'integer', count)
        .addColumn('quality_inspection', 'text', (c) => c.notNull())
        // The services as the wizard saved them (a few codes and insured lines): JSON, read whole.
        .addColumn('value_added_services', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('insurance', 'text', (c) => c.notNull().defaultTo('[]'))
        // The packing-list rows as entered (box_count identical cartons each), to open the wizard again.
        .addColumn('box_rows', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('sku_count', 'integer', count)
        .addColumn('quantity', 'integer', count)
        .addColumn('box_count', 'integer', count)
        .addColumn('shelved', 'integer', count)
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      const index = (table: string, name: string, columns: string[], unique = false) => {
        const builder = db.schema.createIndex(name).on(table).columns(columns);
        return (unique ? builder.unique() : builder).execute();
      };
      await index('inbound_bookings', 'inbound_bookings_receiving_no_uq', ['receiving_no'], true);
      await index('inbound_bookings', 'inbound_bookings_customer_status_id_idx', ['customer_id', 'status', 'id']);
      await index('inbound_bookings', 'inbound_bookings_customer_id_idx', ['customer_id', 'id']);
      await index('inbound_bookings', 'inbound_bookings_customer_no_idx', ['customer_id', 'receiving_no']);
      await index('inbound_bookings', 'inbound_bookings_customer_tracking_idx', ['customer_id', 'tracking_no']);
      await index('inbound_bookings', 'inbound_bookings_customer_created_idx', ['customer_id', 'created_at']);

      await withId(db.schema.createTable('inbound_lines'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('inbound_bookings.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('sku_key', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('arrived', 'integer', count)
        .addColumn('qualified', 'integer', count)
        .addColumn('shelved', 'integer', count)
        .addForeignKeyConstraint('inbound_lines_product_fk', ['product_id', 'customer_id'], 'products', [
          'id',
          'customer_id',
        ])
        .execute();
      await index('inbound_lines', 'inbound_lines_booking_idx', ['booking_id', 'position']);
      // The list's SKU filter, and which SKUs bookings use (in transit; a SKU in use cannot be deleted).
      await index('inbound_lines', 'inbound_lines_customer_sku_idx', ['customer_id', 'sku_key', 'booking_id']);
      await index('inbound_lines', 'inbound_lines_customer_product_idx', ['customer_id', 'product_id', 'booking_id']);

      await withId(db.schema.createTable('inbound_boxes'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('inbound_bookings.id').onDelete('cascade'))
        .addColumn('box_no', 'integer', (c) => c.notNull())
        .addColumn('box_code', 'text', (c) => c.notNull())
        .addColumn('weight_kg', 'double precision', (c) => c.notNull())
        .addColumn('length_cm', 'double precision', (c) => c.notNull())
        .addColumn('width_cm', 'double precision', (c) => c.notNull())
        .addColumn('height_cm', 'double precision', (c) => c.notNull())
        .addColumn('arrived_at', 'text')
        .execute();
      await index('inbound_boxes', 'inbound_boxes_booking_no_uq', ['booking_id', 'box_no'], true);
      // The warehouse scans a shipping mark's barcode.
      await index('inbound_boxes', 'inbound_boxes_code_uq', ['box_code'], true);

      await withId(db.schema.createTable('inbound_box_items'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('inbound_bookings.id').onDelete('cascade'))
        .addColumn('box_id', 'integer', (c) => c.notNull().references('inbound_boxes.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('arrived', 'integer', count)
        .execute();
      await index('inbound_box_items', 'inbound_box_items_booking_idx', ['booking_id', 'box_id']);
      await index('inbound_box_items', 'inbound_box_items_box_idx', ['box_id']);

      await withId(db.schema.createTable('inbound_transitions'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('inbound_bookings.id').onDelete('cascade'))
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.notNull())
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', text)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await index('inbound_transitions', 'inbound_transitions_booking_idx', ['booking_id', 'id']);
    },
  };
}
