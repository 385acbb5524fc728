import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';

/**
 * The inventory list at 100,000 balances (issue 11: a page within 30 ms). Its default order is the
 * SKU code, and its alert filter compares available stock with the SKU's warning quantity: both
 * lived on `products`, so every page sorted or filtered the whole join. `stock_balances` now keeps
 * a copy of the SKU's `sku_key` and `warning_quantity`, and indexes read a page in order:
 * by SKU (all warehouses or one), by available stock, and a partial index holding exactly the
 * balances in alert (available below the warning quantity), so the alert filter and its count
 * read only those.
 *
 * Triggers keep the copy: every way a balance is made (an order's lock, a receipt, a booking's
 * empty balances, the demo, a test's insert) and every way a SKU changes (edit, import, Open API)
 * passes through the database, so no writer can forget it.
 */
export function inventoryListKeys(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('stock_balances')
        .addColumn('sku_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('stock_balances').addColumn('warning_quantity', 'integer').execute();
      await sql`
        update stock_balances set
          sku_key = (select p.sku_key from products p where p.id = stock_balances.product_id),
          warning_quantity = (select p.warning_quantity from products p where p.id = stock_balances.product_id)
      `.execute(db);
      await (engine === 'postgres' ? postgresTriggers(db) : sqliteTriggers(db));

      await db.schema
        .createIndex('stock_balances_customer_sku_idx')
        .on('stock_balances')
        .columns(['customer_id', 'sku_key', 'warehouse_id'])
        .execute();
      await db.schema
        .createIndex('stock_balances_warehouse_sku_idx')
        .on('stock_balances')
        .columns(['customer_id', 'warehouse_id', 'sku_key'])
        .execute();
      // The available order breaks ties by SKU and warehouse, so a page is read in index order.
      await db.schema.dropIndex('stock_balances_customer_available_idx').execute();
      await db.schema
        .createIndex('stock_balances_customer_available_idx')
        .on('stock_balances')
        .expression(sql`customer_id, (on_hand - locked), sku_key, warehouse_id`)
        .execute();
      await db.schema
        .createIndex('stock_balances_alert_idx')
        .on('stock_balances')
        .columns(['customer_id', 'sku_key', 'warehouse_id'])
        .where(sql<boolean>`warning_quantity is not null and on_hand - locked < warning_quantity`)
        .execute();
      // Superseded by the warehouse index above (same leading columns).
      await db.schema.dropIndex('stock_balances_customer_warehouse_idx').execute();
    },
  };
}

async function sqliteTriggers(db: Kysely<unknown>) {
  await sql`
    create trigger stock_balances_copy_sku after insert on stock_balances
    begin
      update stock_balances set
        sku_key = (select sku_key from products where id = new.product_id),
        warning_quantity = (select warning_quantity from products where id = new.product_id)
      where id = new.id;
    end
  `.execute(db);
  await sql`
    create trigger products_copy_sku_to_balances after update of sku_key, warning_quantity on products
    when new.sku_key is not old.sku_key or new.warning_quantity is not old.warning_quantity
    begin
      update stock_balances set sku_key = new.sku_key, warning_quantity = new.warning_quantity
      where product_id = new.id;
    end
  `.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`
    create function stock_balances_copy_sku() returns trigger language plpgsql as $$
    begin
      select sku_key, warning_quantity into new.sku_key, new.warning_quantity from products where id = new.product_id;
      return new;
    end $$
  `.execute(db);
  await sql`
    create trigger stock_balances_copy_sku before insert on stock_balances
    for each row execute function stock_balances_copy_sku()
  `.execute(db);
  await sql`
    create function products_copy_sku_to_balances() returns trigger language plpgsql as $$
    begin
      update stock_balances set sku_key = new.sku_key, warning_quantity = new.warning_quantity
      where product_id = new.id;
      return null;
    end $$
  `.execute(db);
  await sql`
    create trigger products_copy_sku_to_balances after update of sku_key, warning_quantity on products
    for each row
    when (new.sku_key is distinct from old.sku_key or new.warning_quantity is distinct from old.warning_quantity)
    execute function products_copy_sku_to_balances()
  `.execute(db);
}
