import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/database';
import { migrateToLatest, migrationsFor } from '../src/db/migrate';
import { queryBuilder } from '../src/db/query-builder';
import type { AllTables } from './support/all-tables';
import { stockLedgerProblems } from './support/ledger-invariants';
import { createTestDatabase } from './support/test-app';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9)).toISOString();

describe('migration 0015 gives existing stock the age layers FIFO would have left', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let customerId: number;
  const kysely = () => queryBuilder<AllTables>(db);
  const products: number[] = [];
  let startedAt: string;

  beforeAll(async () => {
    const target = await createTestDatabase();
    drop = target.drop;
    db = openDatabase({ ...target, poolSize: 2 });
    const migrator = new Migrator({
      db: queryBuilder(db),
      provider: { getMigrations: async () => migrationsFor(db.engine) },
    });
    expect((await migrator.migrateTo('0012-inventory-screens')).error).toBeUndefined();
    const customer = await kysely()
      .insertInto('customers')
      .values({
        name: 'Old Merchant',
        email: 'aged@shop.test',
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
        created_at: day(0),
        updated_at: day(0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    customerId = customer.id;
    for (const sku of ['AGED-1', 'AGED-2', 'AGED-3']) {
      const row = await sql<{ id: number }>`
        insert into products (customer_id, sku, sku_key, name_cn, name_en, property_id, hs_code, declared_value,
          weight_g, length_cm, width_cm, height_cm, created_by, created_at, updated_at)
        values (${customerId}, ${sku}, ${sku}, '旧', 'Old', 1, '610910', 100, 10, 1, 1, 1, 0, ${day(0)}, ${day(0)})
        returning id`.execute(queryBuilder(db));
      products.push(row.rows[0]?.id as number);
    }
    const [p1, p2, p3] = products as [number, number, number];
    // [product, on hand after, history of (day, type, on-hand delta, reference)]
    const histories: [number, number, [number, string, number, number | null][]][] = [
      // 10 in, 6 packed, 5 received, 3 packed, 4 counted in: FIFO leaves 1 of day 0, all 5 of day 20, all 4 of day 40.
      [
        p1,
        10,
        [
          [0, 'opening', 10, null],
          [10, 'deduction', -6, 1],
          [20, 'receipt', 5, 7],
          [30, 'deduction', -3, 2],
          [40, 'adjustment', 4, null],
        ],
      ],
      // Sold out and received again: only the new receipt is on hand.
      [
        p2,
        3,
        [
          [0, 'opening', 8, null],
          [5, 'deduction', -8, 3],
          [50, 'receipt', 3, 8],
        ],
      ],
    ];
    for (const [product, onHand, history] of histories) {
      await kysely()
        .insertInto('stock_balances')
        .values({
          customer_id: customerId,
          product_id: product,
          warehouse_id: 1,
          on_hand: onHand,
          locked: 0,
          updated_at: day(60),
        })
        .execute();
      let running = 0;
      for (const [d, type, delta, referenceId] of history) {
        running += delta;
        await kysely()
          .insertInto('stock_movements')
          .values({
            customer_id: customerId,
            product_id: product,
            warehouse_id: 1,
            type,
            on_hand_delta: delta,
            locked_delta: 0,
            on_hand_after: running,
            locked_after: 0,
            reference_type: referenceId === null ? null : type === 'receipt' ? 'inbound' : 'order',
            reference_id: referenceId,
            actor_kind: 'system',
            actor_id: 0,
            actor_label: 'test',
            created_at: day(d),
          })
          .execute();
      }
    }
    // A balance its movements do not explain (written behind the ledger's back): 5 units with no history.
    await kysely()
      .insertInto('stock_balances')
      .values({ customer_id: customerId, product_id: p3, warehouse_id: 2, on_hand: 5, locked: 0, updated_at: day(60) })
      .execute();
    startedAt = new Date().toISOString();
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('keeps the newest arrivals that on hand still covers, received when their movement was written', async () => {
    const [p1, p2, p3] = products as [number, number, number];
    const layers = await kysely()
      .selectFrom('stock_layers')
      .select(['product_id', 'warehouse_id', 'received_at', 'quantity', 'remaining', 'movement_type', 'reference_id'])
      .where('customer_id', '=', customerId)
      .orderBy('product_id')
      .orderBy('received_at')
      .execute();
    const [opening] = layers.filter((l) => l.product_id === p3);
    expect(layers.filter((l) => l.product_id !== p3)).toEqual([
      {
        product_id: p1,
        warehouse_id: 1,
        received_at: day(0),
        quantity: 10,
        remaining: 1,
        movement_type: 'opening',
        reference_id: null,
      },
      {
        product_id: p1,
        warehouse_id: 1,
        received_at: day(20),
        quantity: 5,
        remaining: 5,
        movement_type: 'receipt',
        reference_id: 7,
      },
      {
        product_id: p1,
        warehouse_id: 1,
        received_at: day(40),
        quantity: 4,
        remaining: 4,
        movement_type: 'adjustment',
        reference_id: null,
      },
      {
        product_id: p2,
        warehouse_id: 1,
        received_at: day(50),
        quantity: 3,
        remaining: 3,
        movement_type: 'receipt',
        reference_id: 8,
      },
    ]);
    // What history cannot explain arrives at migration time.
    expect(opening).toMatchObject({ warehouse_id: 2, quantity: 5, remaining: 5, movement_type: 'opening' });
    expect((opening?.received_at ?? '') >= startedAt).toBe(true);
    const ledger = await stockLedgerProblems({ db: kysely() }, customerId);
    // Only the unexplained balance's movements disagree; its layers agree with on hand.
    expect(ledger).toEqual([`${p3}@2: on hand 5, movements add up to 0`]);
  });
});
