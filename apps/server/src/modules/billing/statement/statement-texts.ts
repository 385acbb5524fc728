import { BILL_TYPE_NAMES, type Lang, type Localized, type WalletTransactionType } from '@portal/contract';

/** The words of the monthly statement (xlsx and PDF) in both languages. */
export const STATEMENT_TEXTS = {
  title: { en: 'Monthly statement', zh_CN: '月度对账单' },
  sheet: { en: 'Statement', zh_CN: '对账单' },
  month: { en: 'Month', zh_CN: '月份' },
  customer: { en: 'Customer ID', zh_CN: '客户编号' },
  currency: { en: 'Currency', zh_CN: '币种' },
  generated: { en: 'Generated (UTC)', zh_CN: '生成时间 (UTC)' },
  opening: { en: 'Opening balance', zh_CN: '期初余额' },
  closing: { en: 'Closing balance', zh_CN: '期末余额' },
  subtotal: { en: 'Subtotal', zh_CN: '小计' },
  transactionId: { en: 'Transaction ID', zh_CN: '交易编号' },
  time: { en: 'Time (UTC)', zh_CN: '时间 (UTC)' },
  reference: { en: 'Order / reference', zh_CN: '订单 / 关联单号' },
  remark: { en: 'Remark', zh_CN: '备注' },
  amount: { en: 'Amount (USD)', zh_CN: '金额 (USD)' },
  balance: { en: 'Balance (USD)', zh_CN: '余额 (USD)' },
  none: { en: 'No transactions in this month', zh_CN: '本月无交易' },
  page: { en: 'Page {n} of {total}', zh_CN: '第 {n} 页，共 {total} 页' },
} satisfies Record<string, Localized>;

export function statementText(key: keyof typeof STATEMENT_TEXTS, lang: Lang): string {
  return STATEMENT_TEXTS[key][lang];
}

export function billTypeName(type: WalletTransactionType, lang: Lang): string {
  return BILL_TYPE_NAMES[type][lang];
}

/** Cents as dollars with two decimals and a sign for debits: -1234 → "-12.34". */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
