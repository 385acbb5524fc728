import type { ListResult, Mail } from '@portal/contract';
import { maskLinkTokens, type OutboxRepository } from '../../adapters/mail';
import type { Core } from '../../core';
import { AppError } from '../../kernel/app-error';

/** Staff on merchants' accounts (operations API): their mail in demo mode, their sessions. */
export class OpsAccountService {
  constructor(
    private readonly core: Core,
    private readonly outbox: OutboxRepository,
  ) {}

  /**
   * Demo mode only (where no mail leaves the server), and with the links' tokens masked: reading
   * the outbox must never be a way into a merchant's account.
   */
  async mailOutbox(query: { to?: string; page: number; page_size: number }): Promise<ListResult<Mail>> {
    if (!this.core.config.demoData) throw new AppError('NOT_FOUND');
    // Addresses are stored lower-case; staff may paste them as the merchant typed them.
    const to = query.to?.trim().toLowerCase() || undefined;
    const { rows, total } = await this.outbox.list({ to, page: query.page, pageSize: query.page_size });
    return {
      list: rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        ...maskLinkTokens({ text: row.text_body, html: row.html_body }),
        transport: row.transport,
        status: row.status,
        error: row.error,
        created_at: row.created_at,
      })),
      total,
    };
  }

  /** Signs an account out everywhere; an unknown email is NOT_FOUND, so staff notice a typo. */
  async revokeSessions(email: string): Promise<{ revoked: number }> {
    const account = await this.core.accounts.findByEmail(email);
    if (!account) throw new AppError('NOT_FOUND');
    return { revoked: await this.core.sessions.revokeAll(account.id) };
  }
}
