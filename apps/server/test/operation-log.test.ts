import {
  auth,
  MASKED,
  OPERATION_LOG_RETENTION_DAYS,
  open,
  operationLog,
  opsBilling,
  opsOrder,
  order,
  PARAMETERS_CUT_MARK,
  PARAMETERS_MAX_CHARS,
  product,
  setting,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantJson } from './support/grants';
import { multipart } from './support/multipart';
import { createOrder, merchantWithSkus, sampleOrder } from './support/orders';
import { registerMerchant, sampleProduct } from './support/products';
import { TestApp } from './support/test-app';
import { readXlsx } from './support/xlsx';

describe('operation log', () => {
  let t: TestApp;
  let merchant: { token: string; customerId: number };
  let email: string;

  beforeAll(async () => {
    t = await TestApp.start();
    merchant = await registerMerchant(t);
    const me = await t.db
      .selectFrom('accounts')
      .select('email')
      .where('customer_id', '=', merchant.customerId)
      .executeTakeFirstOrThrow();
    email = me.email;
  });
  afterAll(() => t.close());

  async function entries(token: string, query: Record<string, unknown> = {}) {
    const reply = await t.call(operationLog.getList, { token, query: { page_size: 100, ...query } });
    expect(reply.error_code, reply.msg).toBe(0);
    return reply.content;
  }

  it('logs a change with its caller, menu, address and result, in the change’s transaction', async () => {
    const saved = await t.call(product.addProduct, { token: merchant.token, body: sampleProduct({ sku: 'LOG-1' }) });
    expect(saved.error_code).toBe(0);
    const { list } = await entries(merchant.token, { menu: 'product' });
    expect(list[0]).toMatchObject({
      operation: 'product.addProduct',
      menu: 'product',
      source: 'web',
      account_email: email,
      account_name: 'Pia Product',
      account_kind: 'main',
      method: 'POST',
      url: product.addProduct.path,
      result_code: 0,
      result_msg: 'Success',
    });
    const detail = await t.call(operationLog.getDetail, { token: merchant.token, query: { id: list[0]?.id } });
    expect(JSON.parse(detail.content.params).body).toMatchObject({ sku: 'LOG-1', hs_code: '610910' });
    expect(detail.content.user_agent).toBe('lightMyRequest');
    // One entry for one request, however many statements it ran.
    expect(list.filter((entry) => entry.operation === 'product.addProduct')).toHaveLength(1);
  });

  it('logs a refusal with its code and message and changes nothing; secrets are masked', async () => {
    const refused = await t.call(setting.updatePwd, {
      token: merchant.token,
      query: { access_token: 'leak-me', keyword: 'kept' },
      body: { current_pwd: 'Not-the-one-42', new_pwd: 'Brand#New#Pass9', confirm_new_pwd: 'Brand#New#Pass9' },
    });
    expect(refused.error_code).not.toBe(0);
    const [entry] = (await entries(merchant.token, { result: 'failed' })).list;
    expect(entry).toMatchObject({
      operation: 'setting.updatePwd',
      result_code: refused.error_code,
      result_msg: refused.msg,
    });
    const detail = await t.call(operationLog.getDetail, { token: merchant.token, query: { id: entry?.id } });
    expect(JSON.parse(detail.content.params).body).toEqual({
      current_pwd: MASKED,
      new_pwd: MASKED,
      confirm_new_pwd: MASKED,
    });
    expect(detail.content.params).not.toContain('Brand#New#Pass9');
    // A secret in the address is masked there too; other parameters are kept.
    expect(entry?.url).toBe(`${setting.updatePwd.path}?access_token=[redacted]&keyword=kept`);
    expect(JSON.parse(detail.content.params).query).toEqual({ access_token: MASKED, keyword: 'kept' });
    // The password did not change.
    expect((await t.call(auth.login, { body: { email, password: 'Brand#New#Pass9' } })).error_code).not.toBe(0);
  });

  it('logs a sign-in and a failed one under the account; an unknown address under no merchant', async () => {
    const before = (await entries(merchant.token, { menu: 'account' })).total;
    expect((await t.call(auth.login, { body: { email, password: 'Wrong#Pass#42' } })).error_code).toBe(1006);
    expect(
      (await t.call(auth.login, { body: { email: 'nobody-here@shop.test', password: 'Wrong#Pass#42' } })).error_code,
    ).toBe(1006);
    const { list, total } = await entries(merchant.token, { menu: 'account' });
    expect(total - before).toBeGreaterThanOrEqual(1);
    expect(list[0]).toMatchObject({ operation: 'auth.login', result_code: 1006, account_email: email });
    const params = (await t.call(operationLog.getDetail, { token: merchant.token, query: { id: list[0]?.id } })).content
      .params;
    expect(JSON.parse(params).body).toEqual({ email, password: MASKED });
    const strays = await t.db
      .selectFrom('operation_logs')
      .select('id')
      .where('params', 'like', '%nobody-here%')
      .execute();
    expect(strays).toEqual([]);
  });

  it('logs a registration and a password reset by link under the account, with the passwords masked', async () => {
    const fresh = await registerMerchant(t);
    const [account] = await t.db
      .selectFrom('accounts')
      .select('email')
      .where('customer_id', '=', fresh.customerId)
      .execute();
    const address = account?.email ?? '';
    expect((await t.call(auth.sendResetEmail, { body: { email: address } })).error_code).toBe(0);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', address)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = mail.text_body.match(/\/forget#token=([\w-]+)/)?.[1] ?? '';
    // "password1" passes the contract's rule but is a common password: refused once the link named the account.
    const weak = await t.call(auth.resetPassword, {
      body: { token, new_pwd: 'password1', confirm_new_pwd: 'password1' },
    });
    expect(weak.error_code).not.toBe(0);
    const password = 'Another#Start42';
    const reset = await t.call(auth.resetPassword, { body: { token, new_pwd: password, confirm_new_pwd: password } });
    expect(reset.error_code, reset.msg).toBe(0);
    const token2 = await t.login(address, password);
    const { list } = await entries(token2, { menu: 'account' });
    const logged = list.filter((e) => e.operation !== 'auth.login' && e.operation !== 'auth.sendResetEmail');
    expect(logged.map((e) => [e.operation, e.result_code === 0, e.account_email, e.account_kind])).toEqual([
      ['auth.resetPassword', true, address, 'main'],
      ['auth.resetPassword', false, address, 'main'],
      ['auth.register', true, address, 'main'],
    ]);
    const registered = logged[2];
    const params = (await t.call(operationLog.getDetail, { token: token2, query: { id: registered?.id } })).content
      .params;
    expect(JSON.parse(params).body).toMatchObject({ email: address, password: MASKED, confirm_password: MASKED });
  });

  it('logs the Open API as `api` and the staff as `staff` under the merchant they act on', async () => {
    const key = (await t.call(setting.generateCustomerApiKey, { token: merchant.token })).content.apikey;
    const cancelled = await t.call(open.cancelOrder, {
      params: { id: 'SO-NOT-THERE' },
      body: { reason: 'test' },
      headers: { 'x-api-key': key },
    });
    expect(cancelled.error_code).not.toBe(0);
    const staff = await t.call(opsBilling.setCreditLimit, {
      ops: true,
      body: { customer_id: merchant.customerId, credit_limit: 5000 },
    });
    expect(staff.error_code).toBe(0);
    const { list } = await entries(merchant.token);
    expect(list.find((entry) => entry.operation === 'open.cancelOrder')).toMatchObject({
      source: 'api',
      account_id: 0,
      account_kind: '',
      menu: 'order',
      url: '/api/open/v1/orders/SO-NOT-THERE/cancel',
    });
    expect(list.find((entry) => entry.operation === 'opsBilling.setCreditLimit')).toMatchObject({
      source: 'staff',
      menu: 'billing',
      result_code: 0,
    });
    expect((await entries(merchant.token, { source: 'staff' })).list.map((entry) => entry.operation)).toEqual([
      'opsBilling.setCreditLimit',
    ]);
  });

  it('files a staff step naming an order by its number under the order’s merchant, and an unknown number under none', async () => {
    const m = await merchantWithSkus(t);
    const saved = await createOrder(t, m.token, sampleOrder());
    expect((await t.call(order.submitOrders, { token: m.token, body: { ids: [saved.id] } })).error_code).toBe(0);
    const verified = await t.call(opsOrder.verify, {
      ops: true,
      body: { system_order_id: saved.system_order_id, operator: 'Warehouse Ann' },
    });
    expect(verified.error_code, verified.msg).toBe(0);
    const again = await t.call(opsOrder.verify, { ops: true, body: { system_order_id: saved.system_order_id } });
    expect(again.error_code).not.toBe(0);
    const staffSteps = (await entries(m.token, { source: 'staff' })).list.filter(
      (e) => e.operation === 'opsOrder.verify',
    );
    expect(staffSteps.map((e) => [e.account_name, e.menu, e.result_code === 0])).toEqual([
      ['staff', 'order', false],
      ['Warehouse Ann', 'order', true],
    ]);
    // Another merchant's log has none of it.
    expect(
      (await entries(merchant.token, { source: 'staff' })).list.some((e) => e.operation === 'opsOrder.verify'),
    ).toBe(false);
    const unknown = await t.call(opsOrder.verify, { ops: true, body: { system_order_id: 'SO-NOWHERE-1' } });
    expect(unknown.error_code).not.toBe(0);
    const filed = await t.db
      .selectFrom('operation_logs')
      .select('customer_id')
      .where('params', 'like', '%SO-NOWHERE-1%')
      .execute();
    expect(filed).toEqual([]);
  });

  it('logs an upload as its type and size, not its bytes', async () => {
    const bytes = Buffer.from('not a workbook at all, just some bytes');
    const body = multipart([
      { name: 'file', filename: 'skus.xlsx', contentType: 'application/octet-stream', data: bytes },
    ]);
    const reply = await t.request({
      method: 'POST',
      url: product.importProduct.path,
      payload: body.payload,
      headers: { ...body.headers, token: merchant.token },
    });
    expect(reply.error_code).not.toBe(0);
    const { list } = await entries(merchant.token);
    const logged = list.find((entry) => entry.operation === 'product.importProduct');
    expect(logged).toMatchObject({ result_code: reply.error_code });
    const params = (await t.call(operationLog.getDetail, { token: merchant.token, query: { id: logged?.id } })).content
      .params;
    const upload = JSON.parse(params).body.upload;
    expect(upload.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.size).toBe(body.payload.length);
    expect(params).not.toContain('just some bytes');
  });

  it('cuts long parameters at the documented size', async () => {
    const long = 'x'.repeat(PARAMETERS_MAX_CHARS * 3);
    await t.call(product.addProduct, {
      token: merchant.token,
      body: sampleProduct({ sku: 'LOG-LONG', name_en: long }),
    });
    const [entry] = (await entries(merchant.token, { menu: 'product' })).list;
    const detail = await t.call(operationLog.getDetail, { token: merchant.token, query: { id: entry?.id } });
    expect(detail.content.params.length).toBe(PARAMETERS_MAX_CHARS + PARAMETERS_CUT_MARK.length);
    expect(detail.content.params.endsWith(PARAMETERS_CUT_MARK)).toBe(true);
  });

  it('shows a sub-account its own entries only, and no merchant another’s', async () => {
    const subEmail = `log-sub-${Date.now()}@shop.test`;
    const at = new Date().toISOString();
    const main = await t.db
      .selectFrom('accounts')
      .select(['password_hash'])
      .where('customer_id', '=', merchant.customerId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('accounts')
      .values({
        customer_id: merchant.customerId,
        is_main: 0,
        account_type: 'insider',
        email: subEmail,
        password_hash: main.password_hash,
        first_name: 'Sam',
        last_name: 'Sub',
        status: 'active',
        permissions: grantJson(['operation_log', 'product']),
        guide_type_3: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const sub = await t.login(subEmail, 'Fresh#Start9');
    expect((await t.call(product.addProduct, { token: sub, body: sampleProduct({ sku: 'LOG-SUB' }) })).error_code).toBe(
      0,
    );
    const own = await entries(sub);
    expect(own.list.length).toBeGreaterThan(0);
    expect(new Set(own.list.map((entry) => entry.account_email))).toEqual(new Set([subEmail]));
    const all = await entries(merchant.token);
    expect(all.list.some((entry) => entry.account_email === subEmail && entry.account_kind === 'sub')).toBe(true);
    // The main account's entries are not the sub-account's to read.
    const mainEntry = all.list.find((entry) => entry.account_email === email);
    expect((await t.call(operationLog.getDetail, { token: sub, query: { id: mainEntry?.id } })).error_code).toBe(1711);

    const other = await registerMerchant(t);
    expect((await entries(other.token)).list.every((entry) => entry.account_email !== email)).toBe(true);
    expect(
      (await t.call(operationLog.getDetail, { token: other.token, query: { id: mainEntry?.id } })).error_code,
    ).toBe(1711);
  });

  it('exports the filtered entries with translated menus', async () => {
    const reply = await t.call(operationLog.exportOperationLog, {
      token: merchant.token,
      lang: 'zh_CN',
      query: { menu: 'product' },
    });
    expect(reply.status).toBe(200);
    const [sheet] = await readXlsx(reply.raw.rawPayload);
    expect(sheet?.rows[0]).toContain('菜单');
    expect(sheet?.rows.slice(1).every((row) => row.includes('产品管理'))).toBe(true);
  });

  it('a failed log write fails the change with it', async () => {
    await t.db.schema.alterTable('operation_logs').renameTo('operation_logs_away').execute();
    try {
      const reply = await t.call(product.addProduct, {
        token: merchant.token,
        body: sampleProduct({ sku: 'LOG-LOST' }),
      });
      expect(reply.status).toBe(500);
    } finally {
      await t.db.schema.alterTable('operation_logs_away').renameTo('operation_logs').execute();
    }
    const kept = await t.db.selectFrom('products').select('id').where('sku', '=', 'LOG-LOST').execute();
    expect(kept).toEqual([]);
  });

  it('the nightly job deletes entries past the retention', async () => {
    expect(OPERATION_LOG_RETENTION_DAYS).toBe(180);
    const old = new Date(Date.now() - 181 * 24 * 3600_000).toISOString();
    const [entry] = (await entries(merchant.token)).list;
    await t.db
      .updateTable('operation_logs')
      .set({ created_at: old })
      .where('id', '=', entry?.id ?? 0)
      .execute();
    const run = await t.app.core.jobs.runNow('operation-log.prune');
    expect(run).toMatchObject({ status: 'succeeded', result: { entries_deleted: 1 } });
    expect(
      await t.db
        .selectFrom('operation_logs')
        .select('id')
        .where('id', '=', entry?.id ?? 0)
        .execute(),
    ).toEqual([]);
  });
});
