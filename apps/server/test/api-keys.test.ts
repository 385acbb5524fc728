import { createHash } from 'node:crypto';
import { apiKey, open, operationLog, setting } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantJson, signedInSubAccount } from './support/grants';
import { registerMerchant } from './support/products';
import { TestApp } from './support/test-app';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('named API keys with scopes', () => {
  let t: TestApp;
  let merchant: { token: string; customerId: number };
  let subAccounts = 0;

  beforeAll(async () => {
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
    merchant = await registerMerchant(t);
  });
  afterAll(() => t.close());

  async function createKey(name: string, scopes: string[], token = merchant.token) {
    const reply = await t.call(apiKey.create, { token, body: { name, scopes } });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content;
  }
  const stock = (key: string, ip = '198.51.100.1') =>
    t.call(open.getStock, { query: {}, headers: { 'x-api-key': key, 'x-forwarded-for': ip } });
  const orders = (key: string, lang: 'en' | 'zh_CN' = 'en') =>
    t.call(open.getOrders, { query: {}, lang, headers: { 'x-api-key': key } });
  const listed = async (token = merchant.token) => {
    const reply = await t.call(apiKey.getList, { token });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content.list;
  };

  /** A sub-account of the merchant holding these areas at one level. */
  async function subAccount(areas: string[], level: 'view' | 'manage') {
    subAccounts += 1;
    const email = `keys-${subAccounts}-${Date.now()}@shop.test`;
    const token = await signedInSubAccount(t, merchant.customerId, email, areas);
    await t.db
      .updateTable('accounts')
      .set({ permissions: grantJson(areas, level) })
      .where('email', '=', email)
      .execute();
    return token;
  }

  it('shows the key once, keeps only its hash, and lists it with its scopes and creator', async () => {
    const created = await createKey('Stock reader', ['inventory:view']);
    expect(created.key).toMatch(/^pk_[0-9a-f]{40}$/);
    const [row] = await t.db.selectFrom('api_keys').selectAll().where('id', '=', created.id).execute();
    expect(row?.key_hash).toBe(sha256(created.key));
    expect(Object.values(row ?? {})).not.toContain(created.key);
    const item = (await listed()).find((key) => key.id === created.id);
    expect(item).toMatchObject({
      name: 'Stock reader',
      scopes: ['inventory:view'],
      key_hint: created.key.slice(0, 7),
      last_used_at: null,
      last_used_ip: null,
    });
    expect(item?.created_by).toMatch(/@shop\.test$/);
    expect(JSON.stringify(await listed())).not.toContain(created.key);
  });

  it('lets a key call what its scopes cover and refuses the rest with 403 naming the scope it lacks', async () => {
    const { key } = await createKey('Stock only', ['inventory:view']);
    expect((await stock(key)).error_code).toBe(0);
    const refused = await orders(key);
    expect([refused.status, refused.error_code, refused.content]).toEqual([403, 1305, null]);
    expect(refused.msg).toBe('This API key lacks the scope order:view: create a key with it on the Plugins page');
    expect((await orders(key, 'zh_CN')).msg).toBe(
      '该 API 密钥缺少权限范围 order:view：请在插件页面创建包含该范围的密钥',
    );
    const cancel = await t.call(open.cancelOrder, {
      params: { id: 'SO-NOT-THERE' },
      body: { reason: 'test' },
      headers: { 'x-api-key': key },
    });
    expect([cancel.status, cancel.error_code]).toEqual([403, 1305]);
    expect(cancel.msg).toContain('order:manage');
    // `manage` includes `view`.
    const { key: orderKey } = await createKey('Orders', ['order:manage']);
    expect((await orders(orderKey)).error_code).toBe(0);
    expect((await stock(orderKey)).error_code).toBe(1305);
  });

  it('leaves the settings drawer key with every operation', async () => {
    const full = (await t.call(setting.generateCustomerApiKey, { token: merchant.token })).content.apikey;
    expect((await stock(full)).error_code).toBe(0);
    expect((await orders(full)).error_code).toBe(0);
  });

  it('records the last use and address at most once a minute', async () => {
    const created = await createKey('Last use', ['inventory:view']);
    const lastUse = async () => (await listed()).find((key) => key.id === created.id);
    expect((await stock(created.key, '198.51.100.7')).error_code).toBe(0);
    const first = await lastUse();
    expect(first?.last_used_ip).toBe('198.51.100.7');
    expect(Date.now() - Date.parse(first?.last_used_at ?? '')).toBeLessThan(10_000);
    // Within the minute another use writes nothing.
    expect((await stock(created.key, '198.51.100.8')).error_code).toBe(0);
    expect(await lastUse()).toEqual(first);
    // A minute later it does.
    const earlier = new Date(Date.now() - 61_000).toISOString();
    await t.db.updateTable('api_keys').set({ last_used_at: earlier }).where('id', '=', created.id).execute();
    expect((await stock(created.key, '198.51.100.9')).error_code).toBe(0);
    expect((await lastUse())?.last_used_ip).toBe('198.51.100.9');
  });

  it('revokes a key at once; revoking it again or another merchant’s key finds nothing', async () => {
    const created = await createKey('Revoked', ['inventory:view']);
    expect((await stock(created.key)).error_code).toBe(0);
    expect((await t.call(apiKey.revoke, { token: merchant.token, body: { id: created.id } })).error_code).toBe(0);
    const refused = await stock(created.key, '198.51.100.30');
    expect([refused.status, refused.error_code]).toEqual([401, 1301]);
    expect((await listed()).map((key) => key.id)).not.toContain(created.id);
    const again = await t.call(apiKey.revoke, { token: merchant.token, body: { id: created.id } });
    expect([again.status, again.error_code, again.msg]).toEqual([404, 1310, 'The API key does not exist']);

    const mine = await createKey('Not yours', ['inventory:view']);
    const other = await registerMerchant(t);
    const theirs = await t.call(apiKey.revoke, { token: other.token, body: { id: mine.id } });
    expect(theirs.error_code).toBe(1310);
    expect((await stock(mine.key)).error_code).toBe(0);
  });

  it('refuses a second key of the same name', async () => {
    await createKey('Twice', ['order:view']);
    const again = await t.call(apiKey.create, {
      token: merchant.token,
      body: { name: 'Twice', scopes: ['order:view'] },
    });
    expect([again.error_code, again.msg]).toEqual([1311, 'An API key with this name already exists']);
  });

  it('lets a sub-account list keys with integration view and create them with manage, up to its own rights', async () => {
    const viewer = await subAccount(['integration'], 'view');
    expect((await t.call(apiKey.getList, { token: viewer })).error_code).toBe(0);
    const refused = await t.call(apiKey.create, { token: viewer, body: { name: 'Nope', scopes: ['order:view'] } });
    expect([refused.status, refused.error_code]).toEqual([403, 1005]);
    const revoke = await t.call(apiKey.revoke, { token: viewer, body: { id: 1 } });
    expect(revoke.error_code).toBe(1005);

    const manager = await subAccount(['integration', 'order'], 'manage');
    expect((await createKey('By a colleague', ['order:manage'], manager)).key).toMatch(/^pk_/);
    const beyond = await t.call(apiKey.create, {
      token: manager,
      body: { name: 'Too much', scopes: ['order:view', 'billing:view'] },
    });
    expect([beyond.error_code, beyond.msg]).toEqual([
      1313,
      'You cannot give a key the scope billing:view: your account does not hold it',
    ]);
    const none = await subAccount(['order'], 'manage');
    expect((await t.call(apiKey.getList, { token: none })).error_code).toBe(1005);
  });

  it('logs what a named key does under its name', async () => {
    const { key } = await createKey('Shop A', ['order:manage']);
    const cancel = await t.call(open.cancelOrder, {
      params: { id: 'SO-NOT-THERE' },
      body: { reason: 'test' },
      headers: { 'x-api-key': key },
    });
    expect(cancel.error_code).toBe(1100);
    const log = await t.call(operationLog.getList, { token: merchant.token, query: { page_size: 100, source: 'api' } });
    expect(log.content.list.find((entry) => entry.operation === 'open.cancelOrder')).toMatchObject({
      source: 'api',
      account_name: 'API key: Shop A',
      result_code: 1100,
    });
  });
});
