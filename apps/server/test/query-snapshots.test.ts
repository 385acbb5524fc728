import fs from 'node:fs';
import path from 'node:path';
import { billing, inventory, order, product, selfServiceOrder, statistics } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, merchantWithSkus, sampleOrder } from './support/orders';
import { createParcel, parcelMerchant, sampleParcel } from './support/parcels';
import { ENGINE, TestApp } from './support/test-app';
import { touching } from './support/touched-tables';

/**
 * The SQL each engine runs for the hot reads and the stock lock, checked in under
 * `apps/server/queries/<engine>/` (as immich keeps `queries/*.sql`), so a changed query shows in
 * review beside its benchmark. `npm run queries:update -w apps/server` writes them again on both
 * engines; this test fails while a file differs from what the code runs.
 */
const QUERIES_DIR = path.join(import.meta.dirname, '..', 'queries', ENGINE);
const UPDATE = process.env.UPDATE_QUERIES === '1';

/** One statement a line per clause, so a diff shows which clause changed. */
function readable(sql: string): string {
  return sql
    .replace(/\s+/g, ' ')
    .replace(
      / (from|inner join|left join|where|group by|order by|limit|having|union all|on conflict|returning|values|set) /g,
      '\n  $1 ',
    )
    .trim();
}

/** The distinct statements of one call, sorted: reads run side by side finish in any order. */
function snapshotOf(statements: readonly string[]): string {
  return `${[...new Set(statements.map(readable))].sort().join(';\n\n')};\n`;
}

describe(`the hot queries as ${ENGINE} runs them`, () => {
  let t: TestApp;
  let token: string;
  let draftId: number;
  let parcelToken: string;

  beforeAll(async () => {
    t = await TestApp.start();
    const merchant = await merchantWithSkus(t);
    token = merchant.token;
    await createOrder(t, token, sampleOrder({ platform_order_no: 'Q-SHIPPED', submit: true }));
    draftId = (await createOrder(t, token, sampleOrder({ platform_order_no: 'Q-DRAFT' }))).id;
    const parcelOwner = await parcelMerchant(t);
    parcelToken = parcelOwner.token;
    await createParcel(t, parcelToken, { ...sampleParcel(parcelOwner.senderId), submit: true });
  });
  afterAll(() => t.close());

  const calls: [string, () => Promise<{ error_code: number; msg: string }>][] = [
    ['sku-list', () => t.call(product.getProductList, { token, query: { page: 1, page_size: 20 } })],
    ['order-list', () => t.call(order.getOrderList, { token, query: { page: 1, page_size: 20, status: 'all' } })],
    ['order-status-count', () => t.call(order.getStatusCount, { token, query: {} })],
    [
      'parcel-list',
      () =>
        t.call(selfServiceOrder.getParcelList, {
          token: parcelToken,
          query: { page: 1, page_size: 20, status: 'all' },
        }),
    ],
    ['parcel-status-count', () => t.call(selfServiceOrder.getParcelStatusCount, { token: parcelToken, query: {} })],
    ['inventory-list', () => t.call(inventory.getInventoryList, { token, query: { page: 1, page_size: 20 } })],
    ['stock-log', () => t.call(inventory.getStockLog, { token, query: { page: 1, page_size: 20 } })],
    ['transaction-list', () => t.call(billing.getTransactionList, { token, query: { page: 1, page_size: 20 } })],
    ['statistics-monthly-shipping', () => t.call(statistics.getMonthlyShipping, { token, query: {} })],
    ['order-submit-stock-lock', () => t.call(order.submitOrders, { token, body: { ids: [draftId] } })],
  ];

  it.each(calls)('%s', async (name, call) => {
    const { result, touched } = await touching(call);
    expect(result.error_code, result.msg).toBe(0);
    const file = path.join(QUERIES_DIR, `${name}.sql`);
    const sql = snapshotOf(touched.statements ?? []);
    if (UPDATE) {
      fs.mkdirSync(QUERIES_DIR, { recursive: true });
      fs.writeFileSync(file, sql);
    }
    expect(fs.existsSync(file), `${file} is missing: run npm run queries:update -w apps/server`).toBe(true);
    expect(sql, `${name}: the SQL changed; run npm run queries:update -w apps/server and review the diff`).toBe(
      fs.readFileSync(file, 'utf8'),
    );
  });
});
