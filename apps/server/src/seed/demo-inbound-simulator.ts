import type { InboundStatus } from '@portal/contract';
import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { inboundStaff } from '../modules/inbound';
import { systemActor } from '../platform/actor';
import { everyMinutes } from '../platform/jobs/schedule';
import type { ScheduledJob } from '../platform/jobs/scheduled-job';
import { DEMO_BOOKING_REMARK } from './demo-inbound';
import { DEMO_CUSTOMERS } from './demo-simulator';
import type { SeedTables } from './seed-tables';

const MOVING: readonly InboundStatus[] = ['submitted', 'confirmed', 'future_receipt', 'pending_qc', 'to_be_shelved'];

/**
 * `demo.simulateInbound` (demo mode only, off with DEMO_SIMULATOR=0): plays customer service and the
 * warehouse for bookings the demo merchants submit, one step per booking and run once it has waited
 * DEMO_SIMULATOR_STEP_MS in its status: audit → every box arrives → quality check (all qualified) →
 * shelved into stock. The steps are the inbound module's own, as the system actor. The seeded
 * bookings keep their status.
 */
export function demoInboundSimulatorJob(core: Core): ScheduledJob {
  const db = queryBuilder<SeedTables>(core.db);
  const staff = inboundStaff(core);
  const actor = systemActor('demo simulator');

  const step = (booking: { receiving_no: string; status: string }) => {
    const no = booking.receiving_no;
    switch (booking.status as InboundStatus) {
      case 'submitted':
        return staff.audit(no, actor);
      case 'confirmed':
      case 'future_receipt':
        return staff.arrive(no, [], false, actor);
      case 'pending_qc':
        return staff.qualityCheck(no, [], actor);
      default:
        return staff.shelve(no, [], actor);
    }
  };

  return {
    name: 'demo.simulateInbound',
    schedule: everyMinutes(1),
    async run(now, signal) {
      const waitedSince = new Date(now.getTime() - core.config.demoSimulatorStepMs).toISOString();
      const bookings = await db
        .selectFrom('inbound_bookings')
        .select(['id', 'receiving_no', 'status'])
        .where('customer_id', 'in', DEMO_CUSTOMERS)
        .where('status', 'in', MOVING)
        .where('remark', 'not like', `${DEMO_BOOKING_REMARK}%`)
        .where('updated_at', '<=', waitedSince)
        .orderBy('id')
        .limit(100)
        .execute();
      let moved = 0;
      let failed = 0;
      for (const booking of bookings) {
        signal.throwIfAborted();
        // One booking's refusal (staff moved it meanwhile) must not stop the others.
        try {
          await step(booking);
          moved += 1;
        } catch (error) {
          failed += 1;
          core.log.warn({ err: error, booking: booking.receiving_no }, 'demo simulator: inbound step refused');
        }
      }
      return { moved, failed };
    },
  };
}
