import { auth } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, type FakeSmtp, startFakeSmtp } from './support/fake-smtp';
import { DEMO_LOGINS, TestApp } from './support/test-app';

const outbox = (t: TestApp) => t.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').execute();

describe('mail through SMTP', () => {
  let smtp: FakeSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await TestApp.start({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portal <no-reply@portal.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset mail and records it in the outbox as sent', async () => {
    const reply = await t.call(auth.sendResetEmail, { body: { email: DEMO_LOGINS.main } });
    expect(reply.error_code).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Reset your password');
    expect(smtp.messages[0]).toContain(`To: ${DEMO_LOGINS.main}`);
    expect(smtp.messages[0]).toContain('From: Portal <no-reply@portal.test>');
    const [row] = await outbox(t);
    expect(row).toMatchObject({ to_address: DEMO_LOGINS.main, transport: 'smtp', status: 'sent', error: null });
  });

  it('keeps the copy of a delivered reset mail with its link token masked: the mailbox alone has the link', async () => {
    await t.call(auth.sendResetEmail, { body: { email: DEMO_LOGINS.other } });
    const delivered = smtp.messages.at(-1) ?? '';
    expect(delivered).toMatch(/\/forget#token=[\w-]{20,}/);
    const [row] = await outbox(t);
    expect(row?.text_body).toContain('/forget#token=[hidden]');
    expect(row?.html_body).toContain('/forget#token=[hidden]');
    expect(row?.text_body).not.toMatch(/#token=[\w-]{20,}/);
  });
});

describe('mail when the SMTP server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(() => t.close());

  it('still answers success and keeps the mail in the outbox as failed, with the reason', async () => {
    const reply = await t.call(auth.sendResetEmail, { body: { email: DEMO_LOGINS.main } });
    expect(reply.error_code).toBe(0);
    const [row] = await outbox(t);
    expect(row).toMatchObject({ to_address: DEMO_LOGINS.main, transport: 'smtp', status: 'failed' });
    expect(row?.subject).toBe('Reset your password');
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
