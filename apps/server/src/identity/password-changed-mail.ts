import { LANGS, type Lang } from '@portal/contract';
import { escapeHtml, type OutgoingMail } from '../adapters/mail';
import type { Core } from '../core';
import type { AccountRow } from './identity-tables';

export type PasswordChangeWay = 'settings' | 'reset';

const WORDING: Record<
  Lang,
  {
    subject: string;
    greeting: (name: string) => string;
    changed: (email: string, at: string, way: PasswordChangeWay) => string;
    signedOut: string;
    notYou: string;
  }
> = {
  en: {
    subject: 'Your password has been changed',
    greeting: (name) => `Hello ${name},`,
    changed: (email, at, way) =>
      `The password of your merchant portal account ${email} was changed at ${at} (UTC) ${
        way === 'reset' ? 'with a password reset link' : 'in the account settings'
      }.`,
    signedOut: 'Every session of the account has been signed out.',
    notYou:
      'If you did not do this, reset your password at once with the link below and tell customer service: someone else may know it.',
  },
  zh_CN: {
    subject: '您的密码已更改',
    greeting: (name) => `${name}，您好：`,
    changed: (email, at, way) =>
      `您的商家门户账号 ${email} 的密码已于 ${at}（UTC）${way === 'reset' ? '通过密码重置链接' : '在账号设置中'}更改。`,
    signedOut: '该账号的所有会话均已退出登录。',
    notYou: '如果这不是您本人的操作，请立即通过下面的链接重置密码并联系客服：可能有他人知道您的密码。',
  },
};

/** Tells the owner their password changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(
  to: { email: string; name: string },
  change: { at: Date; way: PasswordChangeWay; forgetUrl: string },
  lang: Lang,
): OutgoingMail {
  const w = WORDING[lang];
  const at = change.at.toISOString().slice(0, 19).replace('T', ' ');
  const lines = [w.greeting(to.name || to.email), w.changed(to.email, at, change.way), w.signedOut, w.notYou];
  const text = [...lines.flatMap((line) => [line, '']), change.forgetUrl].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(change.forgetUrl)}">${escapeHtml(change.forgetUrl)}</a></p>`,
  ].join('\n');
  return { to: to.email, subject: w.subject, text, html };
}

/** The account's own language when a sign-in recorded one, else the language of the request. */
export function accountLang(stored: string | null, fallback: Lang): Lang {
  return (LANGS as readonly string[]).includes(stored ?? '') ? (stored as Lang) : fallback;
}

/** Mails the owner that their password changed, in the account's language. */
export async function notifyPasswordChanged(
  core: Pick<Core, 'mailer' | 'config' | 'clock'>,
  account: Pick<AccountRow, 'email' | 'first_name' | 'last_name' | 'lang'>,
  way: PasswordChangeWay,
  requestLang: Lang,
): Promise<void> {
  const name = `${account.first_name} ${account.last_name}`.trim();
  const mail = passwordChangedMail(
    { email: account.email, name },
    { at: core.clock.now(), way, forgetUrl: `${core.config.publicUrl}/forget` },
    accountLang(account.lang, requestLang),
  );
  await core.mailer.send(mail);
}
