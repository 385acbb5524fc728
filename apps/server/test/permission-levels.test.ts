import {
  ALL_OPERATIONS,
  allows,
  type Grant,
  neededLevel,
  type OperationDef,
  PERMISSION_AREAS,
  product,
  user,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantFromAreaList } from '../src/db/migrations/0025-account-grants';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const DENIED = 1005;

const everyArea = (level: 'view' | 'manage'): Grant['areas'] =>
  Object.fromEntries(PERMISSION_AREAS.map((area) => [area, level]));

/** The grants walked: nothing, reading everything with and without export, managing everything without export. */
const GRANTS: Array<{ name: string; grant: Grant }> = [
  { name: 'no area', grant: { areas: {}, export: false } },
  { name: 'every area at view', grant: { areas: everyArea('view'), export: false } },
  { name: 'every area at view, with export', grant: { areas: everyArea('view'), export: true } },
  { name: 'every area at manage, no export', grant: { areas: everyArea('manage'), export: false } },
];

/**
 * Every operation a session calls, bar the ones that would end the walk's own session. Multipart
 * uploads are refused by their body parser before the route runs; their right is tested below.
 */
const WALKED = ALL_OPERATIONS.filter((op) => op.auth === 'user' && !op.multipart && op.id !== 'auth.logout');

describe('a sub-account reaches an operation exactly when its grant allows it', () => {
  let t: TestApp;
  let sub: string;

  beforeAll(async () => {
    // The demo merchant is the one that has the fulfilment-fee pages: every billing read is walked.
    t = await TestApp.start({ env: { ORDER_FULFILLMENT_FEE_CUSTOMER_ID: '10001' } });
    sub = await t.login(DEMO_LOGINS.sub);
  });
  afterAll(() => t.close());

  const grantSub = (grant: Grant) =>
    t.db
      .updateTable('accounts')
      .set({ permissions: JSON.stringify(grant) })
      .where('email', '=', DEMO_LOGINS.sub)
      .execute();

  for (const { name, grant } of GRANTS) {
    it(`with ${name}`, async () => {
      await grantSub(grant);
      const wrong: string[] = [];
      for (const operation of WALKED) {
        const expected =
          !operation.mainAccountOnly && allows({ isMain: false, grant }, operation.permission, neededLevel(operation));
        const reply = await t.call(operation as OperationDef, { token: sub, params: { id: 1 } });
        const refused = reply.error_code === DENIED;
        if (refused === expected) wrong.push(`${operation.id}: ${expected ? 'refused' : 'allowed'} (${reply.msg})`);
        if (reply.error_code === 1010) sub = await t.login(DEMO_LOGINS.sub);
      }
      expect(wrong).toEqual([]);
    });
  }

  it("answers a refusal with the spec's text, in the request's language", async () => {
    await grantSub({ areas: { product: 'view' }, export: false });
    const en = await t.call(product.addProduct, { token: sub, body: {} });
    expect(en).toMatchObject({
      status: 403,
      error_code: DENIED,
      msg: 'you do not have permission to access this page, please consult your administrator',
    });
    const zh = await t.call(product.addProduct, { token: sub, body: {}, lang: 'zh_CN' });
    expect(zh.msg).toBe('您没有访问此页面的权限，请咨询管理员');
  });

  it('refuses an import to a sub-account that only reads the area', async () => {
    await grantSub({ areas: { product: 'view' }, export: true });
    const reply = await t.request({
      method: 'POST',
      url: product.importProduct.path,
      headers: { token: sub, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc\r\n--x--\r\n',
    });
    expect(reply.error_code).toBe(DENIED);
  });

  it('tells the web what the account may do, with the menu built from it', async () => {
    await grantSub({ areas: { product: 'view', order: 'manage' }, export: false });
    const me = await t.call(user.getCurrentUser, { token: sub });
    expect(me.content.grant).toEqual({ areas: { product: 'view', order: 'manage' }, export: false });
    const paths = me.content.menu_list.flatMap((entry) => [entry.path, ...entry.children.map((child) => child.path)]);
    expect(paths).toEqual(expect.arrayContaining(['/productsList', '/order/order-list', '/order/create']));
    expect(paths).not.toContain('/products/add');
    expect(paths).not.toContain('/inventory');
    const main = await t.call(user.getCurrentUser, { token: await t.login(DEMO_LOGINS.main) });
    expect(main.content.grant).toEqual({ areas: everyArea('manage'), export: true, skus: 'all' });
  });

  it('reads a grant of the old form (a list of areas) as those areas managed, export allowed', () => {
    expect(grantFromAreaList('["product","inventory","nope"]')).toEqual({
      areas: { product: 'manage', inventory: 'manage' },
      export: true,
    });
    expect(grantFromAreaList('not json')).toEqual({ areas: {}, export: true });
  });
});
