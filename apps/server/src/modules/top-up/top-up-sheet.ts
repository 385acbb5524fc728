import { type Lang, type Localized, minorUnitsText, type TopUpItem, withNote } from '@portal/contract';
import type { XlsxRowSpec, XlsxSheetSpec } from '../../platform/xlsx/xlsx-writer';

const LABELS = {
  sheet: { en: 'Top-up records', zh_CN: '充值记录' },
  top_up_no: { en: 'Top-up No.', zh_CN: '充值单号' },
  platform: { en: 'Platform', zh_CN: '充值平台' },
  currency: { en: 'Currency', zh_CN: '币种' },
  amount: { en: 'Amount', zh_CN: '金额' },
  payment_date: { en: 'Payment date', zh_CN: '付款日期' },
  status: { en: 'Status', zh_CN: '状态' },
  received_amount: { en: 'Amount received', zh_CN: '实收金额' },
  usd_rate: { en: 'Rate to USD', zh_CN: '兑美元汇率' },
  credited_usd: { en: 'Credited (USD)', zh_CN: '入账金额（USD）' },
  reject_reason: { en: 'Reject reason', zh_CN: '拒绝原因' },
  remark: { en: 'Remark', zh_CN: '备注' },
  created_at: { en: 'Submitted', zh_CN: '提交时间' },
} satisfies Record<string, Localized>;

const STATUS_LABELS: Record<TopUpItem['status'], Localized> = {
  pending: { en: 'Pending', zh_CN: '待处理' },
  received: { en: 'Received', zh_CN: '已到账' },
  rejected: { en: 'Rejected', zh_CN: '已拒绝' },
};

function utcText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** The top-up export: amounts as text in each record's own currency, credited USD in dollars. */
export function topUpSheet(items: TopUpItem[], lang: Lang): XlsxSheetSpec {
  const header = [
    LABELS.top_up_no[lang],
    LABELS.platform[lang],
    LABELS.currency[lang],
    LABELS.amount[lang],
    LABELS.payment_date[lang],
    LABELS.status[lang],
    LABELS.received_amount[lang],
    LABELS.usd_rate[lang],
    LABELS.credited_usd[lang],
    LABELS.reject_reason[lang],
    LABELS.remark[lang],
    withNote(LABELS.created_at, 'UTC')[lang],
  ];
  const rows: XlsxRowSpec[] = [{ cells: header, style: 'header' }];
  for (const item of items) {
    rows.push({
      cells: [
        item.top_up_no,
        item.platform_name,
        item.currency,
        minorUnitsText(item.amount, item.currency),
        item.payment_date,
        STATUS_LABELS[item.status][lang],
        item.received_amount === null ? '' : minorUnitsText(item.received_amount, item.currency),
        item.usd_rate ?? '',
        item.credited_usd === null ? '' : minorUnitsText(item.credited_usd, 'USD'),
        item.reject_reason,
        item.remark,
        utcText(item.created_at),
      ],
    });
  }
  return {
    name: LABELS.sheet[lang],
    freezeHeader: true,
    columns: [20, 16, 10, 16, 14, 12, 16, 14, 16, 30, 40, 20].map((width) => ({ width, style: 'text' as const })),
    rows,
  };
}
