import { evaluation, opsContent } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSubAccount } from './support/grants';
import { manualClock } from './support/manual-clock';
import { registerMerchant } from './support/products';
import { TestApp } from './support/test-app';

const RATING = { overall: 9, inbound: 8, fulfilment: 10, customer_service: 7, billing: 6, comment: 'Fast packing' };

/**
 * The service evaluation (docs/server/evaluations.md): one rating per merchant and UTC quarter, by
 * the main account; staff read every merchant's with the quarters' averages.
 */
describe('service evaluation', () => {
  let t: TestApp;
  const clock = manualClock(Date.parse('2026-12-31T23:00:00Z'));
  beforeAll(async () => {
    t = await TestApp.start({ clock });
  });
  afterAll(() => t.close());

  const rate = (token: string, body: unknown, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(evaluation.submit, { token, body, lang });

  it('takes one rating a quarter, says when the next opens, and opens it in the new quarter', async () => {
    const m = await registerMerchant(t);
    const before = await t.call(evaluation.getCurrent, { token: m.token });
    expect(before.content).toEqual({ quarter: '2026-Q4', next_opens_on: '2027-01-01', evaluation: null });

    const saved = await rate(m.token, RATING);
    expect(saved.error_code, saved.msg).toBe(0);
    expect(saved.content).toMatchObject({ quarter: '2026-Q4', ...RATING });
    expect((await t.call(evaluation.getCurrent, { token: m.token })).content.evaluation).toMatchObject(RATING);

    const again = await rate(m.token, { ...RATING, overall: 2 });
    expect([again.error_code, again.msg]).toEqual([
      1731,
      'You have already rated the service for 2026-Q4; the next rating opens on 2027-01-01',
    ]);
    const againZh = await rate(m.token, RATING, 'zh_CN');
    expect(againZh.msg).toBe('您已对 2026-Q4 的服务进行过评价，下次评价将于 2027-01-01 开放');
    expect((await t.call(evaluation.getCurrent, { token: m.token })).content.evaluation?.overall).toBe(9);

    clock.advance(2 * 60 * 60_000);
    const next = await t.call(evaluation.getCurrent, { token: m.token });
    expect(next.content).toEqual({ quarter: '2027-Q1', next_opens_on: '2027-04-01', evaluation: null });
    expect((await rate(m.token, { ...RATING, overall: 4, comment: '' })).error_code).toBe(0);
  });

  it('refuses scores outside 0 to 10, fractions and a long comment, in the request language, saving nothing', async () => {
    const m = await registerMerchant(t);
    for (const body of [
      { ...RATING, overall: 11 },
      { ...RATING, billing: -1 },
      { ...RATING, inbound: 7.5 },
      { ...RATING, fulfilment: undefined },
      { ...RATING, comment: 'x'.repeat(1001) },
    ]) {
      const reply = await rate(m.token, body);
      expect(reply.error_code, JSON.stringify(body).slice(0, 80)).toBe(1001);
    }
    const zh = await rate(m.token, { ...RATING, comment: 'x'.repeat(1001) }, 'zh_CN');
    expect(JSON.stringify(zh.content)).toContain('不能超过 1000 个字符');
    expect((await t.call(evaluation.getCurrent, { token: m.token })).content.evaluation).toBeNull();
  });

  it('is the main account’s: a sub-account may neither read nor rate', async () => {
    const m = await registerMerchant(t);
    const sub = await signedInSubAccount(t, m.customerId, `rater-${m.customerId}@shop.test`, ['order']);
    expect((await t.call(evaluation.getCurrent, { token: sub })).error_code).not.toBe(0);
    expect((await rate(sub, RATING)).error_code).not.toBe(0);
    expect((await t.call(evaluation.getCurrent, { token: m.token })).content.evaluation).toBeNull();
  });

  it('shows staff every merchant’s ratings of a quarter, named, and the quarters’ averages', async () => {
    const [a, b] = [await registerMerchant(t), await registerMerchant(t)];
    expect((await rate(a.token, { ...RATING, overall: 10, inbound: 9 })).error_code).toBe(0);
    expect((await rate(b.token, { ...RATING, overall: 5, inbound: 6 })).error_code).toBe(0);
    const reply = await t.call(opsContent.getEvaluations, {
      ops: true,
      query: { quarter: '2027-Q1', page: 1, page_size: 50 },
    });
    expect(reply.error_code, reply.msg).toBe(0);
    const mine = reply.content.list.filter((row) => [a.customerId, b.customerId].includes(row.customer_id));
    expect(mine.map((row) => row.overall).sort()).toEqual([10, 5].sort());
    expect(mine.every((row) => row.customer_name !== '' && row.quarter === '2027-Q1')).toBe(true);
    const quarters = reply.content.trend.map((row) => row.quarter);
    expect(quarters).toEqual([...quarters].sort());
    expect(quarters.slice(-2)).toEqual(['2026-Q4', '2027-Q1']);
    const q1 = reply.content.trend.at(-1);
    expect(q1?.count).toBe(3);
    // 4 (the first test's second quarter), 10 and 5.
    expect(q1?.overall).toBe(6.3);
    expect((await t.call(opsContent.getEvaluations, { query: { page: 1, page_size: 20 } })).error_code).not.toBe(0);
  });
});
