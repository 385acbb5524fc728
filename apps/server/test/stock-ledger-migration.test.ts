import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/database';
import { migrateToLatest, migrationsFor } from '../src/db/migrate';
import { queryBuilder } from '../src/db/query-builder';
import { transaction } from '../src/db/transaction';
import { inventoryApi } from '../src/modules/inventory';
import { systemClock } from '../src/platform/clock';
import type { AllTables } from './support/all-tables';
import { stockLedgerProblems } from './support/ledger-invariants';
import { createTestDatabase } from './support/test-app';

const AT = '2026-01-05T08:00:00.000Z';

describe('migration 0007 carries product_stock over to the stock ledger', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const kysely = () => queryBuilder<AllTables>(db);
  const products: number[] = [];

  beforeAll(async () => {
    const target = await createTestDatabase();
    drop = target.drop;
    db = openDatabase({ ...target, poolSize: 2 });
    const migrator = new Migrator({
      db: queryBuilder(db),
      provider: { getMigrations: async () => migrationsFor(db.engine) },
    });
    const before = await migrator.migrateTo('0006-work-slots');
    expect(before.error).toBeUndefined();

    const customer = await kysely()
      .insertInto('customers')
      .values({
        name: 'Old Merchant',
        email: 'old@shop.test',
        platform_type: 1,
        phone: '',
        country: 'US',
        currency: 'USD',
        company_name: '',
        api_key: null,
        show_true_tracking_number: 0,
        warning_quantity_enabled: 0,
        scan_barcode_enabled: 0,
        warning_email_enabled: 0,
        app_down_button_is_display: 0,
        created_at: AT,
        updated_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const sku of ['OLD-1', 'OLD-2', 'OLD-3']) {
      const row = await sql<{ id: number }>`
        insert into products (customer_id, sku, sku_key, name_cn, name_en, property_id, hs_code, declared_value,
          weight_g, length_cm, width_cm, height_cm, created_by, created_at, updated_at)
        values (${customer.id}, ${sku}, ${sku}, '旧', 'Old', 1, '610910', 100, 10, 1, 1, 1, 0, ${AT}, ${AT})
        returning id`.execute(queryBuilder(db));
      products.push(row.rows[0]?.id as number);
    }
    const [p1, p2, p3] = products;
    // [product, warehouse, total, frozen]: a frozen row, an empty row, and one with frozen above total (never allowed, cut to total).
    for (const [product, warehouse, total, frozen] of [
      [p1, 1, 10, 3],
      [p1, 2, 4, 0],
      [p2, 1, 0, 0],
      [p3, 1, 4, 6],
    ]) {
      await sql`insert into product_stock (customer_id, product_id, warehouse_id, total, frozen, updated_at)
        values (${customer.id}, ${product}, ${warehouse}, ${total}, ${frozen}, ${AT})`.execute(queryBuilder(db));
    }
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('keeps every balance, adds an opening movement per quantity on hand and a staff hold per frozen quantity', async () => {
    const [p1, p2, p3] = products as [number, number, number];
    const balances = await kysely()
      .selectFrom('stock_balances')
      .select(['product_id', 'warehouse_id', 'on_hand', 'locked'])
      .orderBy('product_id')
      .orderBy('warehouse_id')
      .execute();
    expect(balances).toEqual([
      { product_id: p1, warehouse_id: 1, on_hand: 10, locked: 3 },
      { product_id: p1, warehouse_id: 2, on_hand: 4, locked: 0 },
      { product_id: p2, warehouse_id: 1, on_hand: 0, locked: 0 },
      { product_id: p3, warehouse_id: 1, on_hand: 4, locked: 4 },
    ]);
    const movements = await kysely()
      .selectFrom('stock_movements')
      .select([
        'product_id',
        'warehouse_id',
        'type',
        'on_hand_delta',
        'locked_delta',
        'reference_type',
        'actor_kind',
        'created_at',
      ])
      .orderBy('id')
      .execute();
    expect(
      movements.map((m) => [m.product_id, m.warehouse_id, m.type, m.on_hand_delta, m.locked_delta, m.reference_type]),
    ).toEqual([
      [p1, 1, 'opening', 10, 0, null],
      [p1, 2, 'opening', 4, 0, null],
      [p3, 1, 'opening', 4, 0, null],
      [p1, 1, 'lock', 0, 3, 'stock_hold'],
      [p3, 1, 'lock', 0, 4, 'stock_hold'],
    ]);
    expect(movements.every((m) => m.actor_kind === 'system' && m.created_at === AT)).toBe(true);
    const customerId = (await kysely().selectFrom('customers').select('id').executeTakeFirstOrThrow()).id;
    expect(await stockLedgerProblems({ db: kysely() }, customerId)).toEqual([]);
    const tables = (await kysely().introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('product_stock');
  });

  it('lets staff lift a carried-over hold through the ledger', async () => {
    const [p1] = products as [number];
    const customerId = (await kysely().selectFrom('customers').select('id').executeTakeFirstOrThrow()).id;
    const ledger = inventoryApi({ db, clock: systemClock });
    const balance = await transaction(db, (tx) =>
      ledger.adjust(
        tx,
        { customerId },
        {
          productId: p1,
          warehouseId: 1,
          onHand: 10,
          held: 0,
          actor: { kind: 'staff', id: 0, label: 'staff' },
        },
      ),
    );
    expect(balance).toEqual({ productId: p1, warehouseId: 1, onHand: 10, locked: 0, available: 10 });
    expect(await stockLedgerProblems({ db: kysely() }, customerId)).toEqual([]);
  });
});
