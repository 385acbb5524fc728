import type { ParsedBodyOf, ParsedQueryOf } from '@portal/contract';
import {
  type GrantedSku,
  INVITATION_TTL_DAYS,
  type Lang,
  type ListResult,
  readGrant,
  type SubAccountItem,
  type subAccount,
} from '@portal/contract';
import type { Core } from '../../core';
import { type Tx, transaction } from '../../db/transaction';
import { hashPassword } from '../../identity/password';
import { accountPasswordContext, assertPasswordAllowed } from '../../identity/password-policy';
import { hashSecretToken, newSecretToken } from '../../identity/secret-token';
import { listItem, type SubAccountRepository, type SubAccountRow } from '../../identity/sub-account-repository';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { LoggableAccount } from '../../platform/operation-log/operation-recorder';
import { forgetAccountResets, sendPasswordResetLink } from '../auth';
import { noticeApi } from '../notice';
import { invitationMail } from './invitation-mail';

/** What a save takes of the rights: the grant and, for a `chosen` one, its SKUs. */
type RightsInput = Pick<ParsedBodyOf<typeof subAccount.update>, 'grant' | 'sku_ids'>;

const DAY_MS = 24 * 60 * 60_000;

/**
 * The main account's colleagues and suppliers (docs/server/sub-accounts.md). Rights are stored as a
 * Grant and read at every request, so a change applies from the sub-account's next call; disabling
 * or deleting one ends its sessions at once.
 */
export class SubAccountService {
  constructor(
    private readonly core: Core,
    private readonly accounts: SubAccountRepository,
  ) {}

  private get skus() {
    return this.core.grantedSkus;
  }

  async list(viewer: Viewer, query: ParsedQueryOf<typeof subAccount.getList>): Promise<ListResult<SubAccountItem>> {
    const { page, page_size, ...filters } = query;
    const { rows, total } = await this.accounts.list(viewer.customerId, filters, { page, page_size });
    const counts = await this.skus.countsOf(
      viewer.customerId,
      rows.map((row) => row.id),
    );
    return {
      list: rows.map((row) => {
        const grant = readGrant(row.permissions);
        return listItem(row, grant, grant.skus === 'chosen' ? (counts.get(row.id) ?? 0) : 0);
      }),
      total,
    };
  }

  /** The SKUs a limited sub-account reaches, for its edit form. */
  async grantedSkus(viewer: Viewer, id: number): Promise<{ list: GrantedSku[] }> {
    const row = await this.found(viewer, id);
    if (readGrant(row.permissions).skus !== 'chosen') return { list: [] };
    return { list: await this.skus.listOf(this.core.skuCatalogue.of(viewer), viewer.customerId, id) };
  }

  /** The SKUs a grant names must be the merchant's; the refusal names the first that is not. */
  private async checkSkus(viewer: Viewer, rights: RightsInput): Promise<number[]> {
    if (rights.grant.skus !== 'chosen') return [];
    const ids = [...new Set(rights.sku_ids)];
    const unknown = await this.skus.unknownOf(this.core.skuCatalogue.of({ customerId: viewer.customerId }), ids);
    if (unknown.length > 0)
      throw new AppError('SKU_NOT_FOUND', { fields: [{ field: 'sku_ids', message: 'v.invalid' }] });
    return ids;
  }

  private async saveSkus(tx: Tx, viewer: Viewer, accountId: number, ids: number[]): Promise<void> {
    await this.skus.replace(tx, viewer.customerId, accountId, ids);
  }

  async create(viewer: Viewer, body: ParsedBodyOf<typeof subAccount.create>, lang: Lang): Promise<{ id: number }> {
    if (await this.core.accounts.emailExists(body.email)) throw new AppError('EMAIL_EXISTS');
    const customer = await this.core.customers.find(viewer.customerId);
    const skuIds = await this.checkSkus(viewer, body);
    let passwordHash = '';
    if (body.invite === 0 && body.password !== undefined) {
      assertPasswordAllowed(body.password, accountPasswordContext(body, customer), 'password');
      passwordHash = await hashPassword(body.password);
    }
    const at = this.core.clock.now().toISOString();
    const invitation = body.invite === 1 ? newSecretToken() : undefined;
    let id: number;
    try {
      id = await transaction(this.core.db, async (tx) => {
        const created = await this.core.accounts.insert(
          {
            customer_id: viewer.customerId,
            is_main: 0,
            account_type: body.account_type,
            email: body.email,
            password_hash: passwordHash,
            first_name: body.first_name,
            last_name: body.last_name,
            status: invitation ? 'invited' : 'active',
            permissions: JSON.stringify(body.grant),
            guide_type_3: 0,
            lang,
            created_at: at,
            updated_at: at,
          },
          tx,
        );
        await this.saveSkus(tx, viewer, created, skuIds);
        if (invitation) await this.saveInvitation(viewer.customerId, created, invitation.hash, at, tx);
        return created;
      });
    } catch (error) {
      // Two requests for one address: the unique e-mail lets one through.
      if (await this.core.accounts.emailExists(body.email)) throw new AppError('EMAIL_EXISTS');
      throw error;
    }
    if (invitation) await this.mailInvitation(body, customer?.name ?? '', invitation.token, lang);
    return { id };
  }

