import { randomBytes } from 'node:crypto';
import { type AccountSession, allows, type Lang } from '@portal/contract';
import type { Core } from '../../core';
import { isUniqueViolation } from '../../db/errors';
import { hashApiKey } from '../../identity/api-key-guard';
import { hashPassword, verifyPassword } from '../../identity/password';
import { notifyPasswordChanged } from '../../identity/password-changed-mail';
import { accountPasswordContext, assertPasswordAllowed } from '../../identity/password-policy';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';

/** Wrong current passwords per account: a stolen session must not become a password oracle. */
const PASSWORD_CHECKS = { max: 10, windowMs: 15 * 60_000 };

export class SettingService {
  constructor(private readonly core: Core) {}

  /** The API key is a credential to the merchant's whole account: sub-accounts see it only with the integration right. */
  async info(viewer: Viewer): Promise<{ apikey: string; show_true_tracking_number: 0 | 1 }> {
    const row = await this.core.customers.find(viewer.customerId);
    if (!row) throw new AppError('SESSION_EXPIRED');
    const mayReadKey = allows(viewer, 'integration', 'manage');
    return {
      apikey: mayReadKey ? (row.api_key ?? '') : '',
      show_true_tracking_number: row.show_true_tracking_number,
    };
  }

  /** 160 random bits; a collision with another merchant's key is retried rather than trusted to chance. */
  async generateApiKey(viewer: Viewer): Promise<{ apikey: string }> {
    for (let attempt = 0; ; attempt++) {
      const apikey = randomBytes(20).toString('hex');
      try {
        await this.core.customers.setApiKey(
          viewer.customerId,
          apikey,
          hashApiKey(apikey),
          this.core.clock.now().toISOString(),
        );
        return { apikey };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 2) throw error;
      }
    }
  }

  /**
   * Every session of the account ends, the caller's too: the web sends the user to sign in again.
   * The owner is told by mail, so a change made with a stolen session does not go unnoticed.
   */
  async changePassword(viewer: Viewer, currentPassword: string, newPassword: string, lang: Lang): Promise<void> {
    const { limiter, accounts, clock } = this.core;
    const bucket = `update-pwd:account:${viewer.accountId}`;
    await limiter.hit(bucket, PASSWORD_CHECKS.max, PASSWORD_CHECKS.windowMs);
    const [account, customer] = await Promise.all([
      accounts.findById(viewer.customerId, viewer.accountId),
      this.core.customers.find(viewer.customerId),
    ]);
    if (!account) throw new AppError('SESSION_EXPIRED');
    if (!(await verifyPassword(currentPassword, account.password_hash))) throw new AppError('CURRENT_PASSWORD_WRONG');
    assertPasswordAllowed(newPassword, accountPasswordContext(account, customer), 'new_pwd');
    const passwordHash = await hashPassword(newPassword);
    await accounts.updatePassword(viewer.customerId, viewer.accountId, passwordHash, clock.now().toISOString());
    await this.core.sessions.revokeAll(viewer.accountId);
    await limiter.reset(bucket);
    await notifyPasswordChanged(this.core, account, 'settings', lang);
  }

  sessions(viewer: Viewer): Promise<AccountSession[]> {
    return this.core.sessions.list(viewer);
  }

  /** Another session of the caller's own account; the one in use is refused, another account's is not found. */
  async endSession(viewer: Viewer, sessionId: number): Promise<void> {
    if (sessionId === viewer.sessionId) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'id', message: 'v.currentSession' }] });
    }
    if (!(await this.core.sessions.endOther(viewer, sessionId))) throw new AppError('NOT_FOUND');
  }

  async endOtherSessions(viewer: Viewer): Promise<{ ended: number }> {
    return { ended: await this.core.sessions.endAllOthers(viewer) };
  }

  async setShowTrueTrackingNumber(viewer: Viewer, value: 0 | 1): Promise<{ show_true_tracking_number: 0 | 1 }> {
    await this.core.customers.setShowTrueTrackingNumber(viewer.customerId, value, this.core.clock.now().toISOString());
    return { show_true_tracking_number: value };
  }

  async setGuideRead(viewer: Viewer, read: 0 | 1): Promise<void> {
    await this.core.accounts.setGuideRead(
      viewer.customerId,
      viewer.accountId,
      read,
      this.core.clock.now().toISOString(),
    );
  }
}
