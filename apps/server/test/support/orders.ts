import { type BodyOf, opsOrder, order, product, wallet } from '@portal/contract';
import { sampleOrderDraft } from '@portal/contract/fixtures';
import { stockLedgerProblems, walletProblems } from './ledger-invariants';
import { registerMerchant, sampleProduct } from './products';
import { TestApp } from './test-app';

export type SaveBody = BodyOf<typeof order.saveOrder>;

/** A test app for the order flows: the stock ledger, the wallet and the rate engine are the real ones. */
export function startOrderApp(): Promise<TestApp> {
  return TestApp.start();
}

/** A method of the seeded rate data per warehouse: US domestic from the US warehouses, German from Frankfurt. */
const METHOD_OF_WAREHOUSE: Record<number, string> = { 1: 'USWE-USPS-GA', 2: 'USEA-USPS-GA', 4: 'DEFR-DHL-PAKET' };

/** A valid saveOrder body to the sample US recipient from the Los Angeles warehouse; override what a test is about. */
export function sampleOrder(overrides: Partial<SaveBody> = {}, items = [{ sku: 'MUG-01', quantity: 2 }]): SaveBody {
  const warehouse = Number(overrides.warehouse_id ?? 1);
  return {
    shipping_method_code: METHOD_OF_WAREHOUSE[warehouse] ?? 'USWE-USPS-GA',
    ...sampleOrderDraft(1, items),
    ...overrides,
  };
}

/** A new merchant with the SKUs named, `stock` of each in every warehouse, and `balance` US cents. */
export async function merchantWithSkus(
  t: TestApp,
  skus: string[] = ['MUG-01', 'CAP-02'],
  { stock = 100, balance = 1_000_000 } = {},
) {
  const merchant = await registerMerchant(t);
  const ids: Record<string, number> = {};
  for (const sku of skus) {
    const reply = await t.call(product.addProduct, { token: merchant.token, body: sampleProduct({ sku }) });
    if (reply.error_code !== 0) throw new Error(`addProduct ${sku}: ${reply.msg}`);
    ids[sku] = reply.content.id;
    for (const warehouse_id of [1, 2, 3, 4]) {
      const set = await t.call(product.setStock, {
        ops: true,
        body: { customer_id: merchant.customerId, sku, warehouse_id, total: stock },
      });
      if (set.error_code !== 0) throw new Error(`setStock ${sku}: ${set.msg}`);
    }
  }
  if (balance) {
    const credited = await t.call(wallet.adjustBalance, {
      ops: true,
      body: { customer_id: merchant.customerId, amount: balance, remark: 'Opening balance for the test' },
    });
    if (credited.error_code !== 0) throw new Error(`adjustBalance: ${credited.msg}`);
  }
  return { ...merchant, ids };
}

/** The order's stock movements as `type:actor kind`, oldest first. */
export async function stockMovesOf(t: TestApp, orderId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('stock_movements')
    .select(['type', 'actor_kind', 'locked_delta', 'on_hand_delta'])
    .where('reference_type', '=', 'order')
    .where('reference_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.type}:${row.actor_kind}`);
}

/** What the order holds or was charged in the wallet: its holds' amounts and states, its fee's lines. */
export async function moneyOf(t: TestApp, orderId: number) {
  const holds = await t.db
    .selectFrom('wallet_holds')
    .select(['amount', 'status'])
    .where('reference_type', '=', 'order')
    .where('reference_id', '=', orderId)
    .orderBy('id')
    .execute();
  const fee = await t.db
    .selectFrom('wallet_transactions')
    .select(['id', 'amount', 'actor_kind', 'remark'])
    .where('reference_type', '=', 'order')
    .where('reference_id', '=', orderId)
    .where('type', '=', 'fulfilment_fee')
    .executeTakeFirst();
  const items = fee
    ? await t.db
        .selectFrom('wallet_transaction_items')
        .select(['code', 'amount'])
        .where('transaction_id', '=', fee.id)
        .orderBy('id')
        .execute()
    : [];
  return { holds, fee: fee ? { amount: fee.amount, actor: fee.actor_kind, remark: fee.remark, items } : null };
}

/** What a SKU of the merchant has on hand and locked in a warehouse. */
export async function balanceOf(t: TestApp, customerId: number, productId: number, warehouseId: number) {
  return t.db
    .selectFrom('stock_balances')
    .select(['on_hand', 'locked'])
    .where('customer_id', '=', customerId)
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirstOrThrow();
}

/** Whatever the orders did, the merchant's stock ledger and wallet still add up. */
export async function ledgersSound(t: TestApp, customerId: number): Promise<string[]> {
  return [...(await stockLedgerProblems(t, customerId)), ...(await walletProblems(t, customerId))];
}

/** Saves an order and answers its id and system order id, failing the test on a refusal. */
export async function createOrder(t: TestApp, token: string, body: SaveBody) {
  const reply = await t.call(order.saveOrder, { token, body });
  if (reply.error_code !== 0) throw new Error(`saveOrder: ${reply.msg}`);
  return reply.content;
}

export type StaffStep = 'verify' | 'pack' | 'handOver' | 'ship';

/** Walks a submitted order through the warehouse's steps up to `until` (inclusive). */
export async function staffSteps(t: TestApp, systemOrderId: string, until: StaffStep) {
  const steps: [StaffStep, () => Promise<{ error_code: number; msg: string }>][] = [
    ['verify', () => t.call(opsOrder.verify, { ops: true, body: { system_order_id: systemOrderId } })],
    [
      'pack',
      () =>
        t.call(opsOrder.pack, {
          ops: true,
          body: { system_order_id: systemOrderId, weight_g: 420, length_cm: 20, width_cm: 15, height_cm: 10 },
        }),
    ],
    ['handOver', () => t.call(opsOrder.handOver, { ops: true, body: { system_order_id: systemOrderId } })],
    [
      'ship',
      () =>
        t.call(opsOrder.ship, {
          ops: true,
          body: {
            system_order_id: systemOrderId,
            tracking_number: `1Z${systemOrderId}`,
            last_mile_tracking_number: `LM${systemOrderId}`,
          },
        }),
    ],
  ];
  for (const [name, run] of steps) {
    const reply = await run();
    if (reply.error_code !== 0) throw new Error(`${name}: ${reply.msg}`);
    if (name === until) return;
  }
}
