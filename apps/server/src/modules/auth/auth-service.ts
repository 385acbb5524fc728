import type { auth, Lang, ParsedBodyOf } from '@portal/contract';
import type { Core } from '../../core';
import { isUniqueViolation } from '../../db/errors';
import { transaction } from '../../db/transaction';
import type { AttemptThrottle } from '../../identity/attempt-throttle';
import type { CustomerRepository } from '../../identity/customer-repository';
import { decoyHash, hashPassword, verifyPassword } from '../../identity/password';
import { assertPasswordAllowed } from '../../identity/password-policy';
import { RetryLaterError } from '../../identity/retry-later';
import { AppError } from '../../kernel/app-error';
import type { LoggableAccount } from '../../platform/operation-log/operation-recorder';
import type { CommonApi } from '../common';
import { AUTH_LIMITS, loginSubject } from './limits';

export interface Client {
  ip: string;
  userAgent: string;
}

type RegisterInput = ParsedBodyOf<typeof auth.register>;

interface NewMerchant {
  customer: Parameters<CustomerRepository['create']>[0];
  mainAccount: {
    email: string;
    password_hash: string;
    first_name: string;
    last_name: string;
    lang: string;
    phone: string;
  };
}

export class AuthService {
  constructor(
    private readonly core: Core,
    private readonly common: CommonApi,
    private readonly throttle: AttemptThrottle,
  ) {}

  /**
   * The address's attempts and the account's failures are checked before the password is, so a
   * guess that has to wait is not even tried. Unknown addresses count like known ones, so the
   * answers do not tell which emails are registered.
   */
  async login(email: string, password: string, client: Client): Promise<string> {
    const { limiter, config } = this.core;
    const limits = config.loginLimits;
    await limiter.hit(`login:ip:${client.ip}`, limits.perIp, limits.windowMs);
    const subject = loginSubject(email);
    const account = await this.core.accounts.findByEmail(email);
    const knownAddress = account ? await this.core.sessions.hasSignedInFrom(account.id, client.ip) : false;
    const wait = await this.throttle.waitMs(subject, client.ip, { knownAddress });
    if (wait > 0) throw new RetryLaterError(wait);
    // An invited account has no password yet: it is checked against the decoy like an unknown address.
    const valid = await verifyPassword(password, account?.password_hash || (await decoyHash()), client.ip);
    if (!account || !valid) {
      await this.throttle.fail(subject, client.ip);
      throw new AppError('LOGIN_FAILED');
    }
    if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    await this.throttle.succeed(subject, client.ip);
    // The sign-in page's language is not saved: the account's own choice (profile, header switch) wins.
    await this.core.accounts.recordSignIn(account.id, this.core.clock.now().toISOString());
    return this.core.sessions.open(account, client);
  }

  /**
   * A new merchant with its main account, signed in at once. `identified` is told the new account
   * inside the transaction that creates it (the operation log names it there).
   */
  async register(
    input: RegisterInput,
    client: Client,
    lang: Lang,
    identified: (account: LoggableAccount) => void = () => {},
  ): Promise<{ token: string; customer_id: number }> {
    const { max, windowMs } = AUTH_LIMITS.registerPerIp;
    await this.core.limiter.hit(`register:ip:${client.ip}`, max, windowMs);
    if (await this.core.accounts.emailExists(input.email)) throw new AppError('EMAIL_EXISTS');
    if (!(await this.common.countryExists(input.country))) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'country', message: 'v.country' }],
      });
    }
    const names = [input.first_name, input.last_name, input.company_name ?? ''];
    assertPasswordAllowed(input.password, { email: input.email, names }, 'password');
    const passwordHash = await hashPassword(input.password, client.ip);
    const at = this.core.clock.now().toISOString();
    const company = input.company_name ?? '';
    let created: { customerId: number; accountId: number };
    try {
      created = await this.createMerchant(identified, {
        customer: {
          // The merchant is known by its company when it gave one (workplace, current user name).
          name: company || `${input.first_name} ${input.last_name}`,
          email: input.email,
          platform_type: input.platform_type ?? 1,
          phone: input.phone,
          country: input.country,
          currency: input.currency,
          company_name: company,
          api_key: null,
          api_key_hash: null,
          show_true_tracking_number: 0,
          warning_quantity_enabled: 0,
          scan_barcode_enabled: 0,
          warning_email_enabled: 0,
          app_down_button_is_display: 0,
          created_at: at,
          updated_at: at,
        },
        mainAccount: {
          email: input.email,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          lang,
          // The profile's phone starts as the one registered with.
          phone: input.phone,
        },
      });
    } catch (error) {
      // Two registrations of one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('EMAIL_EXISTS');
      throw error;
    }
    const token = await this.core.sessions.open({ id: created.accountId, customer_id: created.customerId }, client);
    return { token, customer_id: created.customerId };
  }

  async emailIsTaken(email: string, ip: string): Promise<0 | 1> {
    const { max, windowMs } = AUTH_LIMITS.checkEmailPerIp;
    await this.core.limiter.hit(`check-email:ip:${ip}`, max, windowMs);
    return (await this.core.accounts.emailExists(email)) ? 1 : 0;
  }

  /** Customer and main account together or not at all; the customer id comes from the sequence. */
  private createMerchant(
    identified: (account: LoggableAccount) => void,
    merchant: NewMerchant,
  ): Promise<{ customerId: number; accountId: number }> {
    return transaction(this.core.db, async (tx) => {
      const customerId = await this.core.customers.create(merchant.customer, tx);
      const accountId = await this.core.accounts.insert(
        {
          ...merchant.mainAccount,
          customer_id: customerId,
          is_main: 1,
          account_type: 'main',
          status: 'active',
          permissions: '[]',
          guide_type_3: 0,
          created_at: merchant.customer.created_at,
          updated_at: merchant.customer.updated_at,
        },
        tx,
      );
      identified({ id: accountId, customer_id: customerId, email: merchant.mainAccount.email, is_main: 1 });
      return { customerId, accountId };
    });
  }
}
