import { apiKey, dashboard, type OnboardingStep, opsOrder, opsTopUp, order } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSubAccount } from './support/grants';
import { createBooking } from './support/inbound';
import { createOrder, merchantWithSkus, sampleOrder, staffSteps } from './support/orders';
import { TestApp } from './support/test-app';
import { configureAccounts, submitTopUp, today, uniquePng } from './support/top-ups';

/**
 * The onboarding checklist (docs/server/statistics-and-dashboards.md "Onboarding"): each step done
 * from the merchant's own records as it takes it, the steps an account's rights allow, no other
 * merchant's records counting.
 */
describe('onboarding checklist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
    await configureAccounts(t);
  });
  afterAll(() => t.close());

  const checklist = async (token: string) => {
    const reply = await t.call(dashboard.getOnboarding, { token });
    expect(reply.error_code, reply.msg).toBe(0);
    return Object.fromEntries(reply.content.steps.map((s) => [s.step, s.done])) as Record<OnboardingStep, boolean>;
  };

  it('ticks each step as the merchant takes it, in order, and never for another merchant', async () => {
    const m = await merchantWithSkus(t, undefined, { balance: 0 });
    const other = await merchantWithSkus(t, []);
    expect(await checklist(other.token)).toEqual({
      sku: false,
      inbound: false,
      top_up: false,
      integration: false,
      order: false,
    });
    // merchantWithSkus created MUG-01 and CAP-02.
    expect(await checklist(m.token)).toEqual({
      sku: true,
      inbound: false,
      top_up: false,
      integration: false,
      order: false,
    });

    await createBooking(t, m.token, undefined, { submit: true });
    expect((await checklist(m.token)).inbound).toBe(true);

    const submitted = await submitTopUp(t, m.token, {
      platform: 'paypal',
      currency: 'USD',
      amount: 50000,
      payment_date: today(),
      voucher: { name: 'voucher.png', data: uniquePng('onboarding') },
    });
    expect(submitted.error_code, submitted.msg).toBe(0);
    // Submitted is not yet received: the money has not reached the balance.
    expect((await checklist(m.token)).top_up).toBe(false);
    const topUpNo = (submitted.content as { top_up_no: string }).top_up_no;
    const confirmed = await t.call(opsTopUp.confirmTopUp, {
      ops: true,
      body: { top_up_no: topUpNo, received_amount: 50000, operator: 'Fay' },
    });
    expect(confirmed.error_code, confirmed.msg).toBe(0);
    expect((await checklist(m.token)).top_up).toBe(true);

    const key = await t.call(apiKey.create, { token: m.token, body: { name: 'ERP', scopes: ['order:view'] } });
    expect(key.error_code, key.msg).toBe(0);
    expect((await checklist(m.token)).integration).toBe(true);

    const saved = await createOrder(t, m.token, sampleOrder());
    expect((await t.call(order.submitOrders, { token: m.token, body: { ids: [saved.id] } })).error_code).toBe(0);
    await staffSteps(t, saved.system_order_id, 'pack');
    // Packed is not shipped.
    expect((await checklist(m.token)).order).toBe(false);
    const id = { system_order_id: saved.system_order_id };
    expect((await t.call(opsOrder.handOver, { ops: true, body: id })).error_code).toBe(0);
    const shipped = await t.call(opsOrder.ship, { ops: true, body: { ...id, tracking_number: '1ZONBOARD' } });
    expect(shipped.error_code, shipped.msg).toBe(0);
    expect(await checklist(m.token)).toEqual({
      sku: true,
      inbound: true,
      top_up: true,
      integration: true,
      order: true,
    });
    // The other merchant's list is untouched by all of it.
    expect(Object.values(await checklist(other.token))).toEqual([false, false, false, false, false]);
  });

  it("shows a sub-account only the steps of its areas, in the checklist's order", async () => {
    const m = await merchantWithSkus(t, ['CAP-02']);
    const token = await signedInSubAccount(t, m.customerId, `onboarding-${m.customerId}@shop.test`, [
      'order',
      'product',
    ]);
    const reply = await t.call(dashboard.getOnboarding, { token });
    expect(reply.content.steps).toEqual([
      { step: 'sku', done: true },
      { step: 'order', done: false },
    ]);
  });
});
