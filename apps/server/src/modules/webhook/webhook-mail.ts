import type { Lang } from '@portal/contract';
import { escapeHtml, type OutgoingMail } from '../../adapters/mail';

const WORDING = {
  en: {
    subject: 'A webhook endpoint was switched off after failing for 5 days',
    body: (url: string) =>
      `Deliveries to your webhook endpoint ${url} have failed for 5 days, so the portal switched it off. Deliveries already made stay in its log and can be replayed; switch the endpoint on again once it answers.`,
  },
  zh_CN: {
    subject: 'Webhook 接收地址连续 5 天投递失败，已停用',
    body: (url: string) =>
      `您的 Webhook 接收地址 ${url} 已连续 5 天投递失败，门户已将其停用。已有的投递记录仍可查看和重发；接收地址恢复后请重新启用。`,
  },
} as const;

/** The main account's notice that an endpoint failing for 5 days was switched off. */
export function failingEndpointMail(to: string, url: string, lang: Lang): OutgoingMail {
  const w = WORDING[lang];
  const text = w.body(url);
  return { to, subject: w.subject, text, html: `<p>${escapeHtml(text)}</p>` };
}
