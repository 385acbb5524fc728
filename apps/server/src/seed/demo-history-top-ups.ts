import { Readable } from 'node:stream';
import { queryBuilder } from '../db/query-builder';
import { topUpMerchant, topUpStaff } from '../modules/top-up';
import { merchantActor, staffActor } from '../platform/actor';
import { DEMO_MERCHANT, type DemoViewer, HOUR, type MovedCore, type Step } from './demo-history-step';
import { DEMO_LOGINS } from './demo-logins';
import { productTilePng } from './demo-png';
import type { SeedTables } from './seed-tables';

/** The merchant tops up at the start of each month to about this balance (cents): 1,200.00 USD. */
const TOP_UP_TARGET = 120_000;

/** A top-up paid by bank transfer or PayPal, confirmed by finance the next working morning. */
export function topUpSteps(core: MovedCore, viewer: DemoViewer, time: number, index: number): Step[] {
  const merchant = topUpMerchant(core);
  const staff = topUpStaff(core);
  const actor = merchantActor(viewer, DEMO_LOGINS.main);
  const platform = index % 3 === 2 ? 'paypal' : 'bank_transfer';
  const state = { topUpNo: '', amount: 0 };
  return [
    {
      at: time,
      run: async () => {
        const balance = await currentBalance(core);
        // Whole hundreds, at least 300.00 USD: what a merchant sends to keep about 1,200.00 USD.
        state.amount = Math.max(30_000, Math.ceil((TOP_UP_TARGET - balance) / 10_000) * 10_000);
        const detail = await merchant.submit(viewer, actor, {
          filename: `transfer-${index + 1}.png`,
          // Each voucher its own picture: the module refuses a file it has seen.
          stream: Readable.from([productTilePng(48, [60 + index * 13, 120, 200 - index * 7], 'square')]),
          truncated: () => false,
          fields: {
            platform,
            currency: 'USD',
            amount: String(state.amount),
            payment_date: new Date(time).toISOString().slice(0, 10),
            remark: `Monthly top-up ${index + 1}`,
          },
        });
        state.topUpNo = detail.top_up_no;
      },
    },
    {
      at: time + 20 * HOUR,
      run: async () => {
        await staff.confirm({
          topUpNo: state.topUpNo,
          receivedAmount: state.amount,
          actor: staffActor('Finance team'),
        });
      },
    },
  ];
}

async function currentBalance(core: MovedCore): Promise<number> {
  const last = await queryBuilder<SeedTables>(core.db)
    .selectFrom('wallet_transactions')
    .select('balance_after')
    .where('customer_id', '=', DEMO_MERCHANT)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.balance_after ?? 0;
}
