import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { storageFeeStaffApi } from '../modules/storage-fee';
import type { SeedTables } from './seed-tables';

const DEMO_MERCHANT = 10001;
/** Runs of the daily job the seed makes up for: one a day, today's too once its hour has passed. */
const DAYS_BACK = 3;
const DAY_MS = 86_400_000;
/** 12:00 UTC is past 02:00 in every demo warehouse (Los Angeles to Berlin), so each run charges each warehouse's day before. */
export const RUN_HOUR_UTC = 12;

/**
 * The storage fees of the last few days, so a new install shows storage charges and their wallet
 * transactions (the demo merchant's stock includes layers past their 30 free days, demo-products.ts):
 * the daily job's own code (`StorageBilling.runDue`) is run at noon UTC of each of the last days, on
 * a clock set to that moment, so the charges and debits carry the times the job would have written.
 * Run before the demo orders, whose fees are dated now: the ledger stays in time order. Idempotent: once the demo merchant has a
 * charge (from here or from the job), nothing is made up again; the job itself never charges twice.
 */
export async function seedDemoStorageFees(core: Core): Promise<void> {
  const charged = await queryBuilder<SeedTables>(core.db)
    .selectFrom('storage_charges')
    .select('id')
    .where('customer_id', '=', DEMO_MERCHANT)
    .limit(1)
    .executeTakeFirst();
  if (charged) return;
  const now = core.clock.now();
  const noonToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), RUN_HOUR_UTC);
  for (let back = DAYS_BACK; back >= 0; back -= 1) {
    const at = new Date(noonToday - back * DAY_MS);
    if (at > now) break;
    const { billing } = storageFeeStaffApi({ ...core, clock: { now: () => at } });
    await billing.runDue(at);
  }
}
