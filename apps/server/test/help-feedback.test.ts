import { help, opsContent } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSubAccount } from './support/grants';
import { registerMerchant } from './support/products';
import { TestApp } from './support/test-app';

/**
 * The help articles' "was this helpful?" (docs/web/help-center.md): each account answers once per
 * article and may change its mind; staff read the counts per article and language and the comments.
 */
describe('help feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  const send = (token: string, body: unknown, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(help.sendFeedback, { token, body, lang });
  const mine = async (token: string, article: string) =>
    (await t.call(help.getFeedback, { token, query: { article } })).content.feedback;

  it('keeps one answer per account and article, the latest, and shows each account only its own', async () => {
    const m = await registerMerchant(t);
    const sub = await signedInSubAccount(t, m.customerId, `reader-${m.customerId}@shop.test`, ['order']);
    expect(await mine(m.token, 'order-creation')).toBeNull();

    const first = await send(m.token, {
      article: 'order-creation',
      helpful: 0,
      lang: 'en',
      comment: 'No import steps',
    });
    expect(first.error_code, first.msg).toBe(0);
    expect(first.content).toMatchObject({ article: 'order-creation', helpful: 0, comment: 'No import steps' });
    const changed = await send(m.token, { article: 'order-creation', helpful: 1, lang: 'en' });
    expect(changed.content).toMatchObject({ helpful: 1, comment: '' });
    expect(await mine(m.token, 'order-creation')).toMatchObject({ helpful: 1 });

    // A sub-account answers for itself, and does not see the main account's answer.
    expect(await mine(sub, 'order-creation')).toBeNull();
    expect(
      (await send(sub, { article: 'order-creation', helpful: 0, lang: 'zh_CN', comment: '看不懂' })).error_code,
    ).toBe(0);
    expect(await mine(m.token, 'order-creation')).toMatchObject({ helpful: 1 });
  });

  it('refuses an unknown article, a flag other than 0 or 1 and a long comment, saving nothing', async () => {
    const m = await registerMerchant(t);
    for (const body of [
      { article: 'nope', helpful: 1, lang: 'en' },
      { article: 'sku-maintenance', helpful: 2, lang: 'en' },
      { article: 'sku-maintenance', helpful: 1, lang: 'fr' },
      { article: 'sku-maintenance', helpful: 1, lang: 'en', comment: 'x'.repeat(501) },
    ]) {
      const reply = await send(m.token, body);
      expect(reply.error_code, JSON.stringify(body).slice(0, 60)).toBe(1001);
    }
    const zh = await send(
      m.token,
      { article: 'sku-maintenance', helpful: 1, lang: 'en', comment: 'x'.repeat(501) },
      'zh_CN',
    );
    expect(JSON.stringify(zh.content)).toContain('不能超过 500 个字符');
    expect(await mine(m.token, 'sku-maintenance')).toBeNull();
  });

  it('shows staff the counts per article and language and the comments, named; merchants may not read them', async () => {
    const [a, b] = [await registerMerchant(t), await registerMerchant(t)];
    await send(a.token, { article: 'api-integration', helpful: 1, lang: 'en' });
    await send(b.token, { article: 'api-integration', helpful: 0, lang: 'zh_CN', comment: '缺少签名示例' });
    const before = await t.call(opsContent.getHelpFeedback, { ops: true, query: { article: 'api-integration' } });
    expect(before.error_code, before.msg).toBe(0);
    expect(before.content.articles).toEqual([
      { article: 'api-integration', lang: 'en', helpful: 1, not_helpful: 0 },
      { article: 'api-integration', lang: 'zh_CN', helpful: 0, not_helpful: 1 },
    ]);
    expect(before.content.comments).toEqual([
      expect.objectContaining({ comment: '缺少签名示例', customer_id: b.customerId, helpful: 0, lang: 'zh_CN' }),
    ]);
    expect(before.content.comments[0]?.customer_name).not.toBe('');
    expect((await t.call(opsContent.getHelpFeedback, { query: {} })).error_code).not.toBe(0);
  });
});
