import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { transaction } from '../db/transaction';
import { walletApi } from '../modules/wallet';
import { type Actor, staffActor, systemActor } from '../platform/actor';
import { DEMO_OPENING_BALANCE } from './demo-wallets';
import type { SeedTables } from './seed-tables';

const DEMO_MERCHANT = 10001;

/** A day and hour of the month `back` months before the clock's (UTC). */
function monthsBack(now: Date, back: number, day: number, hour: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, hour));
}

/**
 * Without the year of history (DEMO_HISTORY_MONTHS=0, demo-history.ts, which writes the same
 * refunds and adjustments among its months): three closed months of billing history for the demo
 * merchant, so the transaction list and the statements show something: the opening balance at the start of the third month back, then refunds
 * and staff adjustments that cancel out (the balance the other demo data expects stays 500.00 USD).
 * Written through the wallet at those times, in order, so the running balance is the ledger's own.
 * Only into a wallet that has no transaction yet; `seedDemoWallets` then finds the opening and skips.
 */
export async function seedDemoBillingHistory(core: Core): Promise<void> {
  const now = core.clock.now();
  const entries = [
    {
      at: monthsBack(now, 3, 2, 9),
      credit: true,
      request: {
        type: 'opening' as const,
        amount: DEMO_OPENING_BALANCE,
        actor: systemActor('demo seed'),
        remark: 'Opening balance',
      },
    },
    ...demoBillingEntries(now),
  ];
  await transaction(core.db, async (tx) => {
    const used = await queryBuilder<SeedTables>(core.db, tx)
      .selectFrom('wallet_transactions')
      .select('id')
      .where('customer_id', '=', DEMO_MERCHANT)
      .limit(1)
      .executeTakeFirst();
    if (used) return;
    for (const entry of entries) {
      const wallet = walletApi({ db: core.db, clock: { now: () => entry.at } });
      if (entry.credit) await wallet.credit(tx, { customerId: DEMO_MERCHANT }, entry.request);
      else await wallet.debit(tx, { customerId: DEMO_MERCHANT }, entry.request);
    }
  });
}

/** A wallet entry of the billing history, written at `at`. */
export interface DemoBillingEntry {
  at: Date;
  credit: boolean;
  request: { type: 'refund' | 'adjustment'; amount: number; actor: Actor; remark: string };
}

/** Refunds and staff adjustments of the last two closed months, which cancel out (also the 12-month history's, demo-history.ts). */
export function demoBillingEntries(now: Date): DemoBillingEntry[] {
  const finance = staffActor('Finance team');
  return [
    {
      at: monthsBack(now, 2, 6, 10),
      credit: true,
      request: { type: 'refund', amount: 2_500, actor: finance, remark: 'Refund: parcel damaged in transit' },
    },
    {
      at: monthsBack(now, 2, 19, 14),
      credit: false,
      request: { type: 'adjustment', amount: 1_250, actor: finance, remark: 'Label reprint charge' },
    },
    {
      at: monthsBack(now, 1, 8, 11),
      credit: false,
      request: { type: 'adjustment', amount: 2_000, actor: finance, remark: 'Remote area surcharge correction' },
    },
    {
      at: monthsBack(now, 1, 21, 16),
      credit: true,
      request: { type: 'refund', amount: 750, actor: finance, remark: 'Refund: duplicate handling fee' },
    },
  ];
}
