import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { transaction } from '../db/transaction';
import { storageFeeStaffApi } from '../modules/storage-fee';
import { walletApi } from '../modules/wallet';
import { systemActor } from '../platform/actor';
import { demoBillingEntries } from './demo-billing';
import { orderSteps } from './demo-history-orders';
import { planHistory } from './demo-history-plan';
import { restockSteps } from './demo-history-restocks';
import { DAY, DEMO_MERCHANT, type DemoViewer, HOUR, type MovedCore, type Step } from './demo-history-step';
import { topUpSteps } from './demo-history-top-ups';
import { RUN_HOUR_UTC } from './demo-storage-fees';
import { ensureDemoReceivingAccounts } from './demo-top-ups';
import { demoMerchantViewer } from './demo-viewer';
import { DEMO_OPENING_BALANCE } from './demo-wallets';
import type { SeedTables } from './seed-tables';

/**
 * The demo merchant's past months (issue 23): a growing shop's orders from the Los Angeles warehouse
 * to five countries by five shipping methods, the monthly restocking bookings they ship from, a
 * top-up at the start of each month, the daily storage charges and the billing history's refunds and
 * adjustments — all made through the modules' own services on a clock moved to each step's time
 * (`planHistory` decides what and when, from a seeded PRNG, so every fresh database gets the same).
 * The steps run in time order, so the wallet's and the stock ledger's running balances, the order
 * transitions and the statistics rollups are what they would have been.
 * Each restock brings exactly what the next month's orders ship (the first also its own month's), so
 * the stock the rest of the demo data expects is there when the history ends.
 * Runs only into an empty wallet (the history must come first in the ledger): on a fresh database,
 * once; `months` counts this month, so 12 gives the 11 closed months before it.
 */
export async function seedDemoHistory(core: Core, months: number): Promise<void> {
  if (months < 2) return;
  const db = queryBuilder<SeedTables>(core.db);
  const used = await db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('customer_id', '=', DEMO_MERCHANT)
    .limit(1)
    .executeTakeFirst();
  if (used) return;
  await ensureDemoReceivingAccounts(core);
  const now = core.clock.now();
  let at = now;
  const moved = { ...core, clock: { now: () => at } };
  const steps = buildSteps(moved, now, months, await demoMerchantViewer(core));
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) {
    at = new Date(step.at);
    await step.run();
  }
}

function buildSteps(core: MovedCore, now: Date, months: number, viewer: DemoViewer): Step[] {
  const plan = planHistory(now, months);
  const latest = now.getTime() - 2 * HOUR;
  const clamp = (time: number) => Math.min(time, latest);
  const steps: Step[] = [];
  const wallet = walletApi(core);
  steps.push({
    at: plan.start + 30 * 60_000,
    run: async () => {
      await transaction(core.db, (tx) =>
        wallet.credit(
          tx,
          { customerId: DEMO_MERCHANT },
          { type: 'opening', amount: DEMO_OPENING_BALANCE, actor: systemActor('demo seed'), remark: 'Opening balance' },
        ),
      );
    },
  });
  for (const entry of demoBillingEntries(now)) {
    if (entry.at.getTime() < plan.start) continue;
    steps.push({
      at: entry.at.getTime(),
      run: async () => {
        await transaction(core.db, (tx) =>
          entry.credit
            ? wallet.credit(tx, { customerId: DEMO_MERCHANT }, entry.request)
            : wallet.debit(tx, { customerId: DEMO_MERCHANT }, entry.request),
        );
      },
    });
  }
  plan.topUps.forEach((time, index) => {
    steps.push(...topUpSteps(core, viewer, time, index));
  });
  plan.restocks.forEach((restock, index) => {
    steps.push(...restockSteps(core, viewer, restock.at, restock.month, restock.units, index));
  });
  for (const planned of plan.orders) steps.push(...orderSteps(core, viewer, planned, clamp));
  // The daily storage job at noon UTC of every day, up to today's when its hour has passed (then
  // demo-storage-fees.ts finds the merchant charged and makes up nothing).
  const { billing } = storageFeeStaffApi(core);
  for (let run = plan.start + RUN_HOUR_UTC * HOUR + DAY; run <= now.getTime(); run += DAY) {
    steps.push({
      at: run,
      run: async () => {
        await billing.runDue(new Date(run));
      },
    });
  }
  return steps;
}
