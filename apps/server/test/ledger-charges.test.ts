import { billing, ErrorCode, lossOrder, opsInbound, opsLossOrder, opsOrder, order, wallet } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../src/db/transaction';
import { walletCharges } from '../src/modules/wallet';
import { staffActor } from '../src/platform/actor';
import { type BookingBody, createBooking, receiveBooking, sampleBooking } from './support/inbound';
import { createOrder, ledgersSound, merchantWithSkus, sampleOrder, staffSteps, startOrderApp } from './support/orders';
import type { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

/** Charges the warehouse's work writes through the wallet: inbound fees, insurance, loss compensation, fee adjustments. */
describe('ledger charges of the warehouse work', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startOrderApp();
  });
  afterAll(() => t.close());

  const balance = async (m: Merchant) => (await t.call(wallet.getBalance, { token: m.token })).content.balance;
  const rowsOf = (m: Merchant, referenceType: string, referenceId: number) =>
    t.db
      .selectFrom('wallet_transactions')
      .select(['id', 'type', 'amount', 'balance_after', 'reference_type', 'reference_id', 'remark'])
      .where('customer_id', '=', m.customerId)
      .where('reference_type', '=', referenceType)
      .where('reference_id', '=', referenceId)
      .orderBy('id')
      .execute();
  const transactionDetail = async (m: Merchant, id: number) => {
    const reply = await t.call(billing.getTransactionDetail, { token: m.token, query: { id } });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content;
  };

  it("shows the demo merchant's history with inbound fees and fee adjustments written by the seed's staff steps", async () => {
    const types = await t.db
      .selectFrom('wallet_transactions')
      .select('type')
      .distinct()
      .where('customer_id', '=', 10001)
      .execute();
    expect(types.map((row) => row.type)).toEqual(expect.arrayContaining(['inbound_fee', 'fee_adjustment']));
  });

  describe('inbound handling, value-added services and insurance, charged at shelving', () => {
    const card = {
      warehouse_id: 1,
      per_box: 200,
      per_unit: 5,
      services: { relabel: 25, photograph: 75, repack: 90, pallet_unload: 2000 },
    };

    it('keeps a rate card per warehouse for staff, and says when the warehouse does not exist', async () => {
      const seeded = await t.call(opsInbound.getInboundRateCard, { ops: true, query: { warehouse_id: 2 } });
      expect(seeded.content).toMatchObject({ warehouse_id: 2, per_box: 150, per_unit: 10, is_default: false });
      const set = await t.call(opsInbound.setInboundRateCard, { ops: true, body: card });
      expect(set.error_code, set.msg).toBe(0);
      const read = await t.call(opsInbound.getInboundRateCard, { ops: true, query: { warehouse_id: 1 } });
      expect(read.content).toMatchObject({ ...card, is_default: false });
      for (const [lang, msg] of [
        ['en', 'The warehouse does not exist, so it has no inbound rate card'],
        ['zh_CN', '仓库不存在，无法设置入库费率卡'],
      ] as const) {
        const unknown = await t.call(opsInbound.setInboundRateCard, {
          ops: true,
          body: { ...card, warehouse_id: 999 },
          lang,
        });
        expect(unknown).toMatchObject({ error_code: ErrorCode.INBOUND_RATE_WAREHOUSE_NOT_FOUND, msg });
      }
    });

    it('debits handling and services as one inbound_fee with its lines, and the insurance, once per booking', async () => {
      const m = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 0, balance: 100_000 });
      const booking = await createBooking(t, m.token, sampleBooking(), { submit: true });
      await receiveBooking(t, booking.receiving_no, 'shelve');

      // 2 cartons × 200 + 14 units × 5 handling, 2 photographs × 75; 10 × 19.99 insured × 3‰ = 59.97 → 60.
      const rows = await rowsOf(m, 'inbound', booking.id);
      expect(rows.map(({ type, amount, balance_after, remark }) => ({ type, amount, balance_after, remark }))).toEqual([
        { type: 'inbound_fee', amount: -620, balance_after: 99_380, remark: booking.receiving_no },
        { type: 'insurance', amount: -60, balance_after: 99_320, remark: booking.receiving_no },
      ]);
      expect(await balance(m)).toBe(99_320);
      const fee = await transactionDetail(m, rows[0]?.id ?? 0);
      expect(fee).toMatchObject({ type: 'inbound_fee', reference_type: 'inbound', reference_id: booking.id });
      expect(fee.items).toEqual([
        { code: 'inbound_handling', name: 'Inbound handling', amount: 470 },
        { code: 'value_added_services', name: 'Value-added services', amount: 150 },
      ]);
      const insurance = await transactionDetail(m, rows[1]?.id ?? 0);
      expect(insurance.items).toEqual([{ code: 'declared_value', name: 'Declared value', amount: 60 }]);

      // Shelving again is refused by the booking's status, and a retried charge finds the first one.
      const again = await t.call(opsInbound.shelve, { ops: true, body: { receiving_no: booking.receiving_no } });
      expect(again.error_code).toBe(ErrorCode.INBOUND_STEP_REFUSED);
      const retried = await transaction(t.app.core.db, (tx) =>
        walletCharges(t.app.core).once(
          tx,
          { customerId: m.customerId },
          {
            type: 'inbound_fee',
            reference: { type: 'inbound', id: booking.id },
            amount: -620,
            items: [],
            actor: staffActor('retry'),
            remark: '',
          },
        ),
      );
      expect(retried).toMatchObject({ written: false, transaction: { id: rows[0]?.id, amount: -620 } });
      expect(await rowsOf(m, 'inbound', booking.id)).toHaveLength(2);
      expect(await balance(m)).toBe(99_320);
      // The database refuses a second one too, whatever code writes it.
      await expect(
        t.db
          .insertInto('wallet_transactions')
          .values({
            customer_id: m.customerId,
            type: 'insurance',
            amount: -60,
            balance_after: 0,
            reference_type: 'inbound',
            reference_id: booking.id,
            actor_kind: 'staff',
            actor_id: 0,
            actor_label: 'x',
            remark: '',
            created_at: new Date().toISOString(),
          })
          .execute(),
      ).rejects.toThrow();
      expect(await ledgersSound(t, m.customerId)).toEqual([]);
    });

    it('shelves and charges even when the balance does not cover it: the balance goes below zero', async () => {
      const m = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 0, balance: 0 });
      const body: BookingBody = sampleBooking({
        services: { quality_inspection: 'routine', value_added_services: [], insurance: [] },
      });
      const booking = await createBooking(t, m.token, body, { submit: true });
      await receiveBooking(t, booking.receiving_no, 'shelve');
      const rows = await rowsOf(m, 'inbound', booking.id);
      expect(rows.map(({ type, amount, balance_after }) => ({ type, amount, balance_after }))).toEqual([
        { type: 'inbound_fee', amount: -470, balance_after: -470 },
      ]);
      const state = (await t.call(wallet.getBalance, { token: m.token })).content;
      expect(state).toMatchObject({ balance: -470, available: -470 });
    });
  });

  describe('loss compensation when staff confirm a loss order (spec 9)', () => {
    const lossOrderOf = async (m: Merchant, inboundId: number, type: 'normal' | 'abnormal') => {
      const list = await t.call(lossOrder.getList, {
        token: m.token,
        query: { page: 1, page_size: 10, inbound_id: inboundId, type },
      });
      const found = list.content.list[0];
      if (!found) throw new Error(`no ${type} loss order`);
      return found;
    };
    const confirm = (lossNo: string) =>
      t.call(opsLossOrder.review, { ops: true, body: { loss_no: lossNo, decision: 'confirm' } });
    const qualityChecked = async (m: Merchant, body: BookingBody, qualified: { sku: string; quantity: number }[]) => {
      const booking = await createBooking(t, m.token, body, { submit: true });
      await receiveBooking(t, booking.receiving_no, 'arrive');
      const checked = await t.call(opsInbound.qualityCheck, {
        ops: true,
        body: { receiving_no: booking.receiving_no, qualified },
      });
      expect(checked.error_code, checked.msg).toBe(0);
      return booking;
    };

    it('credits 7‰ of the declared value of the insured lost units after a routine inspection, once', async () => {
      const m = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 0, balance: 10_000 });
      // MUG-01 insured at 19.99 a unit; CAP-02 not insured.
      const booking = await qualityChecked(m, sampleBooking(), [
        { sku: 'MUG-01', quantity: 7 },
        { sku: 'CAP-02', quantity: 3 },
      ]);
      const loss = await lossOrderOf(m, booking.id, 'normal');
      const before = await balance(m);
      const confirmed = await confirm(loss.loss_no);
      expect(confirmed.error_code, confirmed.msg).toBe(0);

      // 3 lost mugs × 1999 × 7‰ = 41.979 → 42; the lost cap is not insured.
      const rows = await rowsOf(m, 'loss_order', loss.id);
      expect(rows.map(({ type, amount, balance_after }) => ({ type, amount, balance_after }))).toEqual([
        { type: 'loss_compensation', amount: 42, balance_after: before + 42 },
      ]);
      expect(rows[0]?.remark).toBe(`${loss.loss_no} ${booking.receiving_no}`);
      expect(await balance(m)).toBe(before + 42);
      const detail = await t.call(lossOrder.getDetail, { token: m.token, query: { id: loss.id } });
      expect(detail.content.compensation).toEqual({ amount: 42, transaction_id: rows[0]?.id });

      const again = await confirm(loss.loss_no);
      expect(again.error_code).toBe(ErrorCode.LOSS_ORDER_CLOSED);
      expect(await rowsOf(m, 'loss_order', loss.id)).toHaveLength(1);
      expect(await balance(m)).toBe(before + 42);
      expect(await ledgersSound(t, m.customerId)).toEqual([]);
    });

    it('pays the full declared value after a full inspection, for no more units than were insured', async () => {
      const m = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 0, balance: 10_000 });
      const body = sampleBooking({
        services: {
          quality_inspection: 'full',
          value_added_services: [],
          insurance: [{ sku: 'MUG-01', quantity: 4, unit_value: 1999 }],
        },
      });
      const booking = await qualityChecked(m, body, [{ sku: 'MUG-01', quantity: 8 }]);
      const normal = await lossOrderOf(m, booking.id, 'normal');
      expect((await confirm(normal.loss_no)).error_code).toBe(0);
      expect((await rowsOf(m, 'loss_order', normal.id)).map((r) => r.amount)).toEqual([2 * 1999]);

      // 3 more mugs lost at shelving: only 2 of the 4 insured units are left to pay for.
      const shelved = await t.call(opsInbound.shelve, {
        ops: true,
        body: { receiving_no: booking.receiving_no, shelved: [{ sku: 'MUG-01', quantity: 5 }] },
      });
      expect(shelved.error_code, shelved.msg).toBe(0);
      const abnormal = await lossOrderOf(m, booking.id, 'abnormal');
      const before = await balance(m);
      expect((await confirm(abnormal.loss_no)).error_code).toBe(0);
      expect((await rowsOf(m, 'loss_order', abnormal.id)).map((r) => r.amount)).toEqual([2 * 1999]);
      expect(await balance(m)).toBe(before + 2 * 1999);
    });

    it('credits nothing for a closed loss order or an uninsured booking', async () => {
      const m = await merchantWithSkus(t, ['MUG-01', 'CAP-02'], { stock: 0, balance: 10_000 });
      const insured = await qualityChecked(m, sampleBooking(), [{ sku: 'MUG-01', quantity: 5 }]);
      const closed = await lossOrderOf(m, insured.id, 'normal');
      const reply = await t.call(opsLossOrder.review, {
        ops: true,
        body: { loss_no: closed.loss_no, decision: 'close' },
      });
      expect(reply.error_code, reply.msg).toBe(0);
      const bare = await qualityChecked(
        m,
        sampleBooking({ services: { quality_inspection: 'full', value_added_services: [], insurance: [] } }),
        [{ sku: 'MUG-01', quantity: 5 }],
      );
      const uninsured = await lossOrderOf(m, bare.id, 'normal');
      expect((await confirm(uninsured.loss_no)).error_code).toBe(0);
      expect(await rowsOf(m, 'loss_order', closed.id)).toEqual([]);
      expect(await rowsOf(m, 'loss_order', uninsured.id)).toEqual([]);
      const detail = await t.call(lossOrder.getDetail, { token: m.token, query: { id: uninsured.id } });
      expect(detail.content.compensation).toBeNull();
    });
  });

  describe("fee adjustment from the packing charge to the carrier's measurements at shipping", () => {
    let m: Merchant;
    beforeAll(async () => {
      m = await merchantWithSkus(t);
    });

    const packed = async () => {
      const saved = await createOrder(t, m.token, sampleOrder());
      const submitted = await t.call(order.submitOrders, { token: m.token, body: { ids: [saved.id] } });
      expect(submitted.error_code, submitted.msg).toBe(0);
      await staffSteps(t, saved.system_order_id, 'handOver');
      const row = await t.db
        .selectFrom('orders')
        .select(['final_fee_total'])
        .where('id', '=', saved.id)
        .executeTakeFirstOrThrow();
      return { ...saved, charged: Number(row.final_fee_total) };
    };
    const ship = (systemOrderId: string, parcel?: Record<string, number>) =>
      t.call(opsOrder.ship, {
        ops: true,
        body: { system_order_id: systemOrderId, tracking_number: `1Z${systemOrderId}`, ...(parcel ? { parcel } : {}) },
      });

    it('debits the difference when the carrier measures a heavier parcel, once, and the order shows the final fee', async () => {
      const o = await packed();
      const before = await balance(m);
      const reply = await ship(o.system_order_id, { weight_g: 2600, length_cm: 40, width_cm: 30, height_cm: 30 });
      expect(reply.error_code, reply.msg).toBe(0);
      const { fee_adjustment: adjustment, final_fee: finalFee } = reply.content;
      expect(adjustment).toBeGreaterThan(0);
      expect(finalFee).toBe(o.charged + adjustment);

      const rows = (await rowsOf(m, 'order', o.id)).filter((r) => r.type === 'fee_adjustment');
      expect(rows.map(({ amount, balance_after }) => ({ amount, balance_after }))).toEqual([
        { amount: -adjustment, balance_after: before - adjustment },
      ]);
      expect(await balance(m)).toBe(before - adjustment);
      const detail = await transactionDetail(m, rows[0]?.id ?? 0);
      expect(detail).toMatchObject({ type: 'fee_adjustment', reference_type: 'order', reference_id: o.id });
      expect(detail.items.reduce((sum, item) => sum + item.amount, 0)).toBe(adjustment);
      expect(detail.items.map((item) => item.code)).toContain('basic_shipping');

      const shown = await t.call(order.getOrderDetail, { token: m.token, query: { id: o.id } });
      expect(shown.content).toMatchObject({ fulfillment_fee: finalFee, fee_is_final: true });
      expect(shown.content.final_fee?.total).toBe(finalFee);

      const again = await ship(o.system_order_id, { weight_g: 5000, length_cm: 40, width_cm: 30, height_cm: 30 });
      expect(again.error_code).not.toBe(0);
      expect((await rowsOf(m, 'order', o.id)).filter((r) => r.type === 'fee_adjustment')).toHaveLength(1);
      expect(await balance(m)).toBe(before - adjustment);
    });

    it('credits the difference back for a lighter parcel, and writes nothing when nothing was measured or the fee is the same', async () => {
      const saved = await createOrder(t, m.token, sampleOrder());
      expect((await t.call(order.submitOrders, { token: m.token, body: { ids: [saved.id] } })).error_code).toBe(0);
      await staffSteps(t, saved.system_order_id, 'verify');
      const heavy = await t.call(opsOrder.pack, {
        ops: true,
        body: { system_order_id: saved.system_order_id, weight_g: 2600, length_cm: 40, width_cm: 30, height_cm: 30 },
      });
      expect(heavy.error_code, heavy.msg).toBe(0);
      expect(
        (await t.call(opsOrder.handOver, { ops: true, body: { system_order_id: saved.system_order_id } })).error_code,
      ).toBe(0);
      const before = await balance(m);
      const light = await ship(saved.system_order_id, { weight_g: 420, length_cm: 20, width_cm: 15, height_cm: 10 });
      expect(light.error_code, light.msg).toBe(0);
      expect(light.content.fee_adjustment).toBeLessThan(0);
      const credited = (await rowsOf(m, 'order', saved.id)).filter((r) => r.type === 'fee_adjustment');
      expect(credited.map((r) => r.amount)).toEqual([-light.content.fee_adjustment]);
      expect(await balance(m)).toBe(before - light.content.fee_adjustment);

      const plain = await packed();
      const unmeasured = await ship(plain.system_order_id);
      expect(unmeasured.content).toMatchObject({ fee_adjustment: 0, final_fee: plain.charged });
      const same = await packed();
      const remeasured = await ship(same.system_order_id, {
        weight_g: 420,
        length_cm: 20,
        width_cm: 15,
        height_cm: 10,
      });
      expect(remeasured.content).toMatchObject({ fee_adjustment: 0, final_fee: same.charged });
      for (const o of [plain, same]) {
        expect((await rowsOf(m, 'order', o.id)).map((r) => r.type)).toEqual(['fulfilment_fee']);
      }
      expect(await ledgersSound(t, m.customerId)).toEqual([]);
    });
  });
});
