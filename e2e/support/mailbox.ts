import path from 'node:path';
import Database from 'better-sqlite3';
import { E2E_DATA_DIR } from '../playwright.config';

export interface StoredMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Mail to an address, newest first, as the demo server's outbox table keeps it: the mailbox of demo
 * mode. (The staff API shows the same mail with the links' tokens masked, so a test that follows a
 * reset link reads the mailbox, as its owner would.)
 */
export function mailbox(to: string): StoredMail[] {
  const db = new Database(path.join(E2E_DATA_DIR, 'portal.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        'select subject, text_body as text, html_body as html from mail_outbox where to_address = ? order by id desc',
      )
      .all(to.toLowerCase()) as StoredMail[];
  } finally {
    db.close();
  }
}
