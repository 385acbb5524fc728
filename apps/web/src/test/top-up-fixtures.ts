import type { TopUpItem } from '@portal/contract';

/** A pending PayPal top-up of 120.00 USD made on 2026-11-20 at 08:00 UTC, as the records list shows it. */
export const topUpRecord = (id: number, no: string): TopUpItem => ({
  id,
  top_up_no: no,
  platform: 'paypal',
  platform_name: 'PayPal',
  currency: 'USD',
  amount: 12_000,
  payment_date: '2026-11-20',
  remark: '',
  status: 'pending',
  received_amount: null,
  usd_rate: null,
  rate_date: null,
  credited_usd: null,
  reject_reason: '',
  voucher_name: 'voucher.png',
  voucher_mime: 'image/png',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
});
