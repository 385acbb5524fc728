import type { Core } from '../../core';
import { dailyAt } from '../../platform/jobs/schedule';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import { OrderRecipientRepository } from './order-recipient-repository';

/** Orders cleared per statement: short writes, and the lease is checked between them. */
const BATCH = 1000;

/**
 * The cutoff of spec 9: the same moment six calendar months before `now` (UTC), on the month's last
 * day when it has no such day (31 August → 28 or 29 February).
 */
export function sixMonthsBefore(now: Date): string {
  const cutoff = new Date(now);
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - 6);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff.toISOString();
}

/**
 * `order.clearRecipients`: the recipient of an order shipped more than six months ago is erased
 * (spec 9), every night, in batches, stopping when the instance stops or loses the lease.
 */
export function clearRecipientsJob(core: Pick<Core, 'db'>): ScheduledJob {
  const orders = new OrderRecipientRepository(core.db);
  return {
    name: 'order.clearRecipients',
    schedule: dailyAt('03:30'),
    async run(now, signal) {
      const cutoff = sixMonthsBefore(now);
      const at = now.toISOString();
      let cleared = 0;
      for (;;) {
        signal.throwIfAborted();
        const batch = await orders.clearRecipientsShippedBefore(cutoff, BATCH, at);
        cleared += batch;
        if (batch < BATCH) return { orders_cleared: cleared, shipped_before: cutoff };
      }
    },
  };
}
