import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { topUpStaff } from '../modules/top-up';
import { systemActor } from '../platform/actor';
import { everyMinutes } from '../platform/jobs/schedule';
import type { ScheduledJob } from '../platform/jobs/scheduled-job';
import { DEMO_CUSTOMERS } from './demo-simulator';
import { DEMO_TOP_UP_REMARK, ensureDemoRates } from './demo-top-ups';
import type { SeedTables } from './seed-tables';

/**
 * `demo.simulateTopUps` (demo mode only, off with DEMO_SIMULATOR=0): plays finance for top-ups the demo
 * merchants submit, confirming each once it has waited DEMO_SIMULATOR_STEP_MS with the amount the
 * merchant gave, at today's demo rate — so the demo shows a top-up reach the balance. Through the
 * module's own confirmation, as the system actor; the seeded records keep their status.
 */
export function demoTopUpSimulatorJob(core: Core): ScheduledJob {
  const db = queryBuilder<SeedTables>(core.db);
  const staff = topUpStaff(core);
  const actor = systemActor('demo simulator');
  return {
    name: 'demo.simulateTopUps',
    schedule: everyMinutes(1),
    async run(now, signal) {
      const waitedSince = new Date(now.getTime() - core.config.demoSimulatorStepMs).toISOString();
      const pending = await db
        .selectFrom('top_ups')
        .select(['top_up_no', 'amount'])
        .where('customer_id', 'in', DEMO_CUSTOMERS)
        .where('status', '=', 'pending')
        .where('remark', 'not like', `${DEMO_TOP_UP_REMARK}%`)
        .where('created_at', '<=', waitedSince)
        .orderBy('id')
        .limit(100)
        .execute();
      if (!pending.length) return { moved: 0, failed: 0 };
      await ensureDemoRates(core, now.toISOString().slice(0, 10));
      let moved = 0;
      let failed = 0;
      for (const record of pending) {
        signal.throwIfAborted();
        // One record's refusal (finance answered it meanwhile) must not stop the others.
        try {
          await staff.confirm({ topUpNo: record.top_up_no, receivedAmount: Number(record.amount), actor });
          moved += 1;
        } catch (error) {
          failed += 1;
          core.log.warn({ err: error, topUp: record.top_up_no }, 'demo simulator: top-up refused');
        }
      }
      return { moved, failed };
    },
  };
}