  async update(viewer: Viewer, body: ParsedBodyOf<typeof subAccount.update>): Promise<void> {
    await this.found(viewer, body.id);
    const { id, grant, sku_ids: _skuIds, ...fields } = body;
    const skuIds = await this.checkSkus(viewer, body);
    // Rights and SKUs change together: the account's next request sees both or neither.
    await transaction(this.core.db, async (tx) => {
      await this.core.accounts.updateSubAccount(
        viewer.customerId,
        id,
        { ...fields, permissions: JSON.stringify(grant) },
        this.now(),
        tx,
      );
      await this.saveSkus(tx, viewer, id, skuIds);
    });
  }

  async setStatus(viewer: Viewer, id: number, status: 'active' | 'disabled'): Promise<void> {
    const row = await this.found(viewer, id);
    if (row.status === 'invited') throw new AppError('SUB_ACCOUNT_INVITED');
    await this.core.accounts.updateSubAccount(viewer.customerId, id, { status }, this.now());
    if (status === 'disabled') await this.core.sessions.revokeAll(id);
  }

  async delete(viewer: Viewer, id: number): Promise<void> {
    await this.found(viewer, id);
    // The rows naming the account go first, each through its owner, in one transaction.
    await transaction(this.core.db, async (tx) => {
      await this.core.sessions.deleteAll(id, tx);
      await forgetAccountResets(this.core, id, tx);
      await noticeApi(this.core).forgetAccount(id, tx);
      await this.accounts.deleteInvitation(id, tx);
      await this.skus.deleteOf(tx, id);
      await this.core.accounts.deleteSubAccount(viewer.customerId, id, tx);
    });
  }

  async resendInvitation(viewer: Viewer, id: number, lang: Lang): Promise<{ invitation_expires_at: string }> {
    const row = await this.found(viewer, id);
    if (row.status !== 'invited') throw new AppError('INVITATION_NOT_PENDING');
    const customer = await this.core.customers.find(viewer.customerId);
    const invitation = newSecretToken();
    const at = this.now();
    const expiresAt = await transaction(this.core.db, (tx) =>
      this.saveInvitation(viewer.customerId, id, invitation.hash, at, tx),
    );
    await this.mailInvitation(row, customer?.name ?? '', invitation.token, lang);
    return { invitation_expires_at: expiresAt };
  }

  async sendPasswordReset(viewer: Viewer, id: number, ip: string, lang: Lang): Promise<void> {
    const row = await this.found(viewer, id);
    if (row.status === 'invited') throw new AppError('SUB_ACCOUNT_INVITED');
    if (row.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    await sendPasswordResetLink(this.core, row.email, ip, lang);
  }

  async invitation(token: string): Promise<{ email: string; first_name: string; merchant: string }> {
    const found = await this.accounts.findInvitation(hashSecretToken(token), this.now());
    if (!found) throw new AppError('INVITATION_INVALID');
    const customer = await this.core.customers.find(found.customer_id);
    return { email: found.email, first_name: found.first_name, merchant: customer?.name ?? '' };
  }

  /** The invitee sets a password: the account becomes active and is signed in. */
  async accept(
    token: string,
    password: string,
    client: { ip: string; userAgent: string },
    identified: (account: LoggableAccount) => void = () => {},
  ): Promise<{ token: string }> {
    const tokenHash = hashSecretToken(token);
    const found = await this.accounts.findInvitation(tokenHash, this.now());
    if (!found) throw new AppError('INVITATION_INVALID');
    // From here the request is the invitee's, logged under its account (a weak password too).
    identified({ id: found.account_id, customer_id: found.customer_id, email: found.email, is_main: 0 });
    const customer = await this.core.customers.find(found.customer_id);
    assertPasswordAllowed(password, accountPasswordContext(found, customer), 'password');
    const passwordHash = await hashPassword(password, client.ip);
    const accepted = await transaction(this.core.db, async (tx) => {
      const at = this.now();
      if (!(await this.accounts.consumeInvitation(found.account_id, tokenHash, at, tx))) return false;
      await this.core.accounts.updateSubAccount(
        found.customer_id,
        found.account_id,
        { password_hash: passwordHash, status: 'active' },
        at,
        tx,
      );
      return true;
    });
    if (!accepted) throw new AppError('INVITATION_INVALID');
    await this.core.accounts.recordSignIn(found.account_id, this.now());
    return { token: await this.core.sessions.open({ id: found.account_id, customer_id: found.customer_id }, client) };
  }

  private async found(viewer: Viewer, id: number): Promise<SubAccountRow> {
    const row = await this.accounts.find(viewer.customerId, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private async saveInvitation(
    customerId: number,
    accountId: number,
    hash: string,
    at: string,
    tx: Parameters<SubAccountRepository['replaceInvitation']>[1],
  ): Promise<string> {
    const expiresAt = new Date(Date.parse(at) + INVITATION_TTL_DAYS * DAY_MS).toISOString();
    await this.accounts.replaceInvitation(
      { account_id: accountId, customer_id: customerId, token_hash: hash, expires_at: expiresAt, at },
      tx,
    );
    return expiresAt;
  }

  private async mailInvitation(
    to: { email: string; first_name: string; last_name: string },
    merchant: string,
    token: string,
    lang: Lang,
  ): Promise<void> {
    // The token rides in the fragment, which browsers send to no server (not ours, not in Referer).
    const link = `${this.core.config.publicUrl}/invitation#token=${encodeURIComponent(token)}`;
    const name = `${to.first_name} ${to.last_name}`.trim();
    await this.core.mailer.send(invitationMail({ email: to.email, name }, merchant, link, lang));
  }

  private now(): string {
    return this.core.clock.now().toISOString();
  }
}
