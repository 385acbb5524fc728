import type { Lang, WarningEmailType } from '@portal/contract';
import { escapeHtml, type OutgoingMail } from '../../adapters/mail';
import type { PendingAlert } from './warning-email-repository';

/** One line of a digest: a SKU in a warehouse whose available stock is below its warning quantity. */
export interface LowStockLine {
  sku: string;
  warehouse: string;
  available: number;
  warning_quantity: number;
}

/** One line of a digest: an item of the merchant's own packaging below its warning quantity in a warehouse. */
export interface LowPackagingMailLine {
  code: string;
  warehouse: string;
  available: number;
  warning_quantity: number;
}

const HEADINGS: Record<WarningEmailType, Record<Lang, string>> = {
  error_order: { en: 'Orders in Alert or Expired', zh_CN: '进入预警或过期的订单' },
  exception: { en: 'Exceptions waiting for your reply', zh_CN: '待您回复的异常' },
  low_stock: { en: 'SKUs below their warning quantity', zh_CN: '低于预警数量的 SKU' },
  inbound_difference: { en: 'Inbound bookings received with a difference', zh_CN: '入库存在差异的预约单' },
};

const WORDING = {
  en: {
    alertSubject: (count: number) => `Warning: ${count} ${count === 1 ? 'event needs' : 'events need'} your attention`,
    digestSubject: (count: number) =>
      `Low stock: ${count} ${count === 1 ? 'SKU is' : 'SKUs are'} below the warning quantity`,
    intro: 'The merchant portal noticed the following. Open a record to see what happened and to act on it.',
    open: 'Open',
    available: (line: LowStockLine) =>
      `${line.sku} in ${line.warehouse}: ${line.available} available, warning quantity ${line.warning_quantity}`,
    more: (count: number) => `…and ${count} more in the portal.`,
    packagingSubject: (count: number) =>
      `Low stock: ${count} ${count === 1 ? 'packaging item is' : 'packaging items are'} below the warning quantity`,
    packagingHeading: 'Your packaging below its warning quantity',
    packagingAvailable: (line: LowPackagingMailLine) =>
      `${line.code} in ${line.warehouse}: ${line.available} available, warning quantity ${line.warning_quantity}`,
    footer: 'You receive this mail because your address is set under Account → Warning Emails.',
  },
  zh_CN: {
    alertSubject: (count: number) => `预警：有 ${count} 条事件需要您处理`,
    digestSubject: (count: number) => `低库存：${count} 个 SKU 低于预警数量`,
    intro: '商家门户发现以下情况，打开记录可查看详情并处理。',
    open: '查看',
    available: (line: LowStockLine) =>
      `${line.sku}（${line.warehouse}）：可用 ${line.available}，预警数量 ${line.warning_quantity}`,
    more: (count: number) => `……另有 ${count} 条，请在门户中查看。`,
    packagingSubject: (count: number) => `低库存：${count} 个包材低于预警数量`,
    packagingHeading: '低于预警数量的包材',
    packagingAvailable: (line: LowPackagingMailLine) =>
      `${line.code}（${line.warehouse}）：可用 ${line.available}，预警数量 ${line.warning_quantity}`,
    footer: '您收到此邮件，是因为您的邮箱已在“账号管理 → 预警邮箱”中设置。',
  },
} as const;

/** Where a record of an alert opens in the portal. */
function recordLink(publicUrl: string, alert: PendingAlert): string {
  if (alert.type === 'inbound_difference') return `${publicUrl}/inventory/loss-order-detail?id=${alert.subject}`;
  return `${publicUrl}/order/detail?id=${alert.subject}`;
}

/** The alerts of one batch for one address, grouped by kind, in the merchant's language. */
export function alertMail(to: string, alerts: PendingAlert[], lang: Lang, publicUrl: string): OutgoingMail {
  const w = WORDING[lang];
  const text: string[] = [w.intro];
  const html: string[] = [`<p>${escapeHtml(w.intro)}</p>`];
  for (const type of Object.keys(HEADINGS) as WarningEmailType[]) {
    const ofType = alerts.filter((alert) => alert.type === type);
    if (!ofType.length) continue;
    text.push('', HEADINGS[type][lang]);
    html.push(`<h3>${escapeHtml(HEADINGS[type][lang])}</h3>`, '<ul>');
    for (const alert of ofType) {
      const link = recordLink(publicUrl, alert);
      const line = alert.detail ? `${alert.reference}: ${alert.detail}` : alert.reference;
      text.push(`- ${line}`, `  ${link}`);
      html.push(`<li>${escapeHtml(line)} <a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a></li>`);
    }
    html.push('</ul>');
  }
  text.push('', w.footer);
  html.push(`<p>${escapeHtml(w.footer)}</p>`);
  return { to, subject: w.alertSubject(alerts.length), text: text.join('\n'), html: html.join('\n') };
}

/**
 * The daily low-stock digest for one address: the SKUs below their warning quantity (`total` counts
 * the lines beyond those listed), then the merchant's own packaging below its level, each part with
 * its list's link. The subject counts the SKUs, or the packaging items when no SKU is low.
 */
export function lowStockMail(
  to: string,
  low: { lines: LowStockLine[]; total: number; packaging: LowPackagingMailLine[] },
  lang: Lang,
  publicUrl: string,
): OutgoingMail {
  const w = WORDING[lang];
  const text: string[] = [w.intro];
  const html = [`<p>${escapeHtml(w.intro)}</p>`];
  const section = (heading: string, items: string[], more: string[], link: string) => {
    text.push('', heading, ...items.map((item) => `- ${item}`), ...more, '', link);
    html.push(
      `<h3>${escapeHtml(heading)}</h3>`,
      '<ul>',
      ...items.map((item) => `<li>${escapeHtml(item)}</li>`),
      '</ul>',
      ...more.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(w.open)}</a></p>`,
    );
  };
  if (low.total > 0) {
    section(
      HEADINGS.low_stock[lang],
      low.lines.map((line) => w.available(line)),
      low.total > low.lines.length ? [w.more(low.total - low.lines.length)] : [],
      `${publicUrl}/inventory/list?alert_only=1`,
    );
  }
  if (low.packaging.length) {
    section(
      w.packagingHeading,
      low.packaging.map((line) => w.packagingAvailable(line)),
      [],
      `${publicUrl}/products/packaging?low_stock_only=1`,
    );
  }
  text.push('', w.footer);
  html.push(`<p>${escapeHtml(w.footer)}</p>`);
  const packagingItems = new Set(low.packaging.map((line) => line.code)).size;
  const subject = low.total > 0 ? w.digestSubject(low.total) : w.packagingSubject(packagingItems);
  return { to, subject, text: text.join('\n'), html: html.join('\n') };
}
