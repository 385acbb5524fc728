import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';
import type { MigrationDb } from './untyped';

/**
 * Self-service parcel orders (issue 27, docs/server/self-service-orders.md): parcels the merchant
 * hands over itself. `parcel_orders` keeps the sender and recipient as copied at save, the hand-over,
 * the estimate and the final fee with their working as JSON (as `orders` does), and the flags the list
 * filters on; `parcel_pieces` each piece as declared and as the hub measured it; `parcel_customs_lines`
 * each piece's declaration; `parcel_transitions`, `parcel_tracking_events` and `parcel_exceptions` the
 * history; `parcel_senders` the merchant's saved sender addresses. `parcel_no` is unique across
 * merchants (staff name a parcel by it); `customer_ref`, when given, per merchant. Every row carries
 * `customer_id`, and children name their parcel with it (composite foreign keys).
 */
export function selfServiceOrders(engine: Engine): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as MigrationDb;
      await withId(db.schema.createTable('parcel_senders'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('address1', 'text', (c) => c.notNull())
        .addColumn('address2', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('zip', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('parcel_senders_customer_idx')
        .on('parcel_senders')
        .columns(['customer_id', 'id'])
        .execute();

      await withId(db.schema.createTable('parcel_orders'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('parcel_no', 'text', (c) => c.notNull())
        /** The merchant's own reference; null when none was given (nulls never collide). */
        .addColumn('customer_ref', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('shipping_method_code', 'text', (c) => c.notNull())
        .addColumn('address_type', 'text', (c) => c.notNull())
        /** The sender as copied from the address book at save (JSON). */
        .addColumn('sender', 'text', (c) => c.notNull())
        /** The whole recipient (JSON); the list's columns and filters below. */
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('recipient_name', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('duty_terms', 'text', (c) => c.notNull())
        .addColumn('tax_codes', 'text', (c) => c.notNull())
        .addColumn('handover_method', 'text', (c) => c.notNull())
        .addColumn('handover', 'text', (c) => c.notNull())
        .addColumn('insured_value', 'integer', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('piece_count', 'integer', (c) => c.notNull())
        .addColumn('weight_g', 'integer', (c) => c.notNull())
        .addColumn('estimated_total', 'integer')
        .addColumn('estimated_fee', 'text')
        .addColumn('final_total', 'integer')
        .addColumn('final_fee', 'text')
        .addColumn('courier', 'text', (c) => c.notNull())
        .addColumn('tracking_number', 'text', (c) => c.notNull())
        .addColumn('needs_reply', 'integer', (c) => c.notNull())
        .addColumn('interception_requested', 'integer', (c) => c.notNull())
        /** The status an exception was raised from, which its resolution returns to. */
        .addColumn('exception_from', 'text')
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('parcel_orders_id_customer_uq', ['id', 'customer_id'])
        .execute();
      await db.schema
        .createIndex('parcel_orders_parcel_no_uq')
        .on('parcel_orders')
        .column('parcel_no')
        .unique()
        .execute();
      await db.schema
        .createIndex('parcel_orders_customer_ref_uq')
        .on('parcel_orders')
        .columns(['customer_id', 'customer_ref'])
        .unique()
        .execute();
      // A tab's page newest first, and All's.
      await db.schema
        .createIndex('parcel_orders_customer_status_idx')
        .on('parcel_orders')
        .columns(['customer_id', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('parcel_orders_customer_idx')
        .on('parcel_orders')
        .columns(['customer_id', 'id'])
        .execute();
      await db.schema
        .createIndex('parcel_orders_customer_tracking_idx')
        .on('parcel_orders')
        .columns(['customer_id', 'tracking_number'])
        .execute();

      await withId(db.schema.createTable('parcel_pieces'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('parcel_id', 'integer', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('weight_g', 'integer', (c) => c.notNull())
        .addColumn('length_cm', 'double precision', (c) => c.notNull())
        .addColumn('width_cm', 'double precision', (c) => c.notNull())
        .addColumn('height_cm', 'double precision', (c) => c.notNull())
        .addColumn('measured_weight_g', 'integer')
        .addColumn('measured_length_cm', 'double precision')
        .addColumn('measured_width_cm', 'double precision')
        .addColumn('measured_height_cm', 'double precision')
        .addForeignKeyConstraint('parcel_pieces_parcel_fk', ['parcel_id', 'customer_id'], 'parcel_orders', [
          'id',
          'customer_id',
        ])
        .execute();
      await db.schema
        .createIndex('parcel_pieces_parcel_seq_uq')
        .on('parcel_pieces')
        .columns(['customer_id', 'parcel_id', 'seq'])
        .unique()
        .execute();

      await withId(db.schema.createTable('parcel_customs_lines'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('parcel_id', 'integer', (c) => c.notNull())
        .addColumn('piece_seq', 'integer', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('hs_code', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_value', 'integer', (c) => c.notNull())
        .addColumn('origin', 'text', (c) => c.notNull())
        .addForeignKeyConstraint('parcel_customs_lines_parcel_fk', ['parcel_id', 'customer_id'], 'parcel_orders', [
          'id',
          'customer_id',
        ])
        .execute();
      await db.schema
        .createIndex('parcel_customs_lines_parcel_idx')
        .on('parcel_customs_lines')
        .columns(['customer_id', 'parcel_id'])
        .execute();

      for (const table of ['parcel_transitions', 'parcel_tracking_events', 'parcel_exceptions'] as const) {
        let builder = withId(db.schema.createTable(table), engine)
          .addColumn('customer_id', 'integer', (c) => c.notNull())
          .addColumn('parcel_id', 'integer', (c) => c.notNull());
        if (table === 'parcel_transitions') {
          builder = builder
            .addColumn('from_status', 'text')
            .addColumn('to_status', 'text', (c) => c.notNull())
            .addColumn('actor_kind', 'text', (c) => c.notNull())
            .addColumn('actor_id', 'integer', (c) => c.notNull())
            .addColumn('actor_label', 'text', (c) => c.notNull())
            .addColumn('reason', 'text', (c) => c.notNull());
        } else if (table === 'parcel_tracking_events') {
          builder = builder
            .addColumn('status_text', 'text', (c) => c.notNull())
            .addColumn('location', 'text', (c) => c.notNull())
            .addColumn('occurred_at', 'text', (c) => c.notNull());
        } else {
          builder = builder
            .addColumn('reason', 'text', (c) => c.notNull())
            .addColumn('state', 'text', (c) => c.notNull())
            .addColumn('reply', 'text', (c) => c.notNull())
            .addColumn('replied_at', 'text')
            .addColumn('resolved_at', 'text');
        }
        await builder
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addForeignKeyConstraint(`${table}_parcel_fk`, ['parcel_id', 'customer_id'], 'parcel_orders', [
            'id',
            'customer_id',
          ])
          .execute();
        await db.schema.createIndex(`${table}_parcel_idx`).on(table).columns(['customer_id', 'parcel_id']).execute();
      }
    },
  };
}
