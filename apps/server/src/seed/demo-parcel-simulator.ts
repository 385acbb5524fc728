import type { Core } from '../core';
import { parcelStaff } from '../modules/self-service-order';
import { systemActor } from '../platform/actor';
import { everyMinutes } from '../platform/jobs/schedule';
import type { ScheduledJob } from '../platform/jobs/scheduled-job';
import { DEMO_PARCEL_PREFIX, measuredOf } from './demo-parcels';
import { DEMO_CUSTOMERS } from './demo-simulator';

/**
 * `demo.simulateParcels` (demo mode only, off with DEMO_SIMULATOR=0): plays the hub for parcel orders
 * the demo merchants pre-advise, one step per parcel once it has waited DEMO_SIMULATOR_STEP_MS:
 * handed over, received and measured (the final fee charged), shipped with a tracking number and an
 * event, delivered. Through the module's own staff steps, as the system actor; the seeded
 * `DEMO-PARCEL-…` parcels, parcels waiting on an interception or a reply, and every other merchant's
 * are left alone.
 */
export function demoParcelSimulatorJob(core: Core): ScheduledJob {
  const staff = parcelStaff(core);
  const actor = systemActor('demo simulator');
  return {
    name: 'demo.simulateParcels',
    schedule: everyMinutes(1),
    async run(now, signal) {
      const waitedSince = new Date(now.getTime() - core.config.demoSimulatorStepMs).toISOString();
      const waiting = await staff.waitingForHub([...DEMO_CUSTOMERS], waitedSince, 100);
      let moved = 0;
      let failed = 0;
      for (const parcel of waiting) {
        signal.throwIfAborted();
        if (parcel.customer_ref?.startsWith(DEMO_PARCEL_PREFIX)) continue;
        // One parcel's refusal (the merchant or staff moved it meanwhile) must not stop the others.
        try {
          if (parcel.status === 'pre_advised') await staff.handOver(parcel.parcel_no, actor);
          else if (parcel.status === 'handed_over') {
            await staff.receive(parcel.parcel_no, parcel.pieces.map(measuredOf), actor, 'en');
          } else if (parcel.status === 'received') {
            await staff.ship(
              parcel.parcel_no,
              { number: `9400${String(parcel.id).padStart(18, '0')}`, courier: '' },
              actor,
            );
            await staff.addTrackingEvent(
              parcel.parcel_no,
              { status_text: 'Departed hub', location: 'Los Angeles CA', occurred_at: now.toISOString() },
              actor,
            );
          } else if (parcel.status === 'shipped') {
            await staff.addTrackingEvent(
              parcel.parcel_no,
              { status_text: 'Delivered', location: 'Recipient address', occurred_at: now.toISOString() },
              actor,
            );
            await staff.deliver(parcel.parcel_no, actor);
          }
          moved += 1;
        } catch (error) {
          failed += 1;
          core.log.warn({ err: error, parcel: parcel.parcel_no }, 'demo simulator: parcel step refused');
        }
      }
      return { moved, failed };
    },
  };
}
