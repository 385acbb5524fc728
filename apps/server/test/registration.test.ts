import { auth, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const PASSWORD = 'Fresh#Start9';

function registration(email: string, extra: Record<string, unknown> = {}) {
  return {
    first_name: 'Nina',
    last_name: 'Novak',
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    phone: '+386 1 555 0100',
    country: 'SI',
    currency: 'EUR',
    agree_privacy: true,
    ...extra,
  };
}

/** Each test sends from its own client address, so the per-address limits do not leak between tests. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Tests pose as several clients through X-Forwarded-For, as a load balancer would set it.
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('creates the merchant and its main account, signs it in, and the new account can log in', async () => {
    const reply = await t.call(auth.register, {
      body: registration('Nina@Shop.test', { company_name: 'Nina Shop d.o.o.' }),
      headers: from('198.51.100.1'),
    });
    expect(reply.error_code).toBe(0);
    // Demo merchants are 10001 and 10002: new customers continue the sequence.
    expect(reply.content.customer_id).toBe(10003);

    const me = await t.call(user.getCurrentUser, { token: reply.content.token });
    expect(me.content).toMatchObject({
      name: 'Nina Shop d.o.o.',
      email: 'nina@shop.test',
      customer_id: 10003,
      customer_sub_account_id: 0,
      platform_type: 1,
      guide_type_3: 0,
    });

    const token = await t.login('nina@shop.test', PASSWORD);
    expect((await t.call(user.getCurrentUser, { token })).content.customer_id).toBe(10003);

    const customer = await t.db.selectFrom('customers').selectAll().where('id', '=', 10003).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ country: 'SI', currency: 'EUR', phone: '+386 1 555 0100', api_key: null });
    const account = await t.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', 'nina@shop.test')
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ customer_id: 10003, is_main: 1, account_type: 'main', status: 'active' });
    expect(account.password_hash).not.toContain(PASSWORD);
  });

  it('takes the platform type from the form, and names a merchant without company after its owner', async () => {
    const reply = await t.call(auth.register, {
      body: registration('brand4@shop.test', { platform_type: 4 }),
      headers: from('198.51.100.2'),
    });
    expect(reply.error_code).toBe(0);
    expect(reply.content.customer_id).toBe(10004);
    const me = await t.call(user.getCurrentUser, { token: reply.content.token });
    expect(me.content).toMatchObject({ name: 'Nina Novak', platform_type: 4 });
  });

  it('refuses an email that is already registered, whatever its case, in en and zh_CN', async () => {
    const before = await t.db.selectFrom('customers').select('id').execute();
    const en = await t.call(auth.register, { body: registration('Demo@Portal.test'), headers: from('198.51.100.3') });
    expect(en.error_code).toBe(1007);
    expect(en.msg).toBe('The email has already been registered');
    const zh = await t.call(auth.register, {
      body: registration(DEMO_LOGINS.sub),
      lang: 'zh_CN',
      headers: from('198.51.100.3'),
    });
    expect(zh.error_code).toBe(1007);
    expect(zh.msg).toBe('该邮箱已被注册');
    expect(await t.db.selectFrom('customers').select('id').execute()).toHaveLength(before.length);
  });

  it('creates one merchant, not an orphan customer, when the same email registers twice at once', async () => {
    const before = await t.db.selectFrom('customers').select('id').execute();
    const [a, b] = await Promise.all([
      t.call(auth.register, { body: registration('race@shop.test'), headers: from('198.51.100.4') }),
      t.call(auth.register, { body: registration('race@shop.test'), headers: from('198.51.100.4') }),
    ]);
    expect([a.error_code, b.error_code].sort()).toEqual([0, 1007]);
    expect(await t.db.selectFrom('customers').select('id').execute()).toHaveLength(before.length + 1);
    expect(await t.db.selectFrom('accounts').select('id').where('email', '=', 'race@shop.test').execute()).toHaveLength(
      1,
    );
  });

  it('names the mismatched password confirmation in the request language', async () => {
    const body = registration('typo@shop.test', { confirm_password: 'Fresh#Start8' });
    const zh = await t.call(auth.register, { body, lang: 'zh_CN', headers: from('198.51.100.5') });
    expect(zh.error_code).toBe(1001);
    expect(zh.msg).toBe('验证失败: confirm_password: 两次输入的密码不一致');
    const en = await t.call(auth.register, { body, headers: from('198.51.100.5') });
    expect(en.msg).toBe('Validation failure: confirm_password: Inconsistency between two password entries');
    expect(await t.db.selectFrom('accounts').select('id').where('email', '=', 'typo@shop.test').execute()).toEqual([]);
  });

  it('refuses a country code that is not in the country list', async () => {
    const reply = await t.call(auth.register, {
      body: registration('nowhere@shop.test', { country: 'XX' }),
      headers: from('198.51.100.6'),
    });
    expect(reply.error_code).toBe(1001);
    expect(reply.msg).toBe('Validation failure: country: Unknown country');
  });

  it('tells the registration form whether an email is taken', async () => {
    const taken = await t.call(auth.checkEmailIsExist, { body: { email: 'DEMO@portal.test' } });
    expect(taken.content).toEqual({ is_exist: 1 });
    const free = await t.call(auth.checkEmailIsExist, { body: { email: 'nobody@shop.test' } });
    expect(free.content).toEqual({ is_exist: 0 });
  });

  it('limits registrations per client address with "Operation too frequent"', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const reply = await t.call(auth.register, { body: registration(DEMO_LOGINS.main), headers: from('203.0.113.9') });
      codes.push(reply.error_code);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(1007));
    expect(codes[10]).toBe(1003);
    const zh = await t.call(auth.register, {
      body: registration('late@shop.test'),
      lang: 'zh_CN',
      headers: from('203.0.113.9'),
    });
    expect(zh.error_code).toBe(1003);
    expect(zh.msg).toBe('操作过于频繁');
    // Another address is not affected.
    const other = await t.call(auth.register, { body: registration(DEMO_LOGINS.main), headers: from('203.0.113.10') });
    expect(other.error_code).toBe(1007);
  });

  it('limits email look-ups per client address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const reply = await t.call(auth.checkEmailIsExist, {
        body: { email: `probe${i}@shop.test` },
        headers: from('203.0.113.20'),
      });
      codes.push(reply.error_code);
    }
    expect(codes.slice(0, 30).every((c) => c === 0)).toBe(true);
    expect(codes[30]).toBe(1003);
  });
  it('refuses common and breached passwords and ones built from the email or names, under the field, writing nothing', async () => {
    const cases = [
      [
        'weak1@shop.test',
        'password1',
        'en',
        'This password is too common or has appeared in a data breach, please choose another',
      ],
      ['weak2@shop.test', 'Password1', 'zh_CN', '该密码过于常见或已在数据泄露中出现，请换一个'],
      [
        'weak3@shop.test',
        '12345678a',
        'en',
        'This password is too common or has appeared in a data breach, please choose another',
      ],
      ['rosalind@shop.test', 'rosalind@shop.test1', 'en', 'The password must not contain your email address or name'],
      ['weak5@shop.test', 'Novak#2026', 'zh_CN', '密码不能包含您的邮箱或姓名'],
    ] as const;
    for (const [index, [email, password, lang, message]] of cases.entries()) {
      const reply = await t.call(auth.register, {
        body: registration(email, { password, confirm_password: password }),
        headers: from(`198.51.100.${60 + index}`),
        lang,
      });
      expect(reply.error_code, password).toBe(1001);
      expect(reply.content, password).toEqual({ errors: [{ field: 'password', message }] });
    }
    const written = await t.db
      .selectFrom('accounts')
      .select('email')
      .where(
        'email',
        'in',
        cases.map(([email]) => email),
      )
      .execute();
    expect(written).toEqual([]);
  });
});
