import { type InventoryAgeItem, inventory, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Tx, transaction } from '../src/db/transaction';
import { type InventoryApi, inventoryApi } from '../src/modules/inventory';
import { type Actor, staffActor } from '../src/platform/actor';
import { grantJson } from './support/grants';
import { ageLayerProblems, stockLedgerProblems } from './support/ledger-invariants';
import { manualClock } from './support/manual-clock';
import { registerMerchant, sampleProduct } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const DAY = 86_400_000;
const W1 = 1;
const W2 = 2;

describe('inventory age: FIFO layers under the ledger (inventory.getInventoryAge)', () => {
  let t: TestApp;
  /** The instance the merchant reads through: its clock says "today" (day 200 of the story). */
  let reader: TestApp;
  let ledger: InventoryApi;
  let merchant: { token: string; customerId: number };
  const NOW = Date.now();
  // The ledger's clock starts 200 days ago and is moved forward as stock arrives.
  const ledgerClock = manualClock(NOW - 200 * DAY);
  const ids: Record<string, number> = {};
  const actor: Actor = { kind: 'merchant', id: 1, label: 'pia@shop.test' };

  const scope = () => ({ customerId: merchant.customerId });
  const inTx = <R>(work: (tx: Tx) => Promise<R>) => transaction(t.app.core.db, work);
  const toDay = (day: number) => ledgerClock.advance(NOW - (200 - day) * DAY - ledgerClock.now().getTime());
  const receive = (sku: string, quantity: number, inboundId: number, warehouseId = W1) =>
    inTx((tx) =>
      ledger.receive(tx, scope(), {
        reference: { type: 'inbound', id: inboundId },
        warehouseId,
        lines: [{ productId: ids[sku] as number, quantity }],
        actor,
      }),
    );
  const count = (sku: string, onHand: number, warehouseId = W1) =>
    inTx((tx) =>
      ledger.adjust(tx, scope(), { productId: ids[sku] as number, warehouseId, onHand, actor: staffActor('staff') }),
    );
  /** Locks and deducts an order's units; `check` looks at the ledger in between (not while others race: its reads are not one snapshot). */
  const pack = async (orderId: number, sku: string, quantity: number, check = true) => {
    const reference = { type: 'order' as const, id: orderId };
    await inTx((tx) =>
      ledger.lock(tx, scope(), {
        reference,
        warehouseId: W1,
        lines: [{ productId: ids[sku] as number, sku, quantity }],
        actor,
      }),
    );
    if (check) await sound();
    await inTx((tx) => ledger.deduct(tx, scope(), { reference, actor }));
  };
  const layersOf = (sku: string) =>
    t.db
      .selectFrom('stock_layers')
      .select(['received_at', 'quantity', 'remaining', 'movement_type', 'reference_type', 'reference_id'])
      .where('customer_id', '=', merchant.customerId)
      .where('product_id', '=', ids[sku] as number)
      .orderBy('id')
      .execute();
  const sound = async () => expect(await stockLedgerProblems(t, merchant.customerId)).toEqual([]);
  const ages = async (query: Record<string, unknown> = {}, token = merchant.token) =>
    reader.call(inventory.getInventoryAge, { token, query });
  const ageOf = async (sku: string, warehouseId = W1): Promise<Partial<InventoryAgeItem> | undefined> =>
    (await ages({ sku })).content.list.find((row) => row.warehouse_id === warehouseId);
  const buckets = (row: Partial<InventoryAgeItem> | undefined) =>
    row && [row.age_0_30, row.age_31_60, row.age_61_90, row.age_91_180, row.age_over_180, row.oldest_age_days];

  beforeAll(async () => {
    t = await TestApp.start();
    reader = await t.sibling({ clock: manualClock(NOW) });
    ledger = inventoryApi({ db: t.app.core.db, clock: ledgerClock });
    merchant = await registerMerchant(t);
    for (const sku of ['MUG', 'CAP', 'PEN']) {
      const saved = await t.call(product.addProduct, { token: merchant.token, body: sampleProduct({ sku }) });
      expect(saved.error_code, saved.msg).toBe(0);
      ids[sku] = saved.content.id;
    }
  });
  afterAll(async () => {
    await reader.close();
    await t.close();
  });

  it('keeps Σ remaining = on hand through receive, lock, deduct and counts, packing the oldest layer first', async () => {
    toDay(0);
    await count('MUG', 10); // a counted gain: a layer of 10 received on day 0
    await sound();
    toDay(100);
    await receive('MUG', 5, 501);
    await sound();
    toDay(150);
    await receive('MUG', 7, 502);
    await sound();
    // Today is day 200: 10 units 200 days old, 5 units 100 days, 7 units 50 days.
    expect(buckets(await ageOf('MUG'))).toEqual([0, 7, 0, 5, 10, 200]);

    toDay(160);
    await pack(9001, 'MUG', 12); // takes the 10 of day 0, then 2 of day 100
    await sound();
    expect((await layersOf('MUG')).map((l) => [l.movement_type, l.reference_id, l.quantity, l.remaining])).toEqual([
      ['adjustment', null, 10, 0],
      ['receipt', 501, 5, 3],
      ['receipt', 502, 7, 7],
    ]);
    expect(buckets(await ageOf('MUG'))).toEqual([0, 7, 0, 3, 0, 100]);
    expect((await ageOf('MUG'))?.on_hand).toBe(10);

    toDay(200);
    await count('MUG', 15); // a gain of 5 received today
    await sound();
    expect(buckets(await ageOf('MUG'))).toEqual([5, 7, 0, 3, 0, 100]);

    await count('MUG', 4); // a loss of 11, first in first out: 3 of day 100, 7 of day 150, 1 of today
    await sound();
    expect((await layersOf('MUG')).map((l) => l.remaining)).toEqual([0, 0, 0, 4]);
    expect(buckets(await ageOf('MUG'))).toEqual([4, 0, 0, 0, 0, 0]);
    expect((await ageOf('MUG'))?.on_hand).toBe(4);

    await count('MUG', 0);
    await sound();
    // Nothing on hand has no age: the SKU leaves the screen.
    expect(await ageOf('MUG')).toBeUndefined();
  });

  it('a release gives stock back without touching the layers; a receipt stamps the time it was shelved', async () => {
    toDay(170);
    await receive('CAP', 6, 601, W2);
    const before = await layersOf('CAP');
    const reference = { type: 'order' as const, id: 9002 };
    await inTx((tx) =>
      ledger.lock(tx, scope(), {
        reference,
        warehouseId: W2,
        lines: [{ productId: ids.CAP as number, sku: 'CAP', quantity: 4 }],
        actor,
      }),
    );
    await inTx((tx) => ledger.release(tx, scope(), { reference, actor }));
    await sound();
    expect(await layersOf('CAP')).toEqual(before);
    expect(before[0]?.received_at).toBe(new Date(NOW - 30 * DAY).toISOString());
    // Exactly 30 UTC days old: still in the first bucket.
    expect(buckets(await ageOf('CAP', W2))).toEqual([6, 0, 0, 0, 0, 30]);
  });

  it('puts a layer in the bucket of its UTC day: day 31 is the second bucket, day 181 the last', async () => {
    toDay(19); // 181 days before today
    await receive('PEN', 2, 701);
    toDay(110); // 90 days
    await receive('PEN', 3, 702);
    toDay(111); // 89 days
    await receive('PEN', 1, 703);
    toDay(120); // 80 days
    await receive('PEN', 4, 704);
    toDay(169); // 31 days
    await receive('PEN', 8, 705);
    await sound();
    expect(buckets(await ageOf('PEN'))).toEqual([0, 8, 8, 0, 2, 181]);
  });

  it('lists the oldest stock first, filters by warehouse and SKU lines, and pages', async () => {
    const all = await ages();
    expect(all.error_code, all.msg).toBe(0);
    // PEN (181 days), then CAP in W2 (30 days); MUG has nothing on hand and is not listed.
    expect(all.content.list.map((row) => [row.sku, row.warehouse_code, row.oldest_age_days, row.on_hand])).toEqual([
      ['PEN', 'USWE', 181, 18],
      ['CAP', expect.any(String), 30, 6],
    ]);
    expect(all.content.total).toBe(2);
    expect((await ages({ warehouse_id: W2 })).content.list.map((row) => row.sku)).toEqual(['CAP']);
    expect((await ages({ sku: 'cap\nMUG\nPEN' })).content.list.map((row) => row.sku)).toEqual(['PEN', 'CAP']);
    expect((await ages({ sku: 'MUG' })).content).toEqual({ list: [], total: 0 });
    const second = await ages({ page: 2, page_size: 10 });
    expect(second.content).toEqual({ list: [], total: 2 });
    expect((await ages({ page_size: 7 })).error_code).not.toBe(0);
  });

  it('keeps the layers exact when receipts and packings of one SKU run at the same moment', async () => {
    await count('MUG', 40);
    // Each in its own transaction, all at once: on PostgreSQL they race for the balance row.
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => receive('MUG', 3, 800 + i)),
      ...Array.from({ length: 8 }, (_, i) => pack(9100 + i, 'MUG', 4, false)),
    ]);
    await sound();
    expect((await ageOf('MUG'))?.on_hand).toBe(40 + 8 * 3 - 8 * 4);
    await count('MUG', 0);
    await sound();
  });

  it('throws and writes nothing when a layer-less balance is consumed (a broken ledger)', async () => {
    // Stock written behind the ledger's back has no layers: packing it must fail, not invent an age.
    await t.db
      .updateTable('stock_balances')
      .set({ on_hand: 3 })
      .where('customer_id', '=', merchant.customerId)
      .where('product_id', '=', ids.MUG as number)
      .execute();
    expect(await ageLayerProblems(t, merchant.customerId)).toEqual([`${ids.MUG}@${W1}: on hand 3, age layers hold 0`]);
    await expect(count('MUG', 1)).rejects.toThrow(/stock ledger broken/);
    const row = await t.db
      .selectFrom('stock_balances')
      .select('on_hand')
      .where('customer_id', '=', merchant.customerId)
      .where('product_id', '=', ids.MUG as number)
      .executeTakeFirstOrThrow();
    expect(row.on_hand).toBe(3);
    await t.db
      .updateTable('stock_balances')
      .set({ on_hand: 0 })
      .where('customer_id', '=', merchant.customerId)
      .where('product_id', '=', ids.MUG as number)
      .execute();
  });

  it("never shows another merchant's layers, and refuses a sub-account without the inventory right", async () => {
    const stranger = await registerMerchant(t);
    expect((await ages({}, stranger.token)).content).toEqual({ list: [], total: 0 });
    expect((await ages({ sku: 'PEN' }, stranger.token)).content.total).toBe(0);

    const sub = await t.login(DEMO_LOGINS.sub);
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['product']) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();
    expect(await ages({}, sub)).toMatchObject({ status: 403, error_code: 1005 });
  });
});
