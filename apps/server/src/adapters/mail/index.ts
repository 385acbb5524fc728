import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { OutboxRepository } from './outbox-repository';
import { SmtpMailer } from './smtp-mailer';

export { escapeHtml } from './escape-html';
export type { Mailer, OutgoingMail } from './mailer';
export { MASKED_TOKEN, maskLinkTokens } from './mask-link-tokens';
export { type MailRow, OutboxRepository } from './outbox-repository';

/** SMTP when SMTP_URL is set, the outbox table alone otherwise; both keep a copy in the outbox. */
export function createMailer(db: Db, config: Config, clock: Clock, log: FastifyBaseLogger): Mailer {
  const store = new OutboxRepository(db);
  if (!config.smtpUrl) return new OutboxMailer(store, clock);
  return new SmtpMailer(store, clock, log, { url: config.smtpUrl, from: config.mailFrom });
}
