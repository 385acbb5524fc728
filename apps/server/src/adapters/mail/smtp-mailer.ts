import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Clock } from '../../platform/clock';
import type { Mailer, OutgoingMail } from './mailer';
import { maskLinkTokens } from './mask-link-tokens';
import type { OutboxRepository } from './outbox-repository';

/** A slow or silent SMTP server must not hold a request for minutes (nodemailer's defaults). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Delivers through SMTP (SMTP_URL). The outbox row is written first, so a crash or a refused
 * delivery never loses the mail: it stays 'stored', or becomes 'failed' with the reason.
 */
export class SmtpMailer implements Mailer {
  /** nodemailer (60 modules) loads with the first mail, not at start-up. */
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly store: OutboxRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly options: { url: string; from: string },
  ) {}

  private connect(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: this.options.url, ...TIMEOUTS }, { from: this.options.from }),
    );
    return this.transport;
  }

  /**
   * A failed delivery is logged and recorded, not thrown: callers such as the reset mail must
   * answer the same whether or not a mail went out, and staff find the failure in the outbox.
   * The recorded copy has its link tokens masked: the mailbox is the only place a reset link lives.
   */
  async send(mail: OutgoingMail): Promise<void> {
    const id = await this.store.record(maskLinkTokens(mail), {
      transport: 'smtp',
      status: 'stored',
      at: this.clock.now().toISOString(),
    });
    try {
      const transport = await this.connect();
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await this.store.setStatus(id, 'sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, mailId: id }, 'mail delivery failed');
      await this.store.setStatus(id, 'failed', reason.slice(0, 1000));
    }
  }
}
