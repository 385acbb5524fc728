export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends mail. Every mail is also kept in `mail_outbox`, so staff (ops getMailOutbox), developers
 * without an SMTP server and tests can read what the portal sent.
 */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
