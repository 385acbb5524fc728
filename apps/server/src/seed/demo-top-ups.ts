import { Readable } from 'node:stream';
import { CURRENCIES, type TopUpCurrency } from '@portal/contract';
import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { topUpMerchant, topUpStaff } from '../modules/top-up';
import { merchantActor, staffActor } from '../platform/actor';
import { DEMO_LOGINS } from './demo-logins';
import { productTilePng } from './demo-png';
import { demoMerchantViewer } from './demo-viewer';
import type { SeedTables } from './seed-tables';

/** Remarks of the seeded records begin with this: the simulator leaves them in their status. */
export const DEMO_TOP_UP_REMARK = 'Demo top-up';

/** Rough USD values of one unit of each remittance currency, set for the day the demo runs. */
export const DEMO_RATES: Record<Exclude<TopUpCurrency, 'USD'>, string> = {
  HKD: '0.128',
  CNY: '0.1381',
  EUR: '1.085',
  GBP: '1.27',
  AUD: '0.655',
  SGD: '0.745',
  CAD: '0.73',
  NZD: '0.6',
  KRW: '0.00072',
  RUB: '0.0105',
  CHF: '1.13',
  SEK: '0.095',
  JPY: '0.0067',
};

const CHANNELS = [
  { platform: 'paypal', platform_name: 'PayPal', currencies: ['USD', 'EUR', 'GBP', 'AUD', 'CAD'] },
  { platform: 'wechat_pay', platform_name: 'WeChat Pay', currencies: ['CNY'] },
  { platform: 'alipay', platform_name: 'Alipay', currencies: ['CNY', 'HKD'] },
  { platform: 'bank_transfer', platform_name: 'Bank transfer', currencies: [...CURRENCIES] },
] as const;

interface DemoRecord {
  platform: string;
  currency: TopUpCurrency;
  amount: number;
  ends: 'pending' | 'received' | 'rejected';
  colour: [number, number, number];
}

const RECORDS: readonly DemoRecord[] = [
  { platform: 'bank_transfer', currency: 'JPY', amount: 150_000, ends: 'received', colour: [40, 90, 160] },
  { platform: 'alipay', currency: 'CNY', amount: 300_000, ends: 'received', colour: [20, 130, 90] },
  { platform: 'wechat_pay', currency: 'CNY', amount: 50_000, ends: 'rejected', colour: [150, 60, 60] },
  { platform: 'paypal', currency: 'USD', amount: 20_000, ends: 'pending', colour: [120, 80, 150] },
];

/** Today's demo rates, for the currencies that have none yet today (the seed and the simulator). */
export async function ensureDemoRates(core: Core, day: string): Promise<void> {
  const staff = topUpStaff(core);
  const have = new Set((await staff.rates(day)).list.map((rate) => rate.currency));
  for (const [currency, rate] of Object.entries(DEMO_RATES)) {
    if (!have.has(currency as TopUpCurrency)) await staff.setRate({ currency, date: day, rate });
  }
}

/** The provider's receiving accounts, when none is set up (the history's top-ups are paid into them too). */
export async function ensureDemoReceivingAccounts(core: Core): Promise<void> {
  const staff = topUpStaff(core);
  if ((await staff.accounts()).list.length > 0) return;
  for (const channel of CHANNELS) {
    for (const currency of channel.currencies) {
      await staff.setAccount({
        platform: channel.platform,
        platform_name: channel.platform_name,
        currency,
        account_name: 'Global Fulfilment Services Ltd',
        account_number: `${channel.platform.toUpperCase().replace('_', '-')}-${currency}-0001`,
        bank_name: channel.platform === 'bank_transfer' ? 'Hong Kong Commercial Bank' : '',
        instructions: 'Write your customer ID in the payment reference.',
        enabled: true,
      });
    }
  }
}

/**
 * The provider's receiving accounts (when none is set up), today's rates, and the demo merchant's
 * top-ups in every status — submitted, confirmed and rejected through the module's own steps, so the
 * wallet holds the credits. Idempotent: a merchant with these top-ups already gets no more (the
 * history's monthly top-ups, demo-history.ts, have remarks of their own).
 */
export async function seedDemoTopUps(core: Core): Promise<void> {
  const staff = topUpStaff(core);
  await ensureDemoReceivingAccounts(core);
  const now = core.clock.now();
  await ensureDemoRates(core, now.toISOString().slice(0, 10));
  const db = queryBuilder<SeedTables>(core.db);
  const existing = await db
    .selectFrom('top_ups')
    .select('id')
    .where('customer_id', '=', 10001)
    .where('remark', 'like', `${DEMO_TOP_UP_REMARK}%`)
    .limit(1)
    .execute();
  if (existing.length) return;
  const viewer = await demoMerchantViewer(core);
  const merchant = topUpMerchant(core);
  const actor = merchantActor(viewer, DEMO_LOGINS.main);
  const finance = staffActor('Finance (demo)');
  for (const [index, record] of RECORDS.entries()) {
    const paid = new Date(now.getTime() - (RECORDS.length - index) * 86_400_000).toISOString().slice(0, 10);
    const detail = await merchant.submit(viewer, actor, {
      filename: `voucher-${index + 1}.png`,
      stream: Readable.from([productTilePng(48, record.colour, 'stripes')]),
      truncated: () => false,
      fields: {
        platform: record.platform,
        currency: record.currency,
        amount: String(record.amount),
        payment_date: paid,
        remark: `${DEMO_TOP_UP_REMARK} ${index + 1}`,
      },
    });
    if (record.ends === 'received') {
      await staff.confirm({ topUpNo: detail.top_up_no, receivedAmount: record.amount, actor: finance });
    } else if (record.ends === 'rejected') {
      await staff.reject({
        topUpNo: detail.top_up_no,
        reason: 'The voucher does not show the transfer reference',
        actor: finance,
      });
    }
  }
}
