import { auth, type BodyOf, operationLog, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant } from './support/products';
import { DEMO_LOGINS, TestApp } from './support/test-app';

type Change = BodyOf<typeof user.updateProfile>;

/** The profile as a save body: what the page sends back unchanged. */
const bodyOf = ({ first_name, last_name, phone, lang, time_zone }: user.Profile): Change => ({
  first_name,
  last_name,
  phone,
  lang,
  time_zone,
});

describe('user profile', () => {
  let t: TestApp;
  let main: string;
  let sub: string;
  beforeAll(async () => {
    t = await TestApp.start();
    [main, sub] = await Promise.all([t.login(DEMO_LOGINS.main), t.login(DEMO_LOGINS.sub)]);
  });
  afterAll(() => t.close());

  const change = (token: string, body: Partial<Change>, base: Change, lang?: 'en' | 'zh_CN') =>
    t.call(user.updateProfile, { token, body: { ...base, ...body }, lang });

  it("shows the account's own fields, UTC until a zone is chosen, and the merchant's contacts", async () => {
    const reply = await t.call(user.getProfile, { token: main });
    expect(reply.error_code, reply.msg).toBe(0);
    expect(reply.content).toMatchObject({
      email: DEMO_LOGINS.main,
      phone: '+86 755 8888 0000',
      time_zone: 'UTC',
      lang: 'en',
    });
    // The home page's contacts, the same people in the same order.
    expect(reply.content.contacts.map((c) => [c.role, c.name])).toEqual([
      ['sales_manager', 'Lily Chen'],
      ['account_manager', 'Kevin Wang'],
      ['customer_service', 'Grace Liu'],
    ]);
  });

  it('starts a new merchant’s profile with the phone it registered with', async () => {
    const m = await registerMerchant(t);
    const reply = await t.call(user.getProfile, { token: m.token });
    expect(reply.content).toMatchObject({ first_name: 'Pia', last_name: 'Product', phone: '+1 555 0100' });
  });

  it('saves name, phone, language and time zone, keeps the e-mail, and tells the current user the zone', async () => {
    const before = (await t.call(user.getProfile, { token: main })).content;
    const base = bodyOf(before);
    const saved = await change(
      main,
      { first_name: ' Dana ', phone: '+86 138 0000 0000', lang: 'zh_CN', time_zone: 'asia/shanghai' },
      base,
    );
    expect(saved.error_code, saved.msg).toBe(0);
    // Trimmed, and the zone in its canonical spelling.
    expect(saved.content).toMatchObject({
      email: DEMO_LOGINS.main,
      first_name: 'Dana',
      phone: '+86 138 0000 0000',
      lang: 'zh_CN',
      time_zone: 'Asia/Shanghai',
    });
    expect((await t.call(user.getProfile, { token: main })).content).toEqual(saved.content);
    expect((await t.call(user.getCurrentUser, { token: main })).content.time_zone).toBe('Asia/Shanghai');
    // Logged like every write, with what was sent.
    const log = await t.call(operationLog.getList, { token: main, query: { page_size: 10, menu: 'account' } });
    expect(log.content.list[0]).toMatchObject({ operation: 'user.updateProfile', result_code: 0 });
    // The phone may be emptied: it is the account's own, not the sign-in.
    const emptied = await change(main, { phone: '' }, { ...base, time_zone: 'Asia/Shanghai' });
    expect(emptied.content.phone).toBe('');
  });

  it('refuses an unknown time zone and a wrong phone with field messages in the request’s language', async () => {
    const before = (await t.call(user.getProfile, { token: main })).content;
    const base = bodyOf(before);
    const bad = await change(main, { time_zone: 'Mars/Olympus_Mons' }, base);
    expect(bad.error_code).toBe(1001);
    expect(JSON.stringify(bad.content)).toContain('Unknown time zone');
    const badZh = await change(main, { time_zone: 'Mars/Olympus_Mons', phone: 'call me' }, base, 'zh_CN');
    expect(badZh.error_code).toBe(1001);
    expect(JSON.stringify(badZh.content)).toContain('未知的时区');
    expect(JSON.stringify(badZh.content)).toContain('请输入有效的电话号码');
    expect((await t.call(user.getProfile, { token: main })).content.time_zone).toBe(before.time_zone);
  });

  it('lets a sub-account change its own profile and nobody else’s', async () => {
    const mainBefore = (await t.call(user.getProfile, { token: main })).content;
    const own = (await t.call(user.getProfile, { token: sub })).content;
    expect(own.email).toBe(DEMO_LOGINS.sub);
    expect(own.contacts).toHaveLength(3);
    const saved = await change(sub, { last_name: 'Changed', time_zone: 'Europe/Berlin' }, bodyOf(own));
    expect(saved.error_code, saved.msg).toBe(0);
    expect(saved.content).toMatchObject({ email: DEMO_LOGINS.sub, last_name: 'Changed', time_zone: 'Europe/Berlin' });
    const { contacts: _contacts, ...mainFields } = mainBefore;
    expect((await t.call(user.getProfile, { token: main })).content).toMatchObject(mainFields);
    // Its name shows where it is greeted.
    expect((await t.call(user.getCurrentUser, { token: sub })).content.name).toBe('Sam Changed');
  });

  it('saves the language alone for the header’s switch, keeping every other field', async () => {
    const m = await registerMerchant(t);
    const before = (await t.call(user.getProfile, { token: m.token })).content;
    const saved = await t.call(user.updateLanguage, { token: m.token, body: { lang: 'zh_CN' } });
    expect(saved.error_code, saved.msg).toBe(0);
    expect(saved.content).toEqual({ ...before, lang: 'zh_CN' });
    // Read back in another language: the stored choice, not the request's.
    expect((await t.call(user.getProfile, { token: m.token, lang: 'en' })).content.lang).toBe('zh_CN');
    const bad = await t.call(user.updateLanguage, { token: m.token, body: { lang: 'fr' as 'en' } });
    expect(bad.error_code).toBe(1001);
  });

  it('keeps the saved language at a sign-in from a page in another language, and tells the current user', async () => {
    const email = `lang-${process.pid}-${Date.now()}@shop.test`;
    const password = 'Fresh#Start9';
    // Registered from a Chinese page: that is the account's first choice.
    const registered = await t.call(auth.register, {
      body: {
        first_name: 'Lin',
        last_name: 'Yu',
        email,
        password,
        confirm_password: password,
        phone: '+86 138 0000 0001',
        country: 'CN',
        currency: 'CNY',
        agree_privacy: true,
      },
      lang: 'zh_CN',
      headers: { 'x-forwarded-for': '198.51.100.251' },
    });
    expect(registered.error_code, registered.msg).toBe(0);
    // Signed in on another device from the English sign-in page.
    const signedIn = await t.call(auth.login, {
      body: { email, password },
      lang: 'en',
      headers: { 'x-forwarded-for': '198.51.100.252' },
    });
    expect(signedIn.error_code, signedIn.msg).toBe(0);
    const token = signedIn.content.token;
    expect((await t.call(user.getProfile, { token, lang: 'en' })).content.lang).toBe('zh_CN');
    expect((await t.call(user.getCurrentUser, { token, lang: 'en' })).content.lang).toBe('zh_CN');
    // The header's switch changes it; the next sign-in in Chinese leaves that choice too.
    await t.call(user.updateLanguage, { token, body: { lang: 'en' } });
    const again = await t.call(auth.login, { body: { email, password }, lang: 'zh_CN' });
    expect((await t.call(user.getCurrentUser, { token: again.content.token })).content.lang).toBe('en');
  });
});
