import { WARNING_EMAIL_TYPES, type WarningEmailRecipient, type WarningEmailSetting } from '@portal/contract';
import type { Core } from '../../core';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import { DEFAULT_DIGEST_HOUR, type WarningEmailRepository } from './warning-email-repository';

/** The merchant's warning-email setting: read by the main account, saved once customer service enabled it. */
export class WarningEmailService {
  constructor(
    private readonly core: Pick<Core, 'db' | 'customers' | 'clock'>,
    private readonly store: WarningEmailRepository,
  ) {}

  async info(viewer: Viewer): Promise<WarningEmailSetting> {
    const [flags, recipients, settings] = await Promise.all([
      this.core.customers.flags(viewer.customerId),
      this.store.recipients(viewer.customerId),
      this.store.settings(viewer.customerId),
    ]);
    return {
      enabled: flags?.warning_email_enabled ?? 0,
      digest_hour: settings?.digest_hour ?? DEFAULT_DIGEST_HOUR,
      recipients,
      updated_at: settings?.updated_at ?? null,
    };
  }

  async save(viewer: Viewer, body: { digest_hour: number; recipients: WarningEmailRecipient[] }) {
    const flags = await this.core.customers.flags(viewer.customerId);
    if (!flags?.warning_email_enabled) throw new AppError('WARNING_EMAIL_DISABLED');
    const at = this.core.clock.now().toISOString();
    // Kinds in the contract's order, each once: what the list shows does not depend on the clicks' order.
    const recipients = body.recipients.map((recipient) => ({
      email: recipient.email,
      types: WARNING_EMAIL_TYPES.filter((type) => recipient.types.includes(type)),
    }));
    await transaction(this.core.db, (tx) =>
      this.store.replace(tx, viewer.customerId, recipients, body.digest_hour, at),
    );
    return this.info(viewer);
  }
}
