import { selfServiceOrder } from '@portal/contract';
import type { Core } from '../core';
import { parcelMerchant, parcelStaff } from '../modules/self-service-order';
import { merchantActor, staffActor } from '../platform/actor';
import { DEMO_LOGINS } from './demo-logins';
import { type DemoRecipient, RECIPIENTS } from './demo-orders';
import { demoMerchantViewer } from './demo-viewer';

/** The demo merchant's seeded parcel orders are referenced DEMO-PARCEL-<STATUS>; the simulator leaves them alone. */
export const DEMO_PARCEL_PREFIX = 'DEMO-PARCEL-';

/** Where the demo merchant hands its parcels over from. */
export const DEMO_SENDER = {
  label: 'Shenzhen office',
  name: 'Chen Jing',
  company: 'Demo Trading Co.',
  phone: '+86 755 8600 1234',
  email: 'shipping@demo-trading.example.test',
  address1: '1 Science Park South Road, Nanshan',
  address2: '',
  city: 'Shenzhen',
  state: 'Guangdong',
  zip: '518057',
  country: 'CN',
};

/** Goods the demo parcels declare, one kind per parcel. */
const GOODS = [
  { name_en: 'Silk scarf', name_cn: '丝巾', hs_code: '621410', unit_value: 1800 },
  { name_en: 'Ceramic tea cup', name_cn: '陶瓷茶杯', hs_code: '691110', unit_value: 950 },
  { name_en: 'Bluetooth earphones', name_cn: '蓝牙耳机', hs_code: '851830', unit_value: 2400 },
];

/** The statuses a seeded parcel ends in, in the order of the list's tabs; the last waits on an interception. */
const PLANS = [
  'draft',
  'pre_advised',
  'handed_over',
  'received',
  'shipped',
  'delivered',
  'exception',
  'returned',
  'canceled',
  'intercept',
] as const;
type Plan = (typeof PLANS)[number];

/**
 * Parcel orders of the demo merchant (10001) in every status, pre-advised by the merchant's service
 * and moved by the hub's (the same calls the routes make): the estimate held, the final fee charged on
 * the measured weight, tracking events, an exception waiting for the merchant's reply and a parcel
 * waiting on an interception request. Idempotent: a reference that exists is left alone.
 */
export async function seedDemoParcels(core: Core): Promise<void> {
  const merchant = parcelMerchant(core);
  const viewer = await demoMerchantViewer(core);
  const wanted = PLANS.map((plan) => `${DEMO_PARCEL_PREFIX}${plan.toUpperCase()}`);
  const query = selfServiceOrder.getParcelList.query.parse({ parcel_nos: wanted.join('\n'), page_size: 50 });
  const found = await merchant.reads.list(viewer, query, 'en');
  const missing = PLANS.filter((plan) => found.not_found?.includes(`${DEMO_PARCEL_PREFIX}${plan.toUpperCase()}`));
  if (!missing.length) return;
  const senders = await merchant.senders.list(viewer);
  const sender =
    senders.list.find((s) => s.label === DEMO_SENDER.label) ??
    (await merchant.senders.save(viewer, selfServiceOrder.saveSender.body.parse(DEMO_SENDER)));
  for (const plan of missing) await placeDemoParcel(core, viewer, sender.id, plan, PLANS.indexOf(plan));
}

async function placeDemoParcel(
  core: Core,
  viewer: Awaited<ReturnType<typeof demoMerchantViewer>>,
  senderId: number,
  plan: Plan,
  seq: number,
): Promise<void> {
  const merchant = parcelMerchant(core);
  const staff = parcelStaff(core);
  const actor = merchantActor(viewer, DEMO_LOGINS.main);
  const hub = staffActor('Hub Los Angeles');
  const recipient = RECIPIENTS[seq % RECIPIENTS.length] as DemoRecipient;
  const goods = GOODS[seq % GOODS.length] ?? GOODS[0];
  const quantity = 1 + (seq % 3);
  const body = selfServiceOrder.saveParcel.body.parse({
    customer_ref: `${DEMO_PARCEL_PREFIX}${plan.toUpperCase()}`,
    sender_id: senderId,
    warehouse_id: 1,
    shipping_method_code: recipient.country === 'US' ? 'USWE-USPS-GA' : 'USWE-DHL-ECOM-INTL',
    recipient,
    pieces: [
      {
        weight_g: 300 + 150 * quantity,
        length_cm: 25,
        width_cm: 18,
        height_cm: 6 + 2 * quantity,
        customs_lines: [{ ...goods, quantity, origin: 'CN' }],
      },
    ],
    duty_terms: recipient.country === 'DE' ? 'DDP' : 'DDU',
    handover:
      seq % 2
        ? { method: 'drop_off' }
        : { method: 'own_courier', courier: 'SF Express', tracking_number: `SF${1400000 + seq}` },
    insured_value: seq % 3 === 0 ? 5000 : 0,
    submit: plan !== 'draft',
  });
  const saved = await merchant.saving.save(viewer, actor, body, 'en');
  if (plan === 'draft' || plan === 'pre_advised') return;
  if (plan === 'canceled') {
    await merchant.requests.cancel(viewer, actor, saved.id, 'Sent with another order');
    return;
  }
  await staff.handOver(saved.parcel_no, hub);
  if (plan === 'handed_over') return;
  if (plan === 'intercept') {
    await merchant.requests.requestInterception(viewer, actor, saved.id, 'Wrong size packed');
    return;
  }
  const [piece] = body.pieces;
  if (!piece) return;
  await staff.receive(saved.parcel_no, [measuredOf(piece)], hub, 'en');
  if (plan === 'received') return;
  await staff.ship(saved.parcel_no, { number: `9400${String(saved.id).padStart(18, '0')}`, courier: '' }, hub);
  await staff.addTrackingEvent(
    saved.parcel_no,
    { status_text: 'Departed hub', location: 'Los Angeles CA', occurred_at: core.clock.now().toISOString() },
    hub,
  );
  if (plan === 'shipped') return;
  if (plan === 'exception') {
    await staff.raiseException(saved.parcel_no, 'The recipient’s apartment number is missing', hub);
    return;
  }
  if (plan === 'returned') {
    await staff.returnParcel(saved.parcel_no, 'Refused by the recipient', hub);
    return;
  }
  await staff.deliver(saved.parcel_no, hub);
}

/** A piece as the hub weighs it: the packing adds a little to what the merchant declared. */
export function measuredOf(piece: { weight_g: number; length_cm: number; width_cm: number; height_cm: number }) {
  return {
    weight_g: Math.ceil(piece.weight_g * 1.04),
    length_cm: piece.length_cm,
    width_cm: piece.width_cm,
    height_cm: piece.height_cm,
  };
}
