import { order } from '@portal/contract';
import { BERLIN_RECIPIENT } from '@portal/contract/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, merchantWithSkus, sampleOrder } from './support/orders';
import { TestApp } from './support/test-app';

/** A clock the test moves: the orders below are made on one day and edited on the next. */
const clock = { at: new Date('2026-11-20T10:00:00.000Z'), now: () => new Date(clock.at) };

describe("EU IOSS counts the recipient's orders of the order's own day", () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof merchantWithSkus>>;
  beforeAll(async () => {
    t = await TestApp.start({ clock });
    m = await merchantWithSkus(t, ['MUG-01']);
  });
  afterAll(() => t.close());

  const toBerlin = (unitPrice: number) =>
    sampleOrder({
      shipping_method_code: 'USWE-DHL-ECOM-INTL',
      recipient: BERLIN_RECIPIENT,
      items: [{ sku: 'MUG-01', quantity: 1, unit_price: unitPrice, name: 'Mug' }],
    });
  const taxLines = async (id: number) => {
    const detail = await t.call(order.getOrderDetail, { token: m.token, query: { id } });
    return (detail.content.estimated_fee?.lines ?? [])
      .map((line) => line.code)
      .filter((c) => c === 'eu_ioss' || c === 'vat');
  };

  it('keeps an edited order with the orders of the day it was made, not of the day it is edited', async () => {
    // 100 $ and 70 $ to the same recipient on one day: together over 150 EUR, so the second pays import VAT.
    await createOrder(t, m.token, toBerlin(10_000));
    const second = await createOrder(t, m.token, toBerlin(7_000));
    expect(await taxLines(second.id)).toEqual(['vat']);

    clock.at = new Date('2026-11-21T09:00:00.000Z');
    const edited = await t.call(order.saveOrder, {
      token: m.token,
      body: { ...toBerlin(7_000), platform_order_no: (await detailOf(second.id)).platform_order_no, id: second.id },
    });
    expect(edited.error_code, edited.msg).toBe(0);
    expect(await taxLines(second.id)).toEqual(['vat']);

    // A new order of the new day starts its own total.
    const nextDay = await createOrder(t, m.token, toBerlin(7_000));
    expect(await taxLines(nextDay.id)).toEqual(['eu_ioss']);
  });

  async function detailOf(id: number) {
    return (await t.call(order.getOrderDetail, { token: m.token, query: { id } })).content;
  }
});
