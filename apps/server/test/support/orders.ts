import { type BodyOf, opsOrder, order, product } from '@portal/contract';
import { MODULES } from '../../src/modules';
import { opsOrderModuleOn } from '../../src/modules/ops-order';
import { orderModuleOn } from '../../src/modules/order';
import { testPorts } from './order-test-ports';
import { registerMerchant, sampleProduct } from './products';
import { TestApp } from './test-app';

export type SaveBody = BodyOf<typeof order.saveOrder>;

/**
 * A test app whose order module runs on the test ports (support/order-test-ports.ts): the flows
 * that lock stock, hold and charge money and quote rates, until stock-wallet and shipping-rates land.
 */
export async function startOrderApp(options: Parameters<typeof TestApp.start>[0] = {}) {
  const ports = testPorts();
  const modules = [
    ...MODULES.filter((m) => m.area !== 'order' && m.area !== 'opsOrder'),
    orderModuleOn(ports),
    opsOrderModuleOn(ports),
  ];
  const t = await TestApp.start({ ...options, modules });
  return { t, ports };
}

/** A valid saveOrder body to a US address from the Los Angeles warehouse; override what a test is about. */
export function sampleOrder(overrides: Partial<SaveBody> = {}, items = [{ sku: 'MUG-01', quantity: 2 }]): SaveBody {
  return {
    platform_order_no: `PO-${Math.random().toString(36).slice(2, 10)}`,
    warehouse_id: 1,
    shipping_method_code: 'EXPRESS',
    address_type: 'residential',
    recipient: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+1 555 0100',
      email: 'ada@example.test',
      address1: '12 Analytical Way',
      city: 'Los Angeles',
      state: 'CA',
      zip: '90001',
      country: 'US',
    },
    items: items.map((item) => ({ ...item, unit_price: 1500, name: `Item ${item.sku}` })),
    ...overrides,
  };
}

/** A new merchant with the SKUs named, each with stock in warehouse 1 on the test ports, and a balance. */
export async function merchantWithSkus(
  t: TestApp,
  ports: ReturnType<typeof testPorts>,
  skus: string[] = ['MUG-01', 'CAP-02'],
  stock = 100,
) {
  const merchant = await registerMerchant(t);
  const ids: Record<string, number> = {};
  for (const sku of skus) {
    const reply = await t.call(product.addProduct, { token: merchant.token, body: sampleProduct({ sku }) });
    if (reply.error_code !== 0) throw new Error(`addProduct ${sku}: ${reply.msg}`);
    ids[sku] = reply.content.id;
    for (const warehouse of [1, 2, 3, 4]) ports.stock.set(merchant, warehouse, reply.content.id, stock);
  }
  ports.wallet.balances.set(merchant.customerId, 1_000_000);
  return { ...merchant, ids };
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
