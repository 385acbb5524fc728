import type { Core } from '../../core';
import { everyMinutes } from '../../platform/jobs/schedule';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import { storageFeeParts } from './storage-fee-parts';

/**
 * The daily storage charge. Warehouses keep their own clocks (`warehouses.time_zone`), so the job
 * runs hourly and charges each warehouse's previous local day once it is past 02:00 there; later runs
 * that day find every merchant charged and write nothing.
 */
export function storageFeeJobs(core: Core): ScheduledJob[] {
  const { billing } = storageFeeParts(core);
  return [
    {
      name: 'storageFee.chargeDaily',
      schedule: everyMinutes(60),
      leaseMs: 10 * 60_000,
      run: async (now, signal) => {
        const { warehouses, charges, debited, skipped } = await billing.runDue(now, signal);
        return { warehouses, charges, debited, skipped };
      },
    },
  ];
}
