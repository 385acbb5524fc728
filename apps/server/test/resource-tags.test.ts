import {
  dashboard,
  inventory,
  notice,
  type OperationDef,
  order,
  product,
  setting,
  user,
  wallet,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, merchantWithSkus, sampleOrder, startOrderApp } from './support/orders';
import { TABLE_RESOURCES } from './support/table-resources';
import type { CallOptions, TestApp } from './support/test-app';
import { tablesOf, touching, undeclaredTouches } from './support/touched-tables';

/**
 * The contract's resource tags held to what the server does: each call below records the tables its
 * statements touched (support/touched-tables.ts) and fails when one belongs to a resource the
 * operation does not declare. "Ship the order" is the write issue 23 found short.
 */
describe('resource tags', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof merchantWithSkus>>;
  beforeAll(async () => {
    t = await startOrderApp();
    m = await merchantWithSkus(t);
  });
  afterAll(() => t.close());

  /** Calls the operation as the merchant and throws when it touched more than it declares. */
  async function checked<O extends OperationDef>(operation: O, options: CallOptions<O> = {}) {
    const { result, touched } = await touching(() => t.call(operation, { token: m.token, ...options }));
    const undeclared = undeclaredTouches(operation, touched);
    if (undeclared.length > 0) throw new Error(`Resource tags fall short: ${undeclared.join('; ')}`);
    return { result, touched };
  }

  const resourcesOf = (tables: Set<string>) =>
    new Set([...tables].map((table) => TABLE_RESOURCES[table as keyof typeof TABLE_RESOURCES]));

  it('"Ship the order" writes the stock ledger and the wallet, which its changes name', async () => {
    const saved = await createOrder(t, m.token, sampleOrder());
    const { result, touched } = await checked(order.submitOrders, { body: { ids: [saved.id] } });
    expect(result.error_code).toBe(0);
    expect([...resourcesOf(touched.writes)]).toEqual(expect.arrayContaining(['orders', 'stock', 'wallet']));
    // The screens the issue found stale show what it changed.
    expect(inventory.getInventoryList.shows).toContain('stock');
    expect(wallet.getBalance.shows).toContain('wallet');
  });

  it("holds a merchant's order writes and the screens that show them to their declarations", async () => {
    const body = sampleOrder();
    const saved = await checked(order.saveOrder, { body });
    const id = saved.result.content.id;
    await checked(order.saveOrder, { body: { ...sampleOrder(), submit: true } });
    const copied = await checked(order.copyOrder, { body: { id } });
    expect(copied.result.error_code).toBe(0);
    await checked(order.updateAddressType, { body: { id, address_type: 'business' } });
    await checked(order.submitOrders, { body: { ids: [id] } });
    await checked(order.cancelOrder, { body: { id, reason: '' } });
    for (const [read, query] of [
      [inventory.getInventoryList, { page: 1 }],
      [inventory.getStockLog, { page: 1 }],
      [wallet.getBalance, undefined],
      [order.getOrderList, { page: 1 }],
      [order.getStatusCount, {}],
      [order.getOrderDetail, { id }],
      [product.getProductList, { page: 1 }],
      [product.commonProductListForSearch, { warehouse_id: 1, keyword: 'MUG' }],
      [dashboard.getWorkplace, undefined],
      [dashboard.getMonitor, undefined],
      [notice.getUnreadNoticeCount, undefined],
      [setting.getSettingInfo, undefined],
      [user.getCurrentUser, undefined],
    ] as const) {
      const { result } = await checked(read as OperationDef, { query: query as Record<string, unknown> });
      expect(result.error_code, read.id).toBe(0);
    }
  });

  it('fails a write that does not name a resource it changed', async () => {
    const saved = await createOrder(t, m.token, sampleOrder());
    const short = { ...order.submitOrders, changes: ['orders', 'statistics'] as const };
    await expect(checked(short, { body: { ids: [saved.id] } })).rejects.toThrow(
      /order\.submitOrders wrote stock_\w+, but its changes do not name 'stock'/,
    );
  });

  it('fails a read that does not name a resource it shows', async () => {
    const short = { ...inventory.getInventoryList, shows: ['products'] as const };
    await expect(checked(short, { query: { page: 1 } })).rejects.toThrow(
      /inventory\.getList read stock_\w+, but its shows do not name 'stock'/,
    );
  });

  it("leaves the request's admission out: a signed-in read does not show the session it was admitted by", async () => {
    const { touched } = await checked(wallet.getBalance);
    expect([...touched.reads].filter((table) => ['sessions', 'accounts'].includes(table))).toEqual([]);
    expect(touched.reads.has('wallet_accounts')).toBe(true);
  });
});

describe('tablesOf', () => {
  it('finds the tables a statement reads and writes, quoted or not, on either engine', () => {
    const upsert = tablesOf(
      'insert into "stock_locks" ("a") values ($1) on conflict ("a") do update set "a" = excluded."a" returning *',
    );
    expect([...upsert.writes]).toEqual(['stock_locks']);
    const joined = tablesOf(
      'select * from "orders" inner join order_lines on 1 = 1 where x in (select id from products)',
    );
    expect([...joined.reads].sort()).toEqual(['order_lines', 'orders', 'products']);
    expect([...joined.writes]).toEqual([]);
    expect([...tablesOf('update wallet_accounts set balance = 1').writes]).toEqual(['wallet_accounts']);
    expect([...tablesOf('delete from "sessions" where 1').writes]).toEqual(['sessions']);
  });
});
