import { inbound, order, product } from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBooking } from './support/inbound';
import { createOrder, merchantWithSkus, sampleOrder } from './support/orders';
import { TestApp } from './support/test-app';

type Merchant = Awaited<ReturnType<typeof merchantWithSkus>>;

const TASKS_PER_CUSTOMER = 2;

/**
 * Label prints, exports and inbound documents count against the merchant's file-task slots like
 * imports and uploads do (issue 7). The slots live in `work_slots`, so "already running" is arranged
 * as another instance would leave it: rows held under the merchant's bucket with a lease still running.
 */
describe('per-merchant file-task limit on label prints, exports and documents', () => {
  let t: TestApp;
  let m: Merchant;
  let other: Merchant;
  let booking: number;

  const bucketOf = (merchant: Merchant) => `file-tasks:${merchant.customerId}`;

  /** Another instance's tasks hold `count` of the merchant's slots for ten more minutes. */
  async function hold(merchant: Merchant, count: number): Promise<void> {
    const expires = t.app.core.clock.now().getTime() + 600_000;
    await t.db
      .insertInto('work_slots')
      .values(
        Array.from({ length: count }, (_, slot) => ({
          bucket: bucketOf(merchant),
          slot,
          holder: `elsewhere-${slot}`,
          expires_at: expires,
        })),
      )
      .execute();
  }

  const holders = async (merchant: Merchant) =>
    (
      await t.db
        .selectFrom('work_slots')
        .select('holder')
        .where('bucket', '=', bucketOf(merchant))
        .orderBy('slot')
        .execute()
    ).map((row) => row.holder);

  const free = (merchant: Merchant) => t.db.deleteFrom('work_slots').where('bucket', '=', bucketOf(merchant)).execute();

  const request = (
    merchant: Merchant,
    what: 'labels' | 'skuExport' | 'orderExport' | 'shippingMarks',
    lang: 'en' | 'zh_CN' = 'en',
    query: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> => {
    const headers = { token: merchant.token, 'accept-language': lang };
    if (what === 'labels') {
      return t.app.server.inject({
        method: 'POST',
        url: product.printSku.path,
        headers,
        payload: { ids: Object.values(merchant.ids), label_size: '50x30', copies: 1 },
      });
    }
    const url = {
      skuExport: product.exportSku.path,
      orderExport: order.exportOrder.path,
      shippingMarks: inbound.downloadShippingMarks.path,
    }[what];
    // Only `m` has a booking.
    const id: Record<string, string> = what === 'shippingMarks' ? { id: String(booking) } : {};
    return t.app.server.inject({ method: 'GET', url, headers, query: { ...id, ...query } });
  };

  /** A file was served (not the envelope). */
  const served = (reply: LightMyRequestResponse) => {
    expect(reply.statusCode, reply.body.slice(0, 200)).toBe(200);
    expect(String(reply.headers['content-type'])).toMatch(/^application\/(pdf|vnd\.openxmlformats)/);
  };

  beforeAll(async () => {
    t = await TestApp.start({ env: { FILE_TASKS_PER_CUSTOMER: String(TASKS_PER_CUSTOMER) } });
    [m, other] = await Promise.all([merchantWithSkus(t), merchantWithSkus(t)]);
    await Promise.all([createOrder(t, m.token, sampleOrder()), createOrder(t, other.token, sampleOrder())]);
    booking = (await createBooking(t, m.token)).id;
  });
  beforeEach(() => free(m));
  afterAll(() => t.close());

  it('refuses a label print, the SKU and order exports and shipping marks while the merchant holds all its slots, in en and zh_CN; another merchant goes on', async () => {
    await hold(m, TASKS_PER_CUSTOMER);
    for (const what of ['labels', 'skuExport', 'orderExport', 'shippingMarks'] as const) {
      for (const [lang, msg] of [
        ['en', 'Operation too frequent'],
        ['zh_CN', '操作过于频繁'],
      ] as const) {
        const reply = await request(m, what, lang);
        expect([what, reply.statusCode, reply.json()]).toEqual([what, 429, { error_code: 1003, msg, content: null }]);
        expect(Number(reply.headers['retry-after']), what).toBeGreaterThan(0);
      }
    }
    // A refusal takes no slot, and the other merchant's bucket is its own.
    expect(await holders(m)).toEqual(['elsewhere-0', 'elsewhere-1']);
    served(await request(other, 'labels'));
    served(await request(other, 'skuExport'));
    served(await request(other, 'orderExport'));
  });

  it('gives the slot back when a print or an export ends, served or refused, so the next one runs', async () => {
    // One slot left: each task below needs it, so one that kept it would refuse the next.
    await hold(m, TASKS_PER_CUSTOMER - 1);
    served(await request(m, 'labels'));
    expect(await holders(m)).toEqual(['elsewhere-0']);
    served(await request(m, 'skuExport'));
    const nothing = await request(m, 'orderExport', 'en', { order_nos: 'NO-SUCH-ORDER' });
    expect(nothing.json()).toMatchObject({ error_code: 1025, msg: 'No data is exported' });
    served(await request(m, 'orderExport'));
    served(await request(m, 'shippingMarks'));
    served(await request(m, 'labels'));
    expect(await holders(m)).toEqual(['elsewhere-0']);
  });
});
