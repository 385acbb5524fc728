import type { Clock } from '../../platform/clock';
import type { Mailer, OutgoingMail } from './mailer';
import type { OutboxRepository } from './outbox-repository';

/** Keeps mail in the outbox only: the default when no SMTP server is configured. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly store: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.store.record(mail, { transport: 'outbox', status: 'stored', at: this.clock.now().toISOString() });
  }
}
