import type { Lang } from '@portal/contract';
import type { Core } from '../../core';
import { transaction } from '../../db/transaction';
import type { AttemptThrottle } from '../../identity/attempt-throttle';
import { hashPassword } from '../../identity/password';
import { notifyPasswordChanged } from '../../identity/password-changed-mail';
import { accountPasswordContext, assertPasswordAllowed } from '../../identity/password-policy';
import { hashSecretToken, newSecretToken } from '../../identity/secret-token';
import { AppError } from '../../kernel/app-error';
import type { LoggableAccount } from '../../platform/operation-log/operation-recorder';
import { AUTH_LIMITS, loginSubject } from './limits';
import type { PasswordResetRepository } from './password-reset-repository';
import { resetMail } from './reset-mail';

const RESET_LINK_TTL_MS = 30 * 60_000;

export class PasswordResetService {
  constructor(
    private readonly core: Core,
    private readonly resets: PasswordResetRepository,
    private readonly throttle: AttemptThrottle,
  ) {}

  /**
   * Mails a reset link to an active account. Answers the same for unknown or disabled addresses,
   * so the form cannot be used to find out who is registered.
   */
  async sendLink(email: string, ip: string, lang: Lang, platformType?: number): Promise<void> {
    const { limiter, clock } = this.core;
    await limiter.hit(`reset-mail:ip:${ip}`, AUTH_LIMITS.resetMailPerIp.max, AUTH_LIMITS.resetMailPerIp.windowMs);
    await limiter.hit(
      `reset-mail:email:${email}`,
      AUTH_LIMITS.resetMailPerEmail.max,
      AUTH_LIMITS.resetMailPerEmail.windowMs,
    );
    const account = await this.core.accounts.findByEmail(email);
    if (account?.status !== 'active') return;
    const { token, hash } = newSecretToken();
    // One reading of the clock, so the link lives exactly its thirty minutes.
    const now = clock.now();
    const reset = {
      account_id: account.id,
      customer_id: account.customer_id,
      token_hash: hash,
      expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
      at: now.toISOString(),
    };
    await transaction(this.core.db, (tx) => this.resets.replace(reset, tx));
    // The variant the form was opened in rides along, so the link opens the same brand in a fresh browser.
    // The token goes in the fragment, which browsers send to no server: not ours (logs), not in Referer.
    const variant = platformType ? `?platform_type=${platformType}` : '';
    const link = `${this.core.config.publicUrl}/forget${variant}#token=${encodeURIComponent(token)}`;
    const name = `${account.first_name} ${account.last_name}`.trim();
    await this.core.mailer.send(resetMail({ email: account.email, name }, link, lang));
  }

  /**
   * Sets the new password and signs the account out everywhere: whoever knew the old one is out.
   * The owner is told by mail, so a reset they did not ask for does not go unnoticed.
   */
  async reset(
    token: string,
    newPassword: string,
    lang: Lang,
    identified: (account: LoggableAccount) => void = () => {},
  ): Promise<void> {
    const { accounts, clock } = this.core;
    const found = await this.resets.findUsable(hashSecretToken(token), clock.now().toISOString());
    const account = found && (await accounts.findById(found.customer_id, found.account_id));
    // A disabled account cannot be taken back by a reset link sent before it was disabled.
    if (!found || account?.status !== 'active') throw new AppError('RESET_LINK_INVALID');
    // From here a refusal (a weak password) is the account's, and logged under it.
    identified(account);
    const customer = await this.core.customers.find(found.customer_id);
    assertPasswordAllowed(newPassword, accountPasswordContext(account, customer), 'new_pwd');
    const passwordHash = await hashPassword(newPassword);
    const consumed = await transaction(this.core.db, async (tx) => {
      const now = clock.now().toISOString();
      if (!(await this.resets.consume(found.id, now, tx))) return false;
      await accounts.updatePassword(found.customer_id, found.account_id, passwordHash, now, tx);
      return true;
    });
    if (!consumed) throw new AppError('RESET_LINK_INVALID');
    await this.core.sessions.revokeAll(found.account_id);
    // The owner proved control of the mailbox: earlier failed guesses no longer slow them anywhere.
    await this.throttle.forget(loginSubject(account.email));
    await notifyPasswordChanged(this.core, account, 'reset', lang);
  }
}
