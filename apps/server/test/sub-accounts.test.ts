import { auth, operationLog, product, subAccount, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, TestApp } from './support/test-app';

const PUBLIC_URL = 'https://portal.example.test';
const PASSWORD = 'Warehouse42x';

describe('sub-accounts', () => {
  let t: TestApp;
  let main: string;

  beforeAll(async () => {
    t = await TestApp.start({ env: { PUBLIC_URL } });
    main = await t.login(DEMO_LOGINS.main);
  });
  afterAll(() => t.close());

  /** The token of the newest invitation link mailed to an address (the outbox: demo mode's mailbox). */
  async function invitationToken(to: string): Promise<string> {
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'subject'])
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const token = mail?.text_body.match(/\/invitation#token=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no invitation link in ${mail?.text_body}`);
    return token;
  }

  async function listed(email: string) {
    const reply = await t.call(subAccount.getList, { token: main, query: { keyword: email } });
    expect(reply.error_code).toBe(0);
    return reply.content.list.find((row) => row.email === email);
  }

  it('invites a colleague by mail; the link sets the password and signs them in with the rights granted', async () => {
    const email = 'ana.insider@shop.test';
    const created = await t.call(subAccount.create, {
      token: main,
      body: {
        account_type: 'insider',
        first_name: 'Ana',
        last_name: 'Lopez',
        email,
        grant: { areas: { product: 'view', order: 'manage' }, export: false },
      },
    });
    expect(created.error_code).toBe(0);
    const pending = await listed(email);
    expect(pending).toMatchObject({ id: created.content.id, status: 'invited', last_sign_in_at: null });
    expect(Date.parse(pending?.invitation_expires_at ?? '') - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    // Until it is accepted, the account cannot sign in.
    expect((await t.call(auth.login, { body: { email, password: PASSWORD } })).error_code).toBe(1006);

    const token = await invitationToken(email);
    const opened = await t.call(subAccount.getInvitation, { body: { token } });
    expect(opened.content).toEqual({ email, first_name: 'Ana', merchant: 'Demo Merchant' });
    const weak = await t.call(subAccount.acceptInvitation, {
      body: { token, password: 'password1', confirm_password: 'password1' },
    });
    expect(weak.error_code).toBe(1001);
    const accepted = await t.call(subAccount.acceptInvitation, {
      body: { token, password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(accepted.error_code).toBe(0);
    const me = await t.call(user.getCurrentUser, { token: accepted.content.token });
    expect(me.content).toMatchObject({
      email,
      customer_id: 10001,
      grant: { areas: { product: 'view', order: 'manage' } },
    });
    expect(me.content.customer_sub_account_id).toBe(created.content.id);
    expect(me.content.account_id).toBe(created.content.id);
    // The link works once.
    const again = await t.call(subAccount.acceptInvitation, {
      body: { token, password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(again).toMatchObject({ error_code: 1701 });
    // The main account reads both uses of the link in its log, under the invitee (the password masked).
    const log = await t.call(operationLog.getList, {
      token: main,
      query: { page_size: 100, url: subAccount.acceptInvitation.path },
    });
    expect(log.content.list.map((entry) => [entry.account_email, entry.result_code])).toEqual([
      [email, 0],
      [email, 1001],
    ]);
    expect(await listed(email)).toMatchObject({ status: 'active', invitation_expires_at: null });
    expect((await listed(email))?.last_sign_in_at).not.toBeNull();
  });

  it('creates an account with a typed password when asked, and refuses a taken e-mail', async () => {
    const missing = await t.call(subAccount.create, {
      token: main,
      body: {
        account_type: 'supplier',
        first_name: 'Fu',
        last_name: 'Factory',
        email: 'fu@factory.test',
        invite: 0,
        grant: { areas: {}, export: false },
      },
    });
    expect(missing.error_code).toBe(1001);
    const body = {
      account_type: 'supplier' as const,
      first_name: 'Fu',
      last_name: 'Factory',
      email: 'fu@factory.test',
      invite: 0 as const,
      password: PASSWORD,
      grant: { areas: { product: 'manage' as const, inbound: 'manage' as const }, export: false },
    };
    expect((await t.call(subAccount.create, { token: main, body })).error_code).toBe(0);
    expect((await t.call(auth.login, { body: { email: 'fu@factory.test', password: PASSWORD } })).error_code).toBe(0);
    const taken = await t.call(subAccount.create, { token: main, body: { ...body, email: DEMO_LOGINS.other } });
    expect(taken).toMatchObject({ error_code: 1007, msg: 'The email has already been registered' });
  });

  it('applies changed rights at the next request, and disabling or deleting ends its sessions', async () => {
    const email = 'ops.clerk@shop.test';
    const body = {
      account_type: 'insider' as const,
      first_name: 'Oz',
      last_name: 'Clerk',
      email,
      invite: 0 as const,
      password: PASSWORD,
      grant: { areas: { product: 'view' as const }, export: false },
    };
    const { id } = (await t.call(subAccount.create, { token: main, body })).content;
    const session = await t.login(email, PASSWORD);
    expect((await t.call(product.addProduct, { token: session, body: {} })).error_code).toBe(1005);

    const { email: _email, invite: _invite, password: _password, ...fields } = body;
    await t.call(subAccount.update, {
      token: main,
      body: { ...fields, id, grant: { areas: { product: 'manage' }, export: true } },
    });
    // Signed in all along: the next call is judged on the new rights.
    expect((await t.call(product.addProduct, { token: session, body: {} })).error_code).toBe(1001);

    await t.call(subAccount.setStatus, { token: main, body: { id, status: 'disabled' } });
    expect((await t.call(user.getCurrentUser, { token: session })).error_code).toBe(1010);
    expect((await t.call(auth.login, { body: { email, password: PASSWORD } })).error_code).toBe(1015);
    await t.call(subAccount.setStatus, { token: main, body: { id, status: 'active' } });
    const again = await t.login(email, PASSWORD);

    expect((await t.call(subAccount.remove, { token: main, body: { id } })).error_code).toBe(0);
    expect((await t.call(user.getCurrentUser, { token: again })).error_code).toBe(1010);
    expect(await listed(email)).toBeUndefined();
    // The address is free again.
    expect((await t.call(subAccount.create, { token: main, body })).error_code).toBe(0);
  });

  it('resends an invitation with a new link, the old one no longer working, and withdraws one by deleting it', async () => {
    const email = 'late.invitee@shop.test';
    const { id } = (
      await t.call(subAccount.create, {
        token: main,
        body: {
          account_type: 'insider',
          first_name: 'Lu',
          last_name: 'Late',
          email,
          grant: { areas: {}, export: false },
        },
      })
    ).content;
    const first = await invitationToken(email);
    expect((await t.call(subAccount.resendInvitation, { token: main, body: { id } })).error_code).toBe(0);
    const second = await invitationToken(email);
    expect(second).not.toBe(first);
    expect((await t.call(subAccount.getInvitation, { body: { token: first } })).error_code).toBe(1701);
    expect((await t.call(subAccount.getInvitation, { body: { token: second } })).error_code).toBe(0);
    // A pending invitation cannot be disabled or reset; it can be withdrawn.
    expect((await t.call(subAccount.setStatus, { token: main, body: { id, status: 'disabled' } })).error_code).toBe(
      1703,
    );
    expect((await t.call(subAccount.remove, { token: main, body: { id } })).error_code).toBe(0);
    expect((await t.call(subAccount.getInvitation, { body: { token: second } })).error_code).toBe(1701);
  });

  it("is the main account's alone, and reaches only its own merchant's accounts", async () => {
    const sub = await t.login(DEMO_LOGINS.sub);
    expect((await t.call(subAccount.getList, { token: sub })).error_code).toBe(1005);
    const other = await t.login(DEMO_LOGINS.other, DEMO_PASSWORD);
    const demoSub = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO_LOGINS.sub)
      .executeTakeFirstOrThrow();
    expect((await t.call(subAccount.remove, { token: other, body: { id: demoSub.id } })).error_code).toBe(1004);
    expect((await t.call(subAccount.getList, { token: other })).content.list.map((row) => row.email)).not.toContain(
      DEMO_LOGINS.sub,
    );
    // The main account is not a sub-account: it can be neither changed nor deleted here.
    const mainId = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', DEMO_LOGINS.main)
      .executeTakeFirstOrThrow();
    expect((await t.call(subAccount.remove, { token: main, body: { id: mainId.id } })).error_code).toBe(1004);
  });
});
