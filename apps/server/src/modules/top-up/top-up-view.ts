import type { Localized, TopUpDetail, TopUpItem, TopUpStatus } from '@portal/contract';
import { actorOf } from '../../platform/actor';
import type { TopUpHistoryRow, TopUpRow } from './top-up-repository';

/** A status as a refusal names it ("has already been received"). */
export const STATUS_WORDS: Record<TopUpStatus, Localized> = {
  pending: { en: 'pending', zh_CN: '待处理' },
  received: { en: 'received', zh_CN: '到账' },
  rejected: { en: 'rejected', zh_CN: '拒绝' },
};

export function toItem(row: TopUpRow): TopUpItem {
  return {
    id: row.id,
    top_up_no: row.top_up_no,
    platform: row.platform,
    platform_name: row.platform_name,
    currency: row.currency,
    amount: Number(row.amount),
    payment_date: row.payment_date,
    remark: row.remark,
    status: row.status,
    received_amount: row.received_amount === null ? null : Number(row.received_amount),
    usd_rate: row.usd_rate,
    rate_date: row.rate_date,
    credited_usd: row.credited_usd === null ? null : Number(row.credited_usd),
    reject_reason: row.reject_reason,
    voucher_name: row.voucher_name,
    voucher_mime: row.voucher_mime,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toDetail(row: TopUpRow, history: TopUpHistoryRow[]): TopUpDetail {
  return {
    ...toItem(row),
    voucher_size: row.voucher_size,
    history: history.map((entry) => {
      const actor = actorOf(entry);
      return {
        status: entry.status,
        actor: { kind: actor.kind, label: actor.label },
        note: entry.note,
        created_at: entry.created_at,
      };
    }),
  };
}
