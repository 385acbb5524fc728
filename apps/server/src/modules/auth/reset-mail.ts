import type { Lang } from '@portal/contract';
import { escapeHtml, type OutgoingMail } from '../../adapters/mail';

const WORDING: Record<
  Lang,
  { subject: string; greeting: (name: string) => string; intro: string; action: string; ignore: string }
> = {
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    intro:
      'We received a request to reset the password of your merchant portal account. Open the link below within 30 minutes to choose a new password. The link works only once.',
    action: 'Reset password',
    ignore: 'If you did not ask for this, ignore this mail: your password stays unchanged.',
  },
  zh_CN: {
    subject: '重置您的密码',
    greeting: (name) => `${name}，您好：`,
    intro: '我们收到了重置您商家门户账号密码的请求。请在 30 分钟内打开下面的链接设置新密码，该链接仅可使用一次。',
    action: '重置密码',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
};

/** The password-reset mail, in the language the request was made in. */
export function resetMail(to: { email: string; name: string }, link: string, lang: Lang): OutgoingMail {
  const w = WORDING[lang];
  const name = to.name || to.email;
  const text = [w.greeting(name), '', w.intro, '', link, '', w.ignore].join('\n');
  const html = [
    `<p>${escapeHtml(w.greeting(name))}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.action)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
  ].join('\n');
  return { to: to.email, subject: w.subject, text, html };
}
