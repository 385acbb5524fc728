import { auth, message, notice, type OperationDef, setting, subAccount, user, warningEmail } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD, TestApp } from './support/test-app';

/**
 * Every settings and account operation and what a sub-account may do with it. Merchant-wide
 * settings are the main account's; what belongs to one account (its guide flag, its own sessions)
 * each account manages for itself. A new settings operation fails the first test until it is listed.
 */
const SUB_ACCOUNT_RIGHTS: Record<string, 'main account only' | 'own account' | 'read, key hidden'> = {
  [setting.getSettingInfo.id]: 'read, key hidden',
  [setting.generateCustomerApiKey.id]: 'main account only',
  [setting.updatePwd.id]: 'main account only',
  [setting.changeShowTrueTrackingNumber.id]: 'main account only',
  [setting.updateOperationGuide.id]: 'own account',
  [setting.getSessionList.id]: 'own account',
  [setting.endSession.id]: 'own account',
  [setting.endOtherSessions.id]: 'own account',
  [user.getCurrentUser.id]: 'own account',
  [user.getProfile.id]: 'own account',
  [user.updateProfile.id]: 'own account',
  [user.updateLanguage.id]: 'own account',
  [auth.logout.id]: 'own account',
  [notice.getNewestNotice.id]: 'own account',
  [notice.getNoticeList.id]: 'own account',
  [notice.getUnreadNoticeCount.id]: 'own account',
  [notice.updateNoticeReadStatus.id]: 'own account',
  // Each account's own read marks; which alerts it sees follows its areas (user-messages.test.ts).
  [message.getList.id]: 'own account',
  [message.getUnreadCount.id]: 'own account',
  [message.markRead.id]: 'own account',
  [message.markAllRead.id]: 'own account',
  [subAccount.getList.id]: 'main account only',
  [subAccount.getSkus.id]: 'main account only',
  [subAccount.create.id]: 'main account only',
  [subAccount.update.id]: 'main account only',
  [subAccount.setStatus.id]: 'main account only',
  [subAccount.remove.id]: 'main account only',
  [subAccount.resendInvitation.id]: 'main account only',
  [subAccount.sendPasswordReset.id]: 'main account only',
  // The addresses receive the whole merchant's alerts.
  [warningEmail.info.id]: 'main account only',
  [warningEmail.save.id]: 'main account only',
};

function isOperation(value: unknown): value is OperationDef {
  return typeof value === 'object' && value !== null && 'path' in value && 'method' in value;
}

/** The settings and account areas: the settings drawer, the user and its profile, notices, messages, sub-accounts, warning e-mails. */
const settingOperations: OperationDef[] = [setting, user, notice, message, subAccount, warningEmail]
  .flatMap((area) => Object.values(area) as unknown[])
  .filter(isOperation)
  .filter((op) => op.auth === 'user');

describe('sub-account rights over settings and account operations', () => {
  let t: TestApp;
  let main: string;
  let sub: string;
  beforeAll(async () => {
    t = await TestApp.start();
    [main, sub] = await Promise.all([t.login(), t.login(DEMO_LOGINS.sub)]);
  });
  afterAll(() => t.close());

  const customer = () =>
    t.db
      .selectFrom('customers')
      .select(['api_key', 'show_true_tracking_number'])
      .where('id', '=', 10001)
      .executeTakeFirstOrThrow();

  it('lists every settings and account operation with what a sub-account may do', () => {
    expect(settingOperations.map((op) => op.id).filter((id) => !(id in SUB_ACCOUNT_RIGHTS))).toEqual([]);
    for (const op of settingOperations) {
      expect(Boolean(op.mainAccountOnly), op.id).toBe(SUB_ACCOUNT_RIGHTS[op.id] === 'main account only');
    }
  });

  it('refuses a sub-account the true-tracking-number switch, which is merchant-wide, and changes nothing', async () => {
    const before = await customer();
    for (const value of [1, 0] as const) {
      const reply = await t.call(setting.changeShowTrueTrackingNumber, {
        token: sub,
        body: { show_true_tracking_number: value },
        lang: 'zh_CN',
      });
      expect([reply.status, reply.error_code, reply.msg]).toEqual([403, 1005, '您没有访问此页面的权限，请咨询管理员']);
    }
    expect(await customer()).toEqual(before);
    const byMain = await t.call(setting.changeShowTrueTrackingNumber, {
      token: main,
      body: { show_true_tracking_number: 1 },
    });
    expect(byMain.content).toEqual({ show_true_tracking_number: 1 });
    // The sub-account still reads the merchant's setting.
    expect((await t.call(setting.getSettingInfo, { token: sub })).content.show_true_tracking_number).toBe(1);
  });

  it('refuses a sub-account every main-account-only operation, changing nothing', async () => {
    const before = await customer();
    const bodies: Record<string, unknown> = {
      [setting.updatePwd.id]: {
        current_pwd: DEMO_PASSWORD,
        new_pwd: 'Sub#Takeover77',
        confirm_new_pwd: 'Sub#Takeover77',
      },
      [setting.changeShowTrueTrackingNumber.id]: { show_true_tracking_number: 0 },
    };
    for (const op of settingOperations.filter((o) => SUB_ACCOUNT_RIGHTS[o.id] === 'main account only')) {
      const reply = await t.call(op, { token: sub, body: bodies[op.id] ?? {} });
      expect(reply.error_code, op.id).toBe(1005);
    }
    expect(await customer()).toEqual(before);
    await t.login(DEMO_LOGINS.sub, DEMO_PASSWORD);
  });

  it("lets a sub-account manage only its own account's guide flag and sessions", async () => {
    const subElsewhere = await t.login(DEMO_LOGINS.sub);
    expect(
      (await t.call(setting.updateOperationGuide, { token: sub, body: { is_read: 1, guide_type: 3 } })).error_code,
    ).toBe(0);
    expect((await t.call(user.getCurrentUser, { token: main })).content.guide_type_3).toBe(0);

    const own = (await t.call(setting.getSessionList, { token: sub })).content;
    expect(own.length).toBeGreaterThanOrEqual(2);
    const mainIds = (await t.call(setting.getSessionList, { token: main })).content.map((s) => s.id);
    expect(own.some((s) => mainIds.includes(s.id))).toBe(false);
    for (const id of mainIds)
      expect((await t.call(setting.endSession, { token: sub, body: { id } })).error_code).toBe(1004);

    expect((await t.call(setting.endOtherSessions, { token: sub })).content.ended).toBeGreaterThanOrEqual(1);
    expect((await t.call(user.getCurrentUser, { token: subElsewhere })).error_code).toBe(1010);
    expect((await t.call(user.getCurrentUser, { token: main })).error_code).toBe(0);
  });
});
