import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';

/** Who caused a ledger row: `actor_kind` (merchant, api_key, staff, system), the account id or 0, and what a history shows. */
function withActor<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('actor_kind', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_label', 'text', (c) => c.notNull());
}

const LEDGER_START = { kind: 'system', label: 'ledger start (migration 0007)' } as const;

/**
 * The stock ledger and the merchant's wallet (issue 10).
 *
 * Stock: `product_stock` (total, frozen) becomes `stock_balances` (on_hand, locked), owned by the
 * inventory module, beside the append-only `stock_movements` and the open reservations per reference
 * (`stock_locks`). The database itself refuses a balance with negative availability or one tied to
 * another merchant's SKU. Every existing row gets an opening movement, and its frozen quantity (set
 * by staff, no order behind it) becomes a staff hold, so on hand = Σ on-hand deltas and locked =
 * Σ locked deltas hold for old data too.
 *
 * Wallet: one USD account per merchant (created when first used), the append-only
 * `wallet_transactions` with their fee lines, and `wallet_holds` (estimated fees of submitted orders).
 */
export function stockLedgerWallet(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // A composite foreign key needs a unique key to point at: a balance names its SKU and that SKU's merchant.
      await db.schema
        .createIndex('products_id_customer_uq')
        .on('products')
        .columns(['id', 'customer_id'])
        .unique()
        .execute();

      await withId(db.schema.createTable('stock_balances'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('on_hand', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addForeignKeyConstraint('stock_balances_product_fk', ['product_id', 'customer_id'], 'products', [
          'id',
          'customer_id',
        ])
        .addCheckConstraint('stock_balances_available_ck', sql`locked >= 0 and on_hand >= locked`)
        .execute();
      await db.schema
        .createIndex('stock_balances_product_warehouse_uq')
        .on('stock_balances')
        .columns(['product_id', 'warehouse_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('stock_balances_customer_warehouse_idx')
        .on('stock_balances')
        .columns(['customer_id', 'warehouse_id'])
        .execute();

      await withActor(withId(db.schema.createTable('stock_movements'), engine))
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        // No foreign key to products: the history outlives a SKU deleted once its stock is gone.
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('on_hand_delta', 'integer', (c) => c.notNull())
        .addColumn('locked_delta', 'integer', (c) => c.notNull())
        .addColumn('on_hand_after', 'integer', (c) => c.notNull())
        .addColumn('locked_after', 'integer', (c) => c.notNull())
        .addColumn('reference_type', 'text')
        .addColumn('reference_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('stock_movements_reference_idx')
        .on('stock_movements')
        .columns(['customer_id', 'reference_type', 'reference_id'])
        .execute();
      await db.schema
        .createIndex('stock_movements_product_idx')
        .on('stock_movements')
        .columns(['customer_id', 'product_id', 'warehouse_id', 'id'])
        .execute();
      await db.schema
        .createIndex('stock_movements_created_idx')
        .on('stock_movements')
        .columns(['customer_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('stock_locks')
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('reference_type', 'text', (c) => c.notNull())
        .addColumn('reference_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('stock_locks_pk', [
          'customer_id',
          'reference_type',
          'reference_id',
          'product_id',
          'warehouse_id',
        ])
        .addCheckConstraint('stock_locks_quantity_ck', sql`quantity > 0`)
        .execute();

      await carryOverProductStock(db);
      await db.schema.dropTable('product_stock').execute();

      await db.schema
        .createTable('wallet_accounts')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey().references('customers.id'))
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('credit_limit', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('held', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('wallet_accounts_amounts_ck', sql`credit_limit >= 0 and held >= 0`)
        .execute();

      await withActor(withId(db.schema.createTable('wallet_holds'), engine))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('reference_type', 'text', (c) => c.notNull())
        .addColumn('reference_id', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        /** held, released (order cancelled) or charged (consumed by the fee at packing). */
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addCheckConstraint('wallet_holds_amount_ck', sql`amount > 0`)
        .execute();
      await db.schema
        .createIndex('wallet_holds_reference_idx')
        .on('wallet_holds')
        .columns(['customer_id', 'reference_type', 'reference_id', 'status'])
        .execute();

      await withActor(withId(db.schema.createTable('wallet_transactions'), engine))
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('balance_after', 'bigint', (c) => c.notNull())
        .addColumn('reference_type', 'text')
        .addColumn('reference_id', 'integer')
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('wallet_transactions_customer_idx')
        .on('wallet_transactions')
        .columns(['customer_id', 'id'])
        .execute();
      await db.schema
        .createIndex('wallet_transactions_reference_idx')
        .on('wallet_transactions')
        .columns(['customer_id', 'reference_type', 'reference_id'])
        .execute();
      // An order's fees are charged once, whatever two servers packing it at the same moment do.
      await db.schema
        .createIndex('wallet_transactions_fee_once_uq')
        .on('wallet_transactions')
        .columns(['customer_id', 'reference_type', 'reference_id'])
        .unique()
        .where(sql.ref('type'), '=', 'fulfilment_fee')
        .execute();

      await withId(db.schema.createTable('wallet_transaction_items'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('transaction_id', 'integer', (c) => c.notNull().references('wallet_transactions.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('wallet_transaction_items_transaction_idx')
        .on('wallet_transaction_items')
        .column('transaction_id')
        .execute();
    },
  };
}

/**
 * Balances as they were, an opening movement for the quantity on hand, and the frozen quantity (which
 * staff set, with no order behind it) as a staff hold: a lock movement and an open reservation named
 * after the balance row (`stock_hold`, id). Frozen was never above total; a row that says otherwise is
 * carried over with frozen cut to total, so the new table's check holds.
 */
async function carryOverProductStock(db: Kysely<unknown>): Promise<void> {
  const locked = sql`case when frozen > total then total else frozen end`;
  await sql`
    insert into stock_balances (customer_id, product_id, warehouse_id, on_hand, locked, updated_at)
    select customer_id, product_id, warehouse_id, total, ${locked}, updated_at from product_stock
  `.execute(db);
  await sql`
    insert into stock_movements (customer_id, product_id, warehouse_id, type, on_hand_delta, locked_delta,
      on_hand_after, locked_after, reference_type, reference_id, actor_kind, actor_id, actor_label, created_at)
    select customer_id, product_id, warehouse_id, 'opening', on_hand, 0, on_hand, 0, null, null,
      ${LEDGER_START.kind}, 0, ${LEDGER_START.label}, updated_at
    from stock_balances where on_hand <> 0
  `.execute(db);
  await sql`
    insert into stock_movements (customer_id, product_id, warehouse_id, type, on_hand_delta, locked_delta,
      on_hand_after, locked_after, reference_type, reference_id, actor_kind, actor_id, actor_label, created_at)
    select customer_id, product_id, warehouse_id, 'lock', 0, locked, on_hand, locked, 'stock_hold', id,
      ${LEDGER_START.kind}, 0, ${LEDGER_START.label}, updated_at
    from stock_balances where locked > 0
  `.execute(db);
  await sql`
    insert into stock_locks (customer_id, reference_type, reference_id, product_id, warehouse_id, quantity)
    select customer_id, 'stock_hold', id, product_id, warehouse_id, locked from stock_balances where locked > 0
  `.execute(db);
}
