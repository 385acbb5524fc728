import { INVITATION_TTL_DAYS, type Lang } from '@portal/contract';
import { escapeHtml, type OutgoingMail } from '../../adapters/mail';

const WORDING: Record<
  Lang,
  {
    subject: (merchant: string) => string;
    greeting: (name: string) => string;
    intro: (merchant: string) => string;
    action: string;
    ignore: string;
  }
> = {
  en: {
    subject: (merchant) => `${merchant} invites you to its merchant portal`,
    greeting: (name) => `Hello ${name},`,
    intro: (merchant) =>
      `${merchant} has created an account for you on its merchant portal. Open the link below within ${INVITATION_TTL_DAYS} days to choose your password; you are then signed in.`,
    action: 'Set your password',
    ignore: 'If you do not expect this invitation, ignore this mail: no account is usable without the password.',
  },
  zh_CN: {
    subject: (merchant) => `${merchant} 邀请您使用商家门户`,
    greeting: (name) => `${name}，您好：`,
    intro: (merchant) =>
      `${merchant} 在商家门户为您创建了账号。请在 ${INVITATION_TTL_DAYS} 天内打开下面的链接设置密码，设置后即可登录。`,
    action: '设置密码',
    ignore: '如果您并未期待此邀请，请忽略此邮件：未设置密码的账号无法使用。',
  },
};

/** The invitation to a new sub-account, in the language the main account works in. */
export function invitationMail(
  to: { email: string; name: string },
  merchant: string,
  link: string,
  lang: Lang,
): OutgoingMail {
  const w = WORDING[lang];
  const name = to.name || to.email;
  const text = [w.greeting(name), '', w.intro(merchant), '', link, '', w.ignore].join('\n');
  const html = [
    `<p>${escapeHtml(w.greeting(name))}</p>`,
    `<p>${escapeHtml(w.intro(merchant))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(w.action)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(w.ignore)}</p>`,
  ].join('\n');
  return { to: to.email, subject: w.subject(merchant), text, html };
}
