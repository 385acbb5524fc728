import { type auth, type Lang, type ParsedBodyOf, validationMessage } from '@portal/contract';
import type { Core } from '../../core';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { decoyHash, hashPassword, verifyPassword } from '../../identity/password';
import type { AuthRepository } from './auth-repository';
import { AUTH_LIMITS, loginAccountBucket } from './limits';

export interface Client {
  ip: string;
  userAgent: string;
}

type RegisterInput = ParsedBodyOf<typeof auth.register>;

export class AuthService {
  constructor(
    private readonly core: Core,
    private readonly repository: AuthRepository,
  ) {}

  /** Both counters are checked before the password is, so guessing costs the attacker the window. */
  async login(email: string, password: string, client: Client): Promise<string> {
    const { limiter, config } = this.core;
    const limits = config.loginLimits;
    await limiter.hit(`login:ip:${client.ip}`, limits.perIp, limits.windowMs);
    await limiter.hit(loginAccountBucket(email), limits.perAccount, limits.windowMs);
    const account = await this.core.accounts.findByEmail(email);
    const valid = await verifyPassword(password, account?.password_hash ?? (await decoyHash()), client.ip);
    if (!account || !valid) throw new AppError('LOGIN_FAILED');
    if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    await limiter.reset(loginAccountBucket(email));
    return this.core.sessions.open(account, client);
  }

  /** A new merchant with its main account, signed in at once. */
  async register(input: RegisterInput, client: Client, lang: Lang): Promise<{ token: string; customer_id: number }> {
    const { max, windowMs } = AUTH_LIMITS.registerPerIp;
    await this.core.limiter.hit(`register:ip:${client.ip}`, max, windowMs);
    if (await this.core.accounts.emailExists(input.email)) throw new AppError('EMAIL_EXISTS');
    if (!(await this.repository.countryExists(input.country))) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'country', message: validationMessage('v.country', lang) }],
      });
    }
    const passwordHash = await hashPassword(input.password, client.ip);
    const at = this.core.clock.now().toISOString();
    const company = input.company_name ?? '';
    let created: { customerId: number; accountId: number };
    try {
      created = await this.repository.createMerchant({
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
}
