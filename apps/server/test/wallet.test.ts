import { wallet } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Tx, transaction } from '../src/db/transaction';
import { AppError } from '../src/kernel/app-error';
import { type WalletApi, type WalletReference, walletApi } from '../src/modules/wallet';
import type { Actor } from '../src/platform/actor';
import { seedDemoData } from '../src/seed/demo';
import { grantJson } from './support/grants';
import { walletProblems } from './support/ledger-invariants';
import { registerMerchant } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const actor: Actor = { kind: 'merchant', id: 5, label: 'owner@shop.test' };
const order = (id: number): WalletReference => ({ type: 'order', id });

describe("the merchant's wallet", () => {
  let t: TestApp;
  let ledger: WalletApi;
  let merchant: { token: string; customerId: number };
  const scope = () => ({ customerId: merchant.customerId });
  const inTx = <R>(work: (tx: Tx) => Promise<R>) => transaction(t.app.core.db, work);
  const adjust = (amount: number, remark = 'correction', operator?: string) =>
    t.call(wallet.adjustBalance, {
      ops: true,
      body: { customer_id: merchant.customerId, amount, remark, ...(operator ? { operator } : {}) },
    });
  const balance = async () => (await t.call(wallet.getBalance, { token: merchant.token })).content;
  const snapshot = async () => ({
    balance: await balance(),
    transactions: await t.db
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('customer_id', '=', merchant.customerId)
      .execute(),
    holds: await t.db.selectFrom('wallet_holds').selectAll().where('customer_id', '=', merchant.customerId).execute(),
  });
  const sound = async () => expect(await walletProblems(t, merchant.customerId)).toEqual([]);

  beforeAll(async () => {
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
    ledger = walletApi(t.app.core);
    merchant = await registerMerchant(t);
  });
  afterAll(() => t.close());

  it('opens the demo merchants with 500.00 USD as an opening transaction, once however often the seed runs', async () => {
    // The other demo merchant has no orders; the demo merchant's seeded orders hold and charge fees (demo-orders.test.ts).
    const other = await t.login(DEMO_LOGINS.other);
    const reply = await t.call(wallet.getBalance, { token: other });
    expect(reply.content).toEqual({
      balance: 50_000,
      credit_limit: 0,
      held: 0,
      available: 50_000,
      currency: 'USD',
      low_balance_threshold: 0,
    });
    await seedDemoData(t.app.core);
    const openings = await t.db
      .selectFrom('wallet_transactions')
      .select(['customer_id', 'type', 'amount', 'balance_after', 'actor_kind', 'actor_label', 'remark'])
      .where('type', '=', 'opening')
      .orderBy('customer_id')
      .execute();
    expect(openings).toEqual(
      [10001, 10002].map((customer_id) => ({
        customer_id,
        type: 'opening',
        amount: 50_000,
        balance_after: 50_000,
        actor_kind: 'system',
        actor_label: 'demo seed',
        remark: 'Opening balance',
      })),
    );
    expect(await walletProblems(t, 10001)).toEqual([]);
  });

  it('starts a new merchant at zero and keeps staff corrections as adjustment transactions', async () => {
    expect(await balance()).toEqual({
      balance: 0,
      credit_limit: 0,
      held: 0,
      available: 0,
      currency: 'USD',
      low_balance_threshold: 0,
    });
    const credited = await adjust(10_000, 'Wire received', 'Grace Liu');
    expect(credited.error_code, credited.msg).toBe(0);
    expect(credited.content.account).toMatchObject({
      customer_id: merchant.customerId,
      balance: 10_000,
      available: 10_000,
    });
    const debited = await adjust(-2_500, 'Damaged label refund reversed');
    expect(debited.content.account.balance).toBe(7_500);
    const rows = await t.db
      .selectFrom('wallet_transactions')
      .select(['id', 'type', 'amount', 'balance_after', 'actor_kind', 'actor_label', 'remark', 'reference_type'])
      .where('customer_id', '=', merchant.customerId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: credited.content.transaction_id,
        type: 'adjustment',
        amount: 10_000,
        balance_after: 10_000,
        actor_kind: 'staff',
        actor_label: 'Grace Liu',
        remark: 'Wire received',
        reference_type: null,
      },
      {
        id: debited.content.transaction_id,
        type: 'adjustment',
        amount: -2_500,
        balance_after: 7_500,
        actor_kind: 'staff',
        actor_label: 'staff',
        remark: 'Damaged label refund reversed',
        reference_type: null,
      },
    ]);
    await sound();
  });

  it('refuses a bad adjustment, an unknown merchant and a merchant calling the staff API, changing nothing', async () => {
    const before = await snapshot();
    expect(await adjust(0)).toMatchObject({ error_code: 1001 });
    expect(await adjust(100, '   ')).toMatchObject({ error_code: 1001 });
    expect(await adjust(100, 'x'.repeat(501))).toMatchObject({ error_code: 1001 });
    expect(await adjust(100_000_001)).toMatchObject({ error_code: 1001 });
    const unknown = await t.call(wallet.adjustBalance, {
      ops: true,
      body: { customer_id: 999_999, amount: 100, remark: 'nobody' },
    });
    expect(unknown).toMatchObject({ status: 404, error_code: 1004 });
    expect(await t.call(wallet.getAccount, { ops: true, query: { customer_id: 999_999 } })).toMatchObject({
      error_code: 1004,
    });
    const asMerchant = await t.call(wallet.adjustBalance, {
      token: merchant.token,
      body: { customer_id: merchant.customerId, amount: 1_000_000, remark: 'free money' },
    });
    expect(asMerchant).toMatchObject({ status: 401, error_code: 1016 });
    expect(await snapshot()).toEqual(before);
  });

  it('holds estimated fees until the available balance is used up, then refuses with the amounts in USD and changes nothing', async () => {
    const held = await inTx((tx) => ledger.hold(tx, scope(), { reference: order(1), amount: 5_000, actor }));
    expect(held).toMatchObject({ balance: 7_500, held: 5_000, available: 2_500 });
    expect(await balance()).toEqual({
      balance: 7_500,
      credit_limit: 0,
      held: 5_000,
      available: 2_500,
      currency: 'USD',
      low_balance_threshold: 0,
    });
    const hold = await t.db
      .selectFrom('wallet_holds')
      .selectAll()
      .where('customer_id', '=', merchant.customerId)
      .execute();
    expect(hold).toMatchObject([
      {
        reference_type: 'order',
        reference_id: 1,
        amount: 5_000,
        status: 'held',
        actor_kind: 'merchant',
        actor_label: 'owner@shop.test',
      },
    ]);

    const before = await snapshot();
    const refusal = await inTx((tx) => ledger.hold(tx, scope(), { reference: order(2), amount: 123_456, actor })).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('INSUFFICIENT_BALANCE');
    expect((refusal as AppError).localizedMessage('en')).toBe(
      'Insufficient balance: the estimated fees of these orders ($1,234.56) exceed your available balance ($25.00). Please top up.',
    );
    expect((refusal as AppError).localizedMessage('zh_CN')).toBe(
      '余额不足：这些订单的预估费用（US$1,234.56）超过了您的可用余额（US$25.00），请先充值。',
    );
    expect(await snapshot()).toEqual(before);
    // Exactly what is available still fits.
    await inTx((tx) => ledger.hold(tx, scope(), { reference: order(3), amount: 2_500, actor }));
    expect((await balance()).available).toBe(0);
    await sound();
  });

  it('lets holds go below zero down to the credit limit staff set, and no further', async () => {
    const limit = await t.call(wallet.setCreditLimit, {
      ops: true,
      body: { customer_id: merchant.customerId, credit_limit: 3_000 },
    });
    expect(limit.content).toEqual({
      customer_id: merchant.customerId,
      balance: 7_500,
      credit_limit: 3_000,
      held: 7_500,
      available: 3_000,
      currency: 'USD',
      low_balance_threshold: 0,
    });
    await inTx((tx) => ledger.hold(tx, scope(), { reference: order(4), amount: 3_000, actor }));
    const over = await inTx((tx) => ledger.hold(tx, scope(), { reference: order(5), amount: 1, actor })).catch(
      (error: AppError) => error.localizedMessage('en'),
    );
    expect(over).toBe(
      'Insufficient balance: the estimated fees of these orders ($0.01) exceed your available balance ($0.00). Please top up.',
    );
    expect(await balance()).toEqual({
      balance: 7_500,
      credit_limit: 3_000,
      held: 10_500,
      available: 0,
      currency: 'USD',
      low_balance_threshold: 0,
    });
    expect(
      (await t.call(wallet.setCreditLimit, { ops: true, body: { customer_id: merchant.customerId, credit_limit: -1 } }))
        .error_code,
    ).toBe(1001);
    await sound();
  });

  it('releases what a cancelled order held, once', async () => {
    expect(await inTx((tx) => ledger.releaseHold(tx, scope(), { reference: order(4) }))).toBe(3_000);
    expect(await inTx((tx) => ledger.releaseHold(tx, scope(), { reference: order(4) }))).toBe(0);
    expect(await ledger.heldFor(scope(), order(4))).toBe(0);
    expect(await balance()).toMatchObject({ held: 7_500, available: 3_000 });
    // Another merchant cannot release this merchant's holds by naming the same order id.
    expect(await inTx((tx) => ledger.releaseHold(tx, { customerId: 10002 }, { reference: order(1) }))).toBe(0);
    expect(await ledger.heldFor(scope(), order(1))).toBe(5_000);
    await sound();
  });

  it('charges the final fee at packing: the hold ends, one transaction with its fee lines, charged once', async () => {
    const charged = await inTx((tx) =>
      ledger.charge(tx, scope(), {
        reference: order(1),
        amount: 5_420,
        items: [
          { code: 'basic_shipping', amount: 4_800 },
          { code: 'outbound_handling', amount: 500 },
          { code: 'packaging', amount: 120 },
        ],
        actor,
        remark: 'USPS Ground Advantage',
      }),
    );
    expect(charged).toMatchObject({ type: 'fulfilment_fee', amount: -5_420, balanceAfter: 2_080, reference: order(1) });
    // The estimate was 50.00, the fee 54.20: the balance pays the fee, the whole estimate is no longer held.
    expect(await balance()).toEqual({
      balance: 2_080,
      credit_limit: 3_000,
      held: 2_500,
      available: 2_580,
      currency: 'USD',
      low_balance_threshold: 0,
    });
    const [fee] = await ledger.transactionsOf(scope(), order(1));
    expect(fee?.items).toEqual([
      { code: 'basic_shipping', amount: 4_800 },
      { code: 'outbound_handling', amount: 500 },
      { code: 'packaging', amount: 120 },
    ]);
    expect(fee?.remark).toBe('USPS Ground Advantage');
    const holds = await t.db
      .selectFrom('wallet_holds')
      .select(['status', 'settled_at'])
      .where('customer_id', '=', merchant.customerId)
      .where('reference_id', '=', 1)
      .execute();
    expect(holds).toEqual([{ status: 'charged', settled_at: expect.any(String) }]);

    const before = await snapshot();
    const again = await inTx((tx) =>
      ledger.charge(tx, scope(), {
        reference: order(1),
        amount: 100,
        items: [{ code: 'packaging', amount: 100 }],
        actor,
      }),
    ).catch((error: AppError) => [error.code, error.localizedMessage('zh_CN')]);
    expect(again).toEqual(['FEE_ALREADY_CHARGED', '该订单的费用已扣除']);
    // Fee lines that do not add up to the fee are a caller's mistake: nothing is written.
    const mismatch = await inTx((tx) =>
      ledger.charge(tx, scope(), {
        reference: order(3),
        amount: 100,
        items: [{ code: 'packaging', amount: 90 }],
        actor,
      }),
    ).catch((error: Error) => error.message);
    expect(mismatch).toBe('fee lines add up to 90, not the fee 100');
    expect(await snapshot()).toEqual(before);
    await sound();
  });

  it('charges an order that held nothing, even past the credit limit (the work is done)', async () => {
    await inTx((tx) =>
      ledger.charge(tx, scope(), {
        reference: order(9),
        amount: 9_000,
        items: [{ code: 'oversize', amount: 9_000 }],
        actor,
      }),
    );
    expect(await balance()).toEqual({
      balance: -6_920,
      credit_limit: 3_000,
      held: 2_500,
      available: -6_420,
      currency: 'USD',
      low_balance_threshold: 0,
    });
    await sound();
  });

  it('charges and releases once when two requests settle the same order at the same moment', async () => {
    expect((await adjust(10_000, 'Top-up by wire')).content.account.available).toBe(3_580);
    await inTx((tx) => ledger.hold(tx, scope(), { reference: order(20), amount: 100, actor }));
    await inTx((tx) => ledger.hold(tx, scope(), { reference: order(21), amount: 200, actor }));
    const charge = () =>
      inTx((tx) =>
        ledger.charge(tx, scope(), {
          reference: order(20),
          amount: 150,
          items: [{ code: 'packaging', amount: 150 }],
          actor,
        }),
      ).then(
        () => 'charged',
        (error: AppError) => error.code,
      );
    expect((await Promise.all([charge(), charge()])).sort()).toEqual(['FEE_ALREADY_CHARGED', 'charged']);
    const release = () => inTx((tx) => ledger.releaseHold(tx, scope(), { reference: order(21) }));
    expect((await Promise.all([release(), release()])).sort()).toEqual([0, 200]);
    expect((await ledger.transactionsOf(scope(), order(20))).map((row) => row.amount)).toEqual([-150]);
    await sound();
  });

  it('shows the balance to accounts with the billing permission only', async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    expect(await t.call(wallet.getBalance, { token: sub })).toMatchObject({ status: 403, error_code: 1005 });
    const demo = await t.login(DEMO_LOGINS.main);
    const demoAccount = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO_LOGINS.sub)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(['product', 'billing']) })
      .where('id', '=', demoAccount.id)
      .execute();
    const allowed = await t.call(wallet.getBalance, { token: await t.login(DEMO_LOGINS.sub) });
    const transactions = await t.db
      .selectFrom('wallet_transactions')
      .select('amount')
      .where('customer_id', '=', 10001)
      .execute();
    const balance = transactions.reduce((sum, row) => sum + row.amount, 0);
    expect(allowed.content).toMatchObject({ balance, currency: 'USD', low_balance_threshold: 0 });
    expect((await t.call(wallet.getBalance, { token: demo })).content).toEqual(allowed.content);
    expect(await t.call(wallet.getBalance, {})).toMatchObject({ status: 401, error_code: 1010 });
  });
});
