import { type Kysely, type Migration, sql } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';
import type { MigrationDb } from './untyped';

/** Where each demo warehouse keeps its clock: the storage job charges a warehouse's previous local day. */
const WAREHOUSE_TIME_ZONES: ReadonlyArray<readonly [string, string]> = [
  ['USWE', 'America/Los_Angeles'],
  ['USEA', 'America/New_York'],
  ['UKBH', 'Europe/London'],
  ['DEFR', 'Europe/Berlin'],
];

/**
 * The default rate card every warehouse starts with: age tiers by their first day (days 1–30 are free,
 * spec 9) and the daily rate per m³ in micro-dollars (1 USD = 1,000,000), so a rate can hold fractions
 * of a cent; the charge is rounded to cents once per merchant, warehouse and day.
 */
const DEFAULT_TIERS: ReadonlyArray<readonly [number, number]> = [
  [31, 450_000],
  [61, 900_000],
  [91, 1_500_000],
  [181, 3_000_000],
];

/**
 * Storage fees (issue 12): each warehouse's time zone, rate cards (tiers per warehouse), per-merchant
 * discounts, and the daily charges with their lines per SKU and age layer. `storage_charges` is unique
 * per merchant × warehouse × local day: the job claims a day by inserting that row, so a day is never
 * charged twice, even by two instances at once.
 */
export function storageFees(engine: Engine): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as MigrationDb;
      await db.schema
        .alterTable('warehouses')
        .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
        .execute();
      for (const [code, zone] of WAREHOUSE_TIME_ZONES) {
        await db.updateTable('warehouses').set({ time_zone: zone }).where('code', '=', code).execute();
      }

      await db.schema
        .createTable('storage_rate_tiers')
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('from_day', 'integer', (c) => c.notNull())
        .addColumn('daily_rate_micro', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('storage_rate_tiers_pk', ['warehouse_id', 'from_day'])
        .addCheckConstraint('storage_rate_tiers_ck', sql`from_day > 30 and daily_rate_micro >= 0`)
        .execute();
      const warehouses = await db.selectFrom('warehouses').select('id').execute();
      const now = new Date().toISOString();
      const tiers = warehouses.flatMap((w) =>
        DEFAULT_TIERS.map(([from_day, daily_rate_micro]) => ({
          warehouse_id: w.id,
          from_day,
          daily_rate_micro,
          updated_at: now,
        })),
      );
      if (tiers.length > 0) await db.insertInto('storage_rate_tiers').values(tiers).execute();

      await db.schema
        .createTable('storage_discounts')
        .addColumn('customer_id', 'integer', (c) => c.primaryKey())
        .addColumn('discount_bp', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('storage_discounts_ck', sql`discount_bp >= 0 and discount_bp <= 10000`)
        .execute();

      await withId(db.schema.createTable('storage_charges'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('warehouse_id', 'integer', (c) => c.notNull())
        .addColumn('charge_date', 'text', (c) => c.notNull())
        .addColumn('stored_volume_m3', 'double precision', (c) => c.notNull())
        .addColumn('charged_volume_m3', 'double precision', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('receivable', 'integer', (c) => c.notNull())
        .addColumn('discount_bp', 'integer', (c) => c.notNull())
        .addColumn('discount', 'integer', (c) => c.notNull())
        .addColumn('net', 'integer', (c) => c.notNull())
        .addColumn('settled', 'integer', (c) => c.notNull())
        .addColumn('wallet_transaction_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('storage_charges_id_customer_uq', ['id', 'customer_id'])
        .addCheckConstraint(
          'storage_charges_ck',
          sql`receivable >= 0 and discount >= 0 and net = receivable - discount`,
        )
        .execute();
      await db.schema
        .createIndex('storage_charges_day_uq')
        .on('storage_charges')
        .columns(['customer_id', 'warehouse_id', 'charge_date'])
        .unique()
        .execute();
      // The merchant's list: newest day first, for all warehouses (the unique index serves one warehouse).
      await db.schema
        .createIndex('storage_charges_customer_date_idx')
        .on('storage_charges')
        .columns(['customer_id', 'charge_date', 'id'])
        .execute();

      await withId(db.schema.createTable('storage_charge_lines'), engine)
        .addColumn('customer_id', 'integer', (c) => c.notNull())
        .addColumn('charge_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('layer_id', 'integer', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('age_days', 'integer', (c) => c.notNull())
        .addColumn('tier_from_day', 'integer', (c) => c.notNull())
        .addColumn('units', 'integer', (c) => c.notNull())
        .addColumn('unit_volume_m3', 'double precision', (c) => c.notNull())
        .addColumn('daily_rate_micro', 'integer', (c) => c.notNull())
        .addColumn('amount_micro', 'double precision', (c) => c.notNull())
        .addForeignKeyConstraint('storage_charge_lines_charge_fk', ['charge_id', 'customer_id'], 'storage_charges', [
          'id',
          'customer_id',
        ])
        .execute();
      await db.schema
        .createIndex('storage_charge_lines_charge_idx')
        .on('storage_charge_lines')
        .columns(['charge_id', 'id'])
        .execute();
    },
  };
}
