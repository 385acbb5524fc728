import { AppError } from '../../http/app-error';
import type { AccountRepository } from '../../identity/account-repository';
import { decoyHash, verifyPassword } from '../../identity/password';
import type { SessionService } from '../../identity/session-service';
import type { RateLimiter } from '../../platform/rate-limiter';

export interface LoginLimits {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

export class AuthService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly limits: LoginLimits,
  ) {}

  /** Both counters are checked before the password is, so guessing costs the attacker the window. */
  async login(email: string, password: string, client: { ip: string; userAgent: string }): Promise<string> {
    await this.limiter.hit(`login:ip:${client.ip}`, this.limits.perIp, this.limits.windowMs);
    await this.limiter.hit(`login:account:${email}`, this.limits.perAccount, this.limits.windowMs);
    const account = await this.accounts.findByEmail(email);
    const valid = await verifyPassword(password, account?.password_hash ?? (await decoyHash()));
    if (!account || !valid) throw new AppError('LOGIN_FAILED');
    if (account.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    await this.limiter.reset(`login:account:${email}`);
    return this.sessions.open(account, client);
  }
}
