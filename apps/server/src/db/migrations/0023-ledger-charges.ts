import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Charges written through the wallet by the warehouse's work (issue 12): a rate card per warehouse
 * for inbound handling and value-added services (seeded with the demo's prices for every warehouse
 * there is), the units of a loss order's lines the insurance compensated, and one transaction at most
 * per reference for each charge that staff steps write, whatever two servers retrying do.
 */
export const ledgerCharges: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('inbound_rate_cards')
      .addColumn('warehouse_id', 'integer', (c) => c.primaryKey().references('warehouses.id'))
      .addColumn('per_box', 'integer', (c) => c.notNull())
      .addColumn('per_unit', 'integer', (c) => c.notNull())
      .addColumn('relabel', 'integer', (c) => c.notNull())
      .addColumn('photograph', 'integer', (c) => c.notNull())
      .addColumn('repack', 'integer', (c) => c.notNull())
      .addColumn('pallet_unload', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    const warehouses = await sql<{ id: number }>`select id from warehouses order by id`.execute(db);
    const at = new Date(0).toISOString();
    for (const { id } of warehouses.rows) {
      await sql`insert into inbound_rate_cards (warehouse_id, per_box, per_unit, relabel, photograph, repack, pallet_unload, updated_at)
          values (${id}, 150, 10, 20, 50, 80, 1500, ${at})`.execute(db);
    }

    await db.schema
      .alterTable('loss_order_lines')
      .addColumn('compensated_units', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createIndex('wallet_transactions_work_charge_once_uq')
      .on('wallet_transactions')
      .columns(['customer_id', 'type', 'reference_type', 'reference_id'])
      .unique()
      .where(sql<boolean>`type in ('inbound_fee', 'insurance', 'loss_compensation', 'fee_adjustment')`)
      .execute();
  },
};
