import { type AccountSession, FULL_GRANT, readGrant } from '@portal/contract';
import type { Tx } from '../db/transaction';
import { AppError } from '../kernel/app-error';
import type { Viewer } from '../kernel/viewer';
import { type Actor, merchantActor } from '../platform/actor';
import type { Clock } from '../platform/clock';
import { deviceName } from './device-name';
import { hashSecretToken, newSecretToken } from './secret-token';
import type { SessionRepository } from './session-repository';

/** Seconds between two writes of a session's last-seen time: not every request needs to write. */
const TOUCH_INTERVAL_MS = 60_000;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface SessionLifetime {
  /** Inactivity after which a session expires. */
  idleMinutes: number;
  /** Time after sign-in after which it expires however active it is. */
  maxDays: number;
}

export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
    private readonly lifetime: SessionLifetime,
  ) {}

  async open(account: { id: number; customer_id: number }, client: { ip: string; userAgent: string }): Promise<string> {
    const { token, hash } = newSecretToken();
    const now = this.clock.now();
    await this.sessions.create({
      token_hash: hash,
      account_id: account.id,
      customer_id: account.customer_id,
      at: now.toISOString(),
      expires_at: this.expiry(now, now.toISOString()),
      ip: client.ip,
      user_agent: client.userAgent,
    });
    return token;
  }

  /**
   * The viewer of a `token` header; 1010 when it is missing, unknown, revoked, idle too long, older
   * than the absolute lifetime, or its account is disabled.
   */
  /** The session's account as the caller, and as the actor its changes are recorded as made by. */
  async authenticate(token: string | undefined): Promise<{ viewer: Viewer; actor: Actor }> {
    if (!token || token.length > 200) throw new AppError('SESSION_EXPIRED');
    const now = this.clock.now();
    const session = await this.sessions.findActive(hashSecretToken(token), now.toISOString());
    if (session?.status !== 'active') throw new AppError('SESSION_EXPIRED');
    // Checked here as well as in expires_at, so a lifetime shortened by configuration applies at once.
    if (now.getTime() >= Date.parse(session.created_at) + this.lifetime.maxDays * DAY) {
      throw new AppError('SESSION_EXPIRED');
    }
    if (now.getTime() - Date.parse(session.last_seen_at) > TOUCH_INTERVAL_MS) {
      await this.sessions.touch(session.id, now.toISOString(), this.expiry(now, session.created_at));
    }
    const isMain = session.is_main === 1;
    const grant = isMain ? FULL_GRANT : readGrant(session.permissions);
    const viewer: Viewer = {
      sessionId: session.id,
      accountId: session.account_id,
      customerId: session.customer_id,
      subAccountId: isMain ? 0 : session.account_id,
      isMain,
      grant,
      ...(grant.skus === 'chosen' ? { skusOf: session.account_id } : {}),
    };
    return { viewer, actor: merchantActor(viewer, session.email) };
  }

  /** Whether the account ever signed in from this address. */
  hasSignedInFrom(accountId: number, ip: string): Promise<boolean> {
    return this.sessions.hasSignedInFrom(accountId, ip);
  }

  /** The viewer's own account's live sessions (never another account's), the one in use marked. */
  async list(viewer: Viewer): Promise<AccountSession[]> {
    const rows = await this.sessions.listActive(viewer, this.clock.now().toISOString());
    return rows.map((row) => ({
      id: row.id,
      device: deviceName(row.user_agent),
      ip: row.ip,
      created_at: row.created_at,
      last_seen_at: row.last_seen_at,
      current: row.id === viewer.sessionId ? 1 : 0,
    }));
  }

  /** Ends another live session of the viewer's account; the one in use ends by logging out. */
  async endOther(viewer: Viewer, sessionId: number): Promise<boolean> {
    if (sessionId === viewer.sessionId) return false;
    return this.sessions.revokeOwn(viewer, sessionId, this.clock.now().toISOString());
  }

  endAllOthers(viewer: Viewer): Promise<number> {
    return this.sessions.revokeOthers(viewer, viewer.sessionId, this.clock.now().toISOString());
  }

  async close(viewer: Viewer): Promise<void> {
    await this.sessions.revoke(viewer.sessionId, this.clock.now().toISOString());
  }

  revokeAll(accountId: number): Promise<number> {
    return this.sessions.revokeAllOfAccount(accountId, this.clock.now().toISOString());
  }

  /** The earlier of the idle expiry from now and the absolute expiry from sign-in. */
  private expiry(now: Date, createdAt: string): string {
    const idle = now.getTime() + this.lifetime.idleMinutes * MINUTE;
    const absolute = Date.parse(createdAt) + this.lifetime.maxDays * DAY;
    return new Date(Math.min(idle, absolute)).toISOString();
  }

  /** A deleted account's sessions go with it, in the deleting transaction. */
  deleteAll(accountId: number, tx: Tx): Promise<void> {
    return this.sessions.deleteAllOfAccount(accountId, tx);
  }
}
