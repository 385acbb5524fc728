import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';
import type { MigrationDb } from './untyped';
import { SERVICE_TEXTS, VALUE_ADDED_SERVICES } from './value-added-services-data';

const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');

/**
 * Outbound orders (issue 10). Sized for a million orders: the list reads a page of ids from
 * (customer_id, status, id) or (customer_id, id) alone, newest first, then those rows; counts per
 * status come from `order_status_counts`, kept by each transition. Lines, services, consumables and
 * histories carry customer_id and are found by order_id.
 */
export function orders(engine: Engine): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as MigrationDb;
      await withId(db.schema.createTable('orders'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('system_order_id', 'text', (c) => c.notNull())
        .addColumn('platform_order_no', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_code', 'text', (c) => c.notNull())
        .addColumn('shipping_method_code', 'text', (c) => c.notNull())
        .addColumn('shipping_method_name', 'text', text)
        .addColumn('courier', 'text', text)
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('tracking_number', 'text', text)
        .addColumn('last_mile_tracking_number', 'text', text)
        .addColumn('estimate_total', 'integer')
        .addColumn('final_fee_total', 'integer')
        .addColumn('needs_reply', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('interception_requested', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('address_type', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', text)
        .addColumn('company', 'text', text)
        .addColumn('phone', 'text', text)
        .addColumn('email', 'text', text)
        .addColumn('id_card', 'text', text)
        .addColumn('address1', 'text', text)
        .addColumn('address2', 'text', text)
        .addColumn('address3', 'text', text)
        .addColumn('house_number', 'text', text)
        .addColumn('state', 'text', text)
        .addColumn('zip', 'text', text)
        .addColumn('recipient_cleared', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('vat_code', 'text', text)
        .addColumn('ioss_code', 'text', text)
        .addColumn('gst_code', 'text', text)
        .addColumn('icms_code', 'text', text)
        .addColumn('note', 'text', text)
        .addColumn('estimate_lines', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('final_fee', 'text')
        .addColumn('interception_reason', 'text', text)
        .addColumn('interception_requested_at', 'text')
        .addColumn('created_by', 'integer', (c) => c.notNull())
        .addColumn('submitted_at', 'text')
        .addColumn('shipped_at', 'text')
        .execute();
      await db.schema
        .createIndex('orders_system_order_id_uq')
        .on('orders')
        .column('system_order_id')
        .unique()
        .execute();
      await db.schema
        .createIndex('orders_customer_platform_no_uq')
        .on('orders')
        .columns(['customer_id', 'platform_order_no'])
        .unique()
        .execute();
      // The list's pages: a status tab, and all orders, newest (highest id) first. The filter columns
      // ride along so a filtered page or count reads the index alone, never the rows.
      const filterColumns = ['warehouse_id', 'country', 'shipping_method_code'];
      await db.schema
        .createIndex('orders_customer_status_id_idx')
        .on('orders')
        .columns(['customer_id', 'status', 'id', ...filterColumns])
        .execute();
      await db.schema
        .createIndex('orders_customer_id_idx')
        .on('orders')
        .columns(['customer_id', 'id', 'status', ...filterColumns])
        .execute();
      // Likely duplicates (same recipient within 7 days) and the created-time filter.
      await db.schema
        .createIndex('orders_customer_created_idx')
        .on('orders')
        .columns(['customer_id', 'created_at'])
        .execute();
      // Recipient data of orders shipped long ago is cleared by a scheduled job.
      await db.schema.createIndex('orders_shipped_at_idx').on('orders').column('shipped_at').execute();

      await withId(db.schema.createTable('order_lines'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('sku_key', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', text)
        .addColumn('name_cn', 'text', text)
        .addColumn('image_url', 'text', text)
        .addColumn('property_id', 'integer', (c) => c.notNull())
        .addColumn('property_en', 'text', text)
        .addColumn('property_cn', 'text', text)
        .addColumn('hs_code', 'text', text)
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('weight_g', 'double precision', (c) => c.notNull())
        .addColumn('length_cm', 'double precision', (c) => c.notNull())
        .addColumn('width_cm', 'double precision', (c) => c.notNull())
        .addColumn('height_cm', 'double precision', (c) => c.notNull())
        .addColumn('color', 'text', text)
        .addColumn('size', 'text', text)
        .addColumn('serial_numbers', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .createIndex('order_lines_order_idx')
        .on('order_lines')
        .columns(['order_id', 'position'])
        .execute();
      // The SKU filter of the list, and which SKUs orders still use (a SKU in use cannot be deleted).
      await db.schema
        .createIndex('order_lines_customer_sku_idx')
        .on('order_lines')
        .columns(['customer_id', 'sku_key', 'order_id'])
        .execute();
      await db.schema
        .createIndex('order_lines_customer_product_idx')
        .on('order_lines')
        .columns(['customer_id', 'product_id'])
        .execute();

      await withId(db.schema.createTable('order_value_added_services'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_value_added_services_order_idx')
        .on('order_value_added_services')
        .column('order_id')
        .execute();

      await withId(db.schema.createTable('order_consumables'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('pack_material_id', 'integer', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_consumables_order_idx').on('order_consumables').column('order_id').execute();

      await withId(db.schema.createTable('order_transitions'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'integer', (c) => c.notNull())
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', text)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_transitions_order_idx').on('order_transitions').column('order_id').execute();

      await withId(db.schema.createTable('order_tracking_events'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('status_text', 'text', (c) => c.notNull())
        .addColumn('location', 'text', text)
        .addColumn('occurred_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_tracking_events_order_idx')
        .on('order_tracking_events')
        .column('order_id')
        .execute();

      await withId(db.schema.createTable('order_exceptions'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('reply', 'text', text)
        .addColumn('resolution', 'text', text)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('replied_at', 'text')
        .addColumn('resolved_at', 'text')
        .execute();
      await db.schema.createIndex('order_exceptions_order_idx').on('order_exceptions').column('order_id').execute();

      await db.schema
        .createTable('order_status_counts')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_status_counts_pk', ['customer_id', 'status'])
        .execute();

      await db.schema
        .createTable('value_added_services')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_cn', 'text', (c) => c.notNull())
        .addColumn('description_en', 'text', text)
        .addColumn('description_cn', 'text', text)
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('value_added_services_warehouse_code_uq')
        .on('value_added_services')
        .columns(['warehouse_id', 'code'])
        .unique()
        .execute();
      await db
        .insertInto('value_added_services')
        .values(
          VALUE_ADDED_SERVICES.map(([id, warehouse_id, code, unit_price, unit], sort) => ({
            id,
            warehouse_id,
            code,
            ...SERVICE_TEXTS[code],
            unit_price,
            unit,
            is_active: 1,
            sort,
          })),
        )
        .execute();
    },
  };
}
