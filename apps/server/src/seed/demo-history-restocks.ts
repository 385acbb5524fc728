import { inbound } from '@portal/contract';
import { inboundMerchantServices, inboundStaff } from '../modules/inbound';
import { merchantActor, staffActor } from '../platform/actor';
import { DAY, type DemoViewer, HOUR, type MovedCore, type Step } from './demo-history-step';
import { DEMO_LOGINS } from './demo-logins';

/** A restocking booking: booked, audited, arrived, checked and shelved over four days. */
export function restockSteps(
  core: MovedCore,
  viewer: DemoViewer,
  time: number,
  month: string,
  units: Map<string, number>,
  index: number,
): Step[] {
  const { bookings } = inboundMerchantServices(core);
  const staff = inboundStaff(core);
  const merchant = merchantActor(viewer, DEMO_LOGINS.main);
  const warehouse = staffActor('Wang Wei');
  const lines = [...units].filter(([, quantity]) => quantity > 0);
  const state = { no: '' };
  if (lines.length === 0) return [];
  return [
    {
      at: time,
      run: async () => {
        const body = inbound.saveDraft.body.parse({
          warehouse_id: 1,
          remark: `Restock for ${month}`,
          lines: lines.map(([sku, quantity]) => ({ sku, quantity })),
          packing_method: 'mixed',
          boxes: lines.map(([sku, quantity]) => ({
            box_count: 1,
            weight_kg: Math.max(1, Math.round(quantity * 0.4)),
            length_cm: 60,
            width_cm: 40,
            height_cm: 40,
            items: [{ sku, quantity }],
          })),
          shipping: {
            delivery_method: 'express',
            courier_company: 'UPS',
            tracking_no: `1ZRESTOCK${String(index + 1).padStart(6, '0')}`,
            volume_m3: Math.round(lines.length * 0.096 * 100) / 100,
            incoming_packaging: 'carton',
            arrival_date: new Date(time + 2 * DAY).toISOString().slice(0, 10),
            arrival_period: 'morning',
          },
          services: { quality_inspection: 'routine', value_added_services: [], insurance: [] },
        });
        const { id: _id, ...booking } = body;
        const saved = await bookings.saveBooking(viewer, undefined, booking, merchant, { submit: true });
        state.no = saved.receiving_no;
      },
    },
    { at: time + 3 * HOUR, run: () => staff.audit(state.no, staffActor('Grace Liu')).then(() => undefined) },
    { at: time + 2 * DAY, run: () => staff.arrive(state.no, [], false, warehouse).then(() => undefined) },
    { at: time + 2 * DAY + 5 * HOUR, run: () => staff.qualityCheck(state.no, [], warehouse).then(() => undefined) },
    { at: time + 3 * DAY, run: () => staff.shelve(state.no, [], warehouse).then(() => undefined) },
  ];
}
