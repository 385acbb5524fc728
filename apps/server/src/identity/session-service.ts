import { AppError } from '../http/app-error';
import type { Viewer } from '../http/viewer';
import { type Clock, isoAfter } from '../platform/clock';
import { hashSecretToken, newSecretToken } from './secret-token';
import type { SessionRepository } from './session-repository';

/** Seconds between two writes of a session's last-seen time: not every request needs to write. */
const TOUCH_INTERVAL_MS = 60_000;

export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    private readonly idleMinutes: number,
  ) {}

  async open(account: { id: number; customer_id: number }, client: { ip: string; userAgent: string }): Promise<string> {
    const { token, hash } = newSecretToken();
    await this.sessions.create({
      token_hash: hash,
      account_id: account.id,
      customer_id: account.customer_id,
      at: this.clock.now().toISOString(),
      expires_at: this.expiry(),
      ip: client.ip,
      user_agent: client.userAgent,
    });
    return token;
  }

  /** The viewer of a `token` header; 1010 when it is missing, unknown, revoked, idle too long or disabled. */
  async authenticate(token: string | undefined): Promise<Viewer> {
    if (!token || token.length > 200) throw new AppError('SESSION_EXPIRED');
    const now = this.clock.now();
    const session = await this.sessions.findActive(hashSecretToken(token), now.toISOString());
    if (session?.status !== 'active') throw new AppError('SESSION_EXPIRED');
    if (now.getTime() - Date.parse(session.last_seen_at) > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(session.id, now.toISOString(), this.expiry());
    }
    const isMain = session.is_main === 1;
    return {
      sessionId: session.id,
      accountId: session.account_id,
      customerId: session.customer_id,
      subAccountId: isMain ? 0 : session.account_id,
      isMain,
      permissions: isMain ? [] : parsePermissions(session.permissions),
    };
  }

  async close(viewer: Viewer): Promise<void> {
    await this.sessions.revoke(viewer.sessionId, this.clock.now().toISOString());
  }

  revokeAll(accountId: number): Promise<number> {
    return this.sessions.revokeAllOfAccount(accountId, this.clock.now().toISOString());
  }

  private expiry(): string {
    return isoAfter(this.clock, this.idleMinutes * 60_000);
  }
}

function parsePermissions(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}
