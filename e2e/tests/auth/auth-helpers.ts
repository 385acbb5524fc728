import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Mail, opsIdentity } from '@portal/contract';
import { callApi } from '../../support/api';
import { mailbox } from '../../support/mailbox';

/** Fills the login form and submits it (English UI). */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The token the portal keeps after signing in (browser storage key `token`). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** An address nobody has registered yet. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@portal.test`;
}

/** Mail sent to `to`, newest first, read from the outbox through the operations API. */
export async function mailTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const outbox = await callApi<{ list: Mail[] }>(request, opsIdentity.getMailOutbox, { ops: true, query: { to } });
  return outbox.list;
}

/** The password-reset link of the newest mail to `to`, from the mailbox (its token is in the fragment). */
export async function resetLinkFor(to: string): Promise<string> {
  let link: string | undefined;
  await expect(() => {
    const [newest] = mailbox(to);
    link = newest?.text.match(/https?:\/\/\S+\/forget(\?\S*)?#token=[^\s"<]+/)?.[0];
    expect(link, `reset link in the mail to ${to}`).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link ?? '';
}
