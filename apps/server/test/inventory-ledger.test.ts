import { product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Tx, transaction } from '../src/db/transaction';
import { AppError } from '../src/kernel/app-error';
import { type InventoryApi, inventoryApi, type StockReference } from '../src/modules/inventory';
import { type Actor, staffActor } from '../src/platform/actor';
import { stockLedgerProblems } from './support/ledger-invariants';
import { registerMerchant, sampleProduct } from './support/products';
import { TestApp } from './support/test-app';

const WAREHOUSE = 1;
const OTHER_WAREHOUSE = 2;

describe('the stock ledger (inventory module)', () => {
  let t: TestApp;
  let ledger: InventoryApi;
  let merchant: { token: string; customerId: number };
  const actor: Actor = { kind: 'merchant', id: 77, label: 'pia@shop.test' };
  const ids: Record<string, number> = {};

  const scope = () => ({ customerId: merchant.customerId });
  const inTx = <R>(work: (tx: Tx) => Promise<R>) => transaction(t.app.core.db, work);
  const order = (id: number): StockReference => ({ type: 'order', id });
  const count = (sku: string, total: number, frozen = 0, warehouse_id = WAREHOUSE) =>
    t.call(product.setStock, {
      ops: true,
      body: { customer_id: merchant.customerId, sku, warehouse_id, total, frozen },
    });
  const balance = async (sku: string, warehouseId = WAREHOUSE) => {
    const [found] = await ledger.balancesIn(scope(), warehouseId, [ids[sku] as number]);
    return found;
  };
  const snapshot = async () => ({
    balances: await t.db
      .selectFrom('stock_balances')
      .select(['product_id', 'warehouse_id', 'on_hand', 'locked'])
      .where('customer_id', '=', merchant.customerId)
      .orderBy('id')
      .execute(),
    movements: (
      await t.db
        .selectFrom('stock_movements')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', merchant.customerId)
        .executeTakeFirstOrThrow()
    ).n,
    locks: await t.db
      .selectFrom('stock_locks')
      .selectAll()
      .where('customer_id', '=', merchant.customerId)
      .orderBy('reference_id')
      .orderBy('product_id')
      .execute(),
  });
  const sound = async () => expect(await stockLedgerProblems(t, merchant.customerId)).toEqual([]);
  /** Locks `[sku, quantity]` lines for an order, in its own transaction. */
  const lockOrder = (id: number, lines: [string, number][], warehouseId = WAREHOUSE) =>
    inTx((tx) =>
      ledger.lock(tx, scope(), {
        reference: order(id),
        warehouseId,
        lines: lines.map(([sku, quantity]) => ({ productId: ids[sku] as number, sku, quantity })),
        actor,
      }),
    );

  beforeAll(async () => {
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
    ledger = inventoryApi(t.app.core);
    merchant = await registerMerchant(t);
    for (const sku of ['MUG', 'CAP', 'BAG', 'PEN']) {
      const saved = await t.call(product.addProduct, { token: merchant.token, body: sampleProduct({ sku }) });
      ids[sku] = saved.content.id;
    }
    expect((await count('MUG', 10)).error_code).toBe(0);
    expect((await count('CAP', 5)).error_code).toBe(0);
    expect((await count('BAG', 3, 0, OTHER_WAREHOUSE)).error_code).toBe(0);
  });
  afterAll(() => t.close());

  it('locks an order in one warehouse: locked up, available down, a movement per SKU with actor, reference and balances after', async () => {
    // The same SKU on two lines is one lock of their sum.
    const movements = await lockOrder(501, [
      ['CAP', 2],
      ['MUG', 3],
      ['MUG', 1],
    ]);
    expect(
      movements.map((m) => [m.productId, m.type, m.onHandDelta, m.lockedDelta, m.onHandAfter, m.lockedAfter]),
    ).toEqual([
      [ids.MUG, 'lock', 0, 4, 10, 4],
      [ids.CAP, 'lock', 0, 2, 5, 2],
    ]);
    expect(await balance('MUG')).toEqual({
      productId: ids.MUG,
      warehouseId: WAREHOUSE,
      onHand: 10,
      locked: 4,
      available: 6,
    });
    const rows = await t.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('reference_type', '=', 'order')
      .where('reference_id', '=', 501)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      customer_id: merchant.customerId,
      warehouse_id: WAREHOUSE,
      actor_kind: 'merchant',
      actor_id: 77,
      actor_label: 'pia@shop.test',
    });
    expect((await ledger.movementsOf(scope(), order(501))).map((m) => m.productId)).toEqual([ids.MUG, ids.CAP]);
    // The SKU list shows what the ledger holds: frozen is locked.
    const detail = await t.call(product.getProductDetail, { token: merchant.token, query: { id: ids.MUG as number } });
    expect(detail.content.stock).toEqual([
      { warehouse_id: WAREHOUSE, warehouse_code: 'USWE', total: 10, frozen: 4, available: 6 },
    ]);
    await sound();
  });

  it('refuses a whole lock when one line is short, naming the SKU in both languages, and changes nothing', async () => {
    const before = await snapshot();
    const refusal = await lockOrder(502, [
      ['MUG', 6],
      ['CAP', 4],
    ]).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('INSUFFICIENT_STOCK');
    expect((refusal as AppError).localizedMessage('en')).toBe(
      'Insufficient stock for SKU CAP: 3 available, 4 requested',
    );
    expect((refusal as AppError).localizedMessage('zh_CN')).toBe('SKU CAP 库存不足：可用 3，需要 4');
    expect(await snapshot()).toEqual(before);

    // A caller that catches the refusal and commits its own transaction still finds nothing locked.
    await inTx(async (tx) => {
      await ledger
        .lock(tx, scope(), {
          reference: order(502),
          warehouseId: WAREHOUSE,
          lines: [
            { productId: ids.MUG as number, sku: 'MUG', quantity: 6 },
            { productId: ids.CAP as number, sku: 'CAP', quantity: 4 },
          ],
          actor,
        })
        .catch(() => undefined);
    });
    expect(await snapshot()).toEqual(before);
    await sound();
  });

  it("refuses stock it does not have: another warehouse, a SKU never counted, another merchant's SKU", async () => {
    const before = await snapshot();
    const lockOne = (productId: number, warehouseId: number, sku: string) =>
      inTx((tx) =>
        ledger.lock(tx, scope(), {
          reference: order(503),
          warehouseId,
          lines: [{ productId, sku, quantity: 1 }],
          actor,
        }),
      ).catch((error: AppError) => error.localizedMessage('en'));
    expect(await lockOne(ids.MUG as number, OTHER_WAREHOUSE, 'MUG')).toBe(
      'Insufficient stock for SKU MUG: 0 available, 1 requested',
    );
    expect(await lockOne(ids.PEN as number, WAREHOUSE, 'PEN')).toBe(
      'Insufficient stock for SKU PEN: 0 available, 1 requested',
    );
    const foreign = await t.db
      .selectFrom('stock_balances')
      .select('product_id')
      .where('customer_id', '=', 10001)
      .where('warehouse_id', '=', WAREHOUSE)
      .where('on_hand', '>', 0)
      .executeTakeFirstOrThrow();
    expect(await lockOne(foreign.product_id, WAREHOUSE, 'THEIRS')).toBe(
      'Insufficient stock for SKU THEIRS: 0 available, 1 requested',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('releases exactly what an order locked, once; other orders keep theirs', async () => {
    await lockOrder(504, [['MUG', 2]]);
    expect(await balance('MUG')).toMatchObject({ locked: 6, available: 4 });
    const released = await inTx((tx) => ledger.release(tx, scope(), { reference: order(501), actor }));
    expect(released.map((m) => [m.productId, m.type, m.onHandDelta, m.lockedDelta, m.lockedAfter])).toEqual([
      [ids.MUG, 'release', 0, -4, 2],
      [ids.CAP, 'release', 0, -2, 0],
    ]);
    expect(await balance('MUG')).toMatchObject({ onHand: 10, locked: 2, available: 8 });
    expect(await balance('CAP')).toMatchObject({ onHand: 5, locked: 0, available: 5 });
    // Cancelling twice gives nothing back the second time.
    expect(await inTx((tx) => ledger.release(tx, scope(), { reference: order(501), actor }))).toEqual([]);
    expect(await balance('MUG')).toMatchObject({ locked: 2 });
    await sound();
  });

  it('deducts what an order locked when it is packed: on hand and locked both go down; a later cancel has nothing to give back', async () => {
    const deducted = await inTx((tx) => ledger.deduct(tx, scope(), { reference: order(504), actor }));
    expect(deducted.map((m) => [m.type, m.onHandDelta, m.lockedDelta, m.onHandAfter, m.lockedAfter])).toEqual([
      ['deduction', -2, -2, 8, 0],
    ]);
    expect(await balance('MUG')).toEqual({
      productId: ids.MUG,
      warehouseId: WAREHOUSE,
      onHand: 8,
      locked: 0,
      available: 8,
    });
    expect(await inTx((tx) => ledger.release(tx, scope(), { reference: order(504), actor }))).toEqual([]);
    expect((await ledger.movementsOf(scope(), order(504))).map((m) => m.type)).toEqual(['lock', 'deduction']);
    await sound();
  });

  it('gives stock back once when two requests cancel the same order at the same moment', async () => {
    await lockOrder(510, [['MUG', 3]]);
    const cancel = () => inTx((tx) => ledger.release(tx, scope(), { reference: order(510), actor }));
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.length, second.length].sort()).toEqual([0, 1]);
    expect(await balance('MUG')).toMatchObject({ onHand: 8, locked: 0 });
    await sound();
  });

  it('receives an inbound booking: adds to existing rows, makes missing ones; an unknown warehouse writes nothing', async () => {
    const inbound: StockReference = { type: 'inbound', id: 9001 };
    const received = await inTx((tx) =>
      ledger.receive(tx, scope(), {
        reference: inbound,
        warehouseId: WAREHOUSE,
        lines: [
          { productId: ids.MUG as number, quantity: 5 },
          { productId: ids.PEN as number, quantity: 7 },
        ],
        actor: staffActor('Receiving clerk'),
      }),
    );
    expect(received.map((m) => [m.productId, m.type, m.onHandDelta, m.onHandAfter])).toEqual([
      [ids.MUG, 'receipt', 5, 13],
      [ids.PEN, 'receipt', 7, 7],
    ]);
    expect(received[0]?.actor).toEqual({ kind: 'staff', id: 0, label: 'Receiving clerk' });
    expect(await balance('PEN')).toMatchObject({ onHand: 7, available: 7 });

    const before = await snapshot();
    const refused = await inTx((tx) =>
      ledger.receive(tx, scope(), {
        reference: inbound,
        warehouseId: 99,
        lines: [{ productId: ids.PEN as number, quantity: 1 }],
        actor,
      }),
    ).catch((error: AppError) => error.code);
    expect(refused).toBe('NOT_FOUND');
    expect(await snapshot()).toEqual(before);
    await sound();
  });

  it('writes a staff count as the difference, keeps staff holds beside order locks, and refuses a count below what is locked', async () => {
    await lockOrder(505, [['CAP', 3]]);
    // Counted 8 on the shelf, 2 held back by staff: frozen shows the order's 3 and the hold's 2.
    const counted = await count('CAP', 8, 2);
    expect(counted.content).toEqual({
      product_id: ids.CAP,
      warehouse_id: WAREHOUSE,
      total: 8,
      frozen: 5,
      available: 3,
    });
    const capMovements = await t.db
      .selectFrom('stock_movements')
      .select(['type', 'on_hand_delta', 'locked_delta', 'reference_type', 'actor_kind'])
      .where('product_id', '=', ids.CAP as number)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(capMovements.reverse()).toEqual([
      { type: 'adjustment', on_hand_delta: 3, locked_delta: 0, reference_type: null, actor_kind: 'staff' },
      { type: 'lock', on_hand_delta: 0, locked_delta: 2, reference_type: 'stock_hold', actor_kind: 'staff' },
    ]);
    // The same count again moves nothing.
    const movementsBefore = (await snapshot()).movements;
    expect((await count('CAP', 8, 2)).content).toMatchObject({ total: 8, frozen: 5 });
    expect((await snapshot()).movements).toBe(movementsBefore);

    // Lowering the hold and the count together: the hold is given back first.
    expect((await count('CAP', 4)).content).toEqual({
      product_id: ids.CAP,
      warehouse_id: WAREHOUSE,
      total: 4,
      frozen: 3,
      available: 1,
    });
    const before = await snapshot();
    const below = await count('CAP', 2);
    expect(below).toMatchObject({
      status: 200,
      error_code: 1251,
      msg: 'The counted stock (2) is less than the 3 units locked in this warehouse',
    });
    const zh = await t.call(product.setStock, {
      ops: true,
      lang: 'zh_CN',
      body: { customer_id: merchant.customerId, sku: 'CAP', warehouse_id: WAREHOUSE, total: 3, frozen: 1 },
    });
    expect(zh.msg).toBe('盘点数量（3）少于该仓库已锁定的 4 件');
    expect(await snapshot()).toEqual(before);
    await sound();
  });

  it('lets a SKU counted down to nothing be deleted, keeping its history; a SKU with locked stock cannot be', async () => {
    expect((await count('PEN', 0)).content).toMatchObject({ total: 0, frozen: 0 });
    const locked = await t.call(product.deleteProduct, { token: merchant.token, body: { ids: [ids.CAP as number] } });
    expect(locked).toMatchObject({ error_code: 1022, content: { blockers: ['CAP'] } });
    const deleted = await t.call(product.deleteProduct, { token: merchant.token, body: { ids: [ids.PEN as number] } });
    expect(deleted.content).toEqual({ deleted: 1 });
    const left = await t.db
      .selectFrom('stock_balances')
      .select('id')
      .where('product_id', '=', ids.PEN as number)
      .execute();
    expect(left).toEqual([]);
    const history = await t.db
      .selectFrom('stock_movements')
      .select(['type', 'on_hand_delta'])
      .where('product_id', '=', ids.PEN as number)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { type: 'receipt', on_hand_delta: 7 },
      { type: 'adjustment', on_hand_delta: -7 },
    ]);
    await sound();
  });

  it('finds a balance written around the ledger (the check above can fail)', async () => {
    const mug = ids.MUG as number;
    await t.db
      .updateTable('stock_balances')
      .set((eb) => ({ on_hand: eb('on_hand', '+', 1) }))
      .where('product_id', '=', mug)
      .execute();
    const problems = await stockLedgerProblems(t, merchant.customerId);
    await t.db
      .updateTable('stock_balances')
      .set((eb) => ({ on_hand: eb('on_hand', '-', 1) }))
      .where('product_id', '=', mug)
      .execute();
    expect(problems).toEqual([
      `${mug}@${WAREHOUSE}: on hand 14, age layers hold 13`,
      `${mug}@${WAREHOUSE}: on hand 14, movements add up to 13`,
      `${mug}@${WAREHOUSE}: the last movement left 13/0`,
    ]);
    await sound();
  });
});
