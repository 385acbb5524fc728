import type { Clock } from '../../platform/clock';
import type { Mailer, OutgoingMail } from './mailer';
import type { OutboxStore } from './outbox-store';

/** Keeps mail in the outbox only: the default when no SMTP server is configured. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly store: OutboxStore,
    private readonly clock: Clock,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.store.record(mail, { transport: 'outbox', status: 'stored', at: this.clock.now().toISOString() });
  }
}
