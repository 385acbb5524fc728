import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/**
 * Inventory age (issue 11): `stock_layers`, one row per arrival of units, consumed first in, first
 * out. Existing stock gets the layers FIFO would have left: the units still on hand are the newest
 * arrivals, so each past inflow (an opening, receipt or counted gain movement) keeps what the newer
 * inflows do not already cover of on_hand, received when its movement was written. Whatever history
 * cannot explain (a balance its movements do not add up to) becomes one opening layer received at
 * migration time, so Σ remaining = on_hand for every balance from the start. `stock_ages` keeps,
 * per SKU and warehouse with stock, its oldest open layer's time (the age screen's order).
 */
export function inventoryAge(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('stock_layers'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        // No foreign key to products: like the movements, spent layers outlive a SKU deleted once its stock is gone.
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('remaining', 'integer', (c) => c.notNull())
        .addColumn('movement_type', 'text', (c) => c.notNull())
        .addColumn('reference_type', 'text')
        .addColumn('reference_id', 'integer')
        .addCheckConstraint('stock_layers_quantity_ck', sql`quantity > 0 and remaining >= 0 and remaining <= quantity`)
        .execute();
      // FIFO consumption and the age buckets read only layers with units left, oldest first per SKU;
      // `remaining` in the index answers the buckets' sums without reading the table.
      await db.schema
        .createIndex('stock_layers_open_idx')
        .on('stock_layers')
        .columns(['customer_id', 'product_id', 'warehouse_id', 'received_at', 'id', 'remaining'])
        .where(sql.ref('remaining'), '>', 0)
        .execute();
      await db.schema
        .createTable('stock_ages')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('oldest_received_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('stock_ages_pk', ['product_id', 'warehouse_id'])
        .execute();
      // The age screen's order (oldest first, then SKU id and warehouse), for all warehouses or one.
      await db.schema
        .createIndex('stock_ages_oldest_idx')
        .on('stock_ages')
        .columns(['customer_id', 'oldest_received_at', 'product_id', 'warehouse_id'])
        .execute();
      await db.schema
        .createIndex('stock_ages_warehouse_idx')
        .on('stock_ages')
        .columns(['customer_id', 'warehouse_id', 'oldest_received_at', 'product_id'])
        .execute();
      await carryOverBalances(db, new Date().toISOString());
      await sql`
        insert into stock_ages (customer_id, product_id, warehouse_id, oldest_received_at)
        select customer_id, product_id, warehouse_id, min(received_at) from stock_layers where remaining > 0
        group by customer_id, product_id, warehouse_id
      `.execute(db);
    },
  };
}

async function carryOverBalances(db: Kysely<unknown>, now: string): Promise<void> {
  await sql`
    insert into stock_layers (customer_id, product_id, warehouse_id, received_at, quantity, remaining,
      movement_type, reference_type, reference_id)
    select customer_id, product_id, warehouse_id, created_at, on_hand_delta, kept, type, reference_type, reference_id
    from (
      select m.customer_id, m.product_id, m.warehouse_id, m.created_at, m.on_hand_delta, m.type,
        m.reference_type, m.reference_id, m.id,
        case
          when b.on_hand - (n.newer - m.on_hand_delta) >= m.on_hand_delta then m.on_hand_delta
          else b.on_hand - (n.newer - m.on_hand_delta)
        end as kept
      from stock_movements m
      join (
        select id, sum(on_hand_delta) over (
          partition by customer_id, product_id, warehouse_id order by id desc rows unbounded preceding
        ) as newer
        from stock_movements where on_hand_delta > 0
      ) n on n.id = m.id
      join stock_balances b on b.customer_id = m.customer_id and b.product_id = m.product_id
        and b.warehouse_id = m.warehouse_id
      where m.on_hand_delta > 0
    ) inflows
    where kept > 0
    order by id
  `.execute(db);
  await sql`
    insert into stock_layers (customer_id, product_id, warehouse_id, received_at, quantity, remaining,
      movement_type, reference_type, reference_id)
    select b.customer_id, b.product_id, b.warehouse_id, cast(${now} as text), b.on_hand - coalesce(l.held, 0),
      b.on_hand - coalesce(l.held, 0), 'opening', null, null
    from stock_balances b
    left join (
      select customer_id, product_id, warehouse_id, sum(remaining) as held from stock_layers
      group by customer_id, product_id, warehouse_id
    ) l on l.customer_id = b.customer_id and l.product_id = b.product_id and l.warehouse_id = b.warehouse_id
    where b.on_hand > coalesce(l.held, 0)
  `.execute(db);
}
