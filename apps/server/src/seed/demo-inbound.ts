import { INBOUND_STATUSES, type InboundStatus, inbound } from '@portal/contract';
import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import type { Viewer } from '../kernel/viewer';
import { inboundMerchantServices, inboundStaff } from '../modules/inbound';
import { merchantActor, staffActor } from '../platform/actor';
import { DEMO_LOGINS } from './demo-logins';
import { DEMO_SKUS } from './demo-products-data';
import { demoMerchantViewer } from './demo-viewer';
import type { SeedTables } from './seed-tables';

/** The seeded bookings' remarks start with this: the simulator leaves them where they are. */
export const DEMO_BOOKING_REMARK = 'Demo booking';

const DAY_MS = 86_400_000;

/** Two SKUs per booking, from those the demo stocks in Los Angeles (so the inventory list shows them in transit). */
const BOOKING_SKUS = [1, 2, 3, 5, 6].map((index) => DEMO_SKUS[index]).filter((sku) => sku !== undefined);

/**
 * Inbound bookings of the demo merchant (10001), one in every status, saved by the merchant's service
 * and moved by the warehouse's steps (the calls the routes make), so boxes, histories, in-transit
 * figures and the shelved stock are real. Idempotent: a status whose booking exists is skipped.
 */
export async function seedDemoInbound(core: Core): Promise<void> {
  const db = queryBuilder<SeedTables>(core.db);
  const existing = await db
    .selectFrom('inbound_bookings')
    .select('remark')
    .where('customer_id', '=', 10001)
    .where('remark', 'like', `${DEMO_BOOKING_REMARK}%`)
    .execute();
  const have = new Set(existing.map((row) => row.remark));
  const missing = INBOUND_STATUSES.filter((status) => !have.has(remarkOf(status)));
  if (!missing.length) return;
  const viewer = await demoMerchantViewer(core);
  for (const status of missing) await placeDemoBooking(core, viewer, status, INBOUND_STATUSES.indexOf(status));
}

function remarkOf(status: InboundStatus): string {
  return `${DEMO_BOOKING_REMARK}: ${status.replaceAll('_', ' ')}`;
}

async function placeDemoBooking(core: Core, viewer: Viewer, target: InboundStatus, seq: number): Promise<void> {
  const { bookings } = inboundMerchantServices(core);
  const staff = inboundStaff(core);
  const merchant = merchantActor(viewer, DEMO_LOGINS.main);
  const warehouse = staffActor('Wang Wei');
  const [a, b] = [BOOKING_SKUS[seq % BOOKING_SKUS.length], BOOKING_SKUS[(seq + 1) % BOOKING_SKUS.length]];
  if (!a || !b) return;
  const arrival = new Date(core.clock.now().getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
  const body = inbound.saveDraft.body.parse({
    warehouse_id: 1,
    remark: remarkOf(target),
    lines: [
      { sku: a.sku, quantity: 24 },
      { sku: b.sku, quantity: 12 },
    ],
    packing_method: 'mixed',
    boxes: [
      {
        box_count: 3,
        weight_kg: 9.5,
        length_cm: 50,
        width_cm: 40,
        height_cm: 35,
        items: [
          { sku: a.sku, quantity: 8 },
          { sku: b.sku, quantity: 4 },
        ],
      },
    ],
    shipping: {
      delivery_method: 'express',
      courier_company: 'UPS',
      tracking_no: `1ZDEMO${String(seq + 1).padStart(10, '0')}`,
      volume_m3: 0.21,
      incoming_packaging: 'carton',
      arrival_date: arrival,
      arrival_period: seq % 2 ? 'afternoon' : 'morning',
    },
    services: {
      quality_inspection: 'routine',
      value_added_services: [{ code: 'photograph', quantity: 2 }],
      insurance: [{ sku: a.sku, quantity: 24, unit_value: a.usd }],
    },
  });
  const { id: _id, ...booking } = body;
  const submit = target !== 'draft';
  const saved = await bookings.saveBooking(viewer, undefined, booking, merchant, { submit });
  if (!submit) return;
  if (target === 'withdrawn') {
    await bookings.withdraw(viewer, saved.id, merchant);
    return;
  }
  if (target === 'submitted') return;
  const no = saved.receiving_no;
  if (target === 'voided') {
    await staff.void(no, 'The merchant booked the same shipment twice', staffActor('Grace Liu'));
    return;
  }
  await staff.audit(no, staffActor('Grace Liu'));
  if (target === 'confirmed') return;
  await staff.arrive(no, [1, 2], false, warehouse);
  if (target === 'future_receipt') return;
  await staff.arrive(no, [], false, warehouse);
  if (target === 'pending_qc') return;
  await staff.qualityCheck(no, [], warehouse);
  if (target === 'to_be_shelved') return;
  await staff.shelve(no, [], warehouse);
}
