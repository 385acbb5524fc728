import { ORDER_STATUSES, type OrderStatus, order as orderOps } from '@portal/contract';
import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { transaction } from '../db/transaction';
import type { Viewer } from '../kernel/viewer';
import { orderFulfilment, orderMerchantServices } from '../modules/order';
import { walletApi } from '../modules/wallet';
import { type Actor, merchantActor, staffActor, systemActor } from '../platform/actor';
import { DEMO_LOGINS } from './demo-logins';
import { DEMO_ORDER_SKUS } from './demo-products-data';
import { demoMerchantViewer } from './demo-viewer';
import type { SeedTables } from './seed-tables';

/** Orders per status; the demo merchant's seeded orders are numbered DEMO-<STATUS>-<n>. */
const PER_STATUS = 2;

export interface DemoRecipient {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  address1: string;
  house_number?: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** Recipients in five countries; US ones ship USPS Ground Advantage, the rest DHL eCommerce International. */
export const RECIPIENTS: DemoRecipient[] = [
  {
    first_name: 'Emily',
    last_name: 'Carter',
    phone: '+1 310 555 0142',
    email: 'emily.carter@example.test',
    address1: '1842 Ocean Park Blvd',
    city: 'Santa Monica',
    state: 'CA',
    zip: '90405',
    country: 'US',
  },
  {
    first_name: 'Liam',
    last_name: 'Tremblay',
    phone: '+1 416 555 0187',
    email: 'liam.t@example.test',
    address1: '88 Queen St W',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5H 2M9',
    country: 'CA',
  },
  {
    first_name: 'Olivia',
    last_name: 'Hughes',
    phone: '+44 20 7946 0321',
    email: 'olivia.hughes@example.test',
    address1: '14 Camden High St',
    city: 'London',
    state: 'London',
    zip: 'NW1 0JH',
    country: 'GB',
  },
  {
    first_name: 'Jonas',
    last_name: 'Becker',
    phone: '+49 30 5550 1234',
    email: 'jonas.becker@example.test',
    address1: 'Torstraße',
    house_number: '112',
    city: 'Berlin',
    state: 'BE',
    zip: '10119',
    country: 'DE',
  },
  {
    first_name: 'Michael',
    last_name: 'Nguyen',
    phone: '+1 512 555 0199',
    email: 'm.nguyen@example.test',
    address1: '701 Brazos St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    country: 'US',
  },
  {
    first_name: 'Chloe',
    last_name: 'Wilson',
    phone: '+61 2 5550 4821',
    email: 'chloe.wilson@example.test',
    address1: '22 George St',
    city: 'Sydney',
    state: 'NSW',
    zip: '2000',
    country: 'AU',
  },
];

const ORDER_SKUS = DEMO_ORDER_SKUS;

const CARRIER_EVENTS: Record<string, [string, string]> = {
  in_transit: ['Departed USPS regional facility', 'Los Angeles CA Distribution Center'],
  pick_up: ['Available for pickup at the post office', 'Local post office'],
  out_for_delivery: ['Out for delivery', 'Local delivery unit'],
  delivered: ['Delivered, front door/porch', 'Recipient address'],
};

/**
 * Orders of the demo merchant (10001) in every status, created by the merchant's services and moved
 * by the warehouse's (the same calls the routes make), so stock locks and deductions, fee holds and
 * charges, transitions and status counts are the real ones. Idempotent: an order whose number exists
 * is left alone, so a complete seed costs one query at start-up.
 */
export async function seedDemoOrders(core: Core): Promise<void> {
  const db = queryBuilder<SeedTables>(core.db);
  const wanted = ORDER_STATUSES.flatMap((status) =>
    Array.from({ length: PER_STATUS }, (_, n) => ({ status, no: `DEMO-${status.toUpperCase()}-${n + 1}` })),
  );
  const existing = await db
    .selectFrom('orders')
    .select('platform_order_no')
    .where('customer_id', '=', 10001)
    .where('platform_order_no', 'like', 'DEMO-%')
    .execute();
  const have = new Set(existing.map((row) => row.platform_order_no));
  const missing = wanted.filter((w) => !have.has(w.no));
  if (!missing.length) return;
  const viewer = await demoMerchantViewer(core);
  const merchant = merchantActor(viewer, DEMO_LOGINS.main);
  if (!existing.length) await topUpForDemoOrders(core);
  for (const plan of missing) {
    await placeDemoOrder(core, viewer, merchant, plan.status, plan.no, wanted.indexOf(plan));
  }
}

/** What the demo orders' fees are paid from, so the merchant keeps most of its opening 500.00 USD to try orders of its own. */
export const DEMO_ORDERS_TOP_UP = 200_000;

/** Credited once, with the first demo order (a seed stopped half-way does not top up twice). */
async function topUpForDemoOrders(core: Core): Promise<void> {
  await transaction(core.db, (tx) =>
    walletApi(core).credit(
      tx,
      { customerId: 10001 },
      {
        type: 'top_up',
        amount: DEMO_ORDERS_TOP_UP,
        actor: systemActor('demo seed'),
        remark: 'Top-up for the demo orders',
      },
    ),
  );
}

async function placeDemoOrder(
  core: Core,
  viewer: Viewer,
  merchant: Actor,
  target: OrderStatus,
  platformOrderNo: string,
  seq: number,
): Promise<void> {
  const { saving, submitter, actions } = orderMerchantServices(core);
  const staff = orderFulfilment(core);
  const recipient = RECIPIENTS[seq % RECIPIENTS.length] as DemoRecipient;
  const sku = ORDER_SKUS[seq % ORDER_SKUS.length];
  if (!sku) return;
  const quantity = 1 + (seq % 2);
  const body = orderOps.saveOrder.body.parse({
    platform_order_no: platformOrderNo,
    warehouse_id: 1,
    shipping_method_code: recipient.country === 'US' ? 'USWE-USPS-GA' : 'USWE-DHL-ECOM-INTL',
    address_type: 'residential',
    recipient,
    items: [{ sku: sku.sku, quantity, unit_price: sku.usd, name: sku.en }],
  });
  const saved = await saving.save(viewer, body, merchant, 'en');
  if (target === 'approving') return;
  if (target === 'canceled') {
    await actions.cancel(viewer, saved.id, 'Customer changed their mind', merchant);
    return;
  }
  await submitter.submit(viewer, [saved.id], merchant, 'en');
  const id = saved.system_order_id;
  if (target === 'verifying') {
    // The second Verifying order waits on the merchant's interception request.
    if (seq % PER_STATUS === 1) await actions.cancel(viewer, saved.id, 'Buyer cancelled on the marketplace', merchant);
    return;
  }
  const warehouse = staffActor('Wang Wei');
  await staff.verify(id, warehouse);
  if (target === 'awaiting_packing') return;
  const [l, w, h] = sku.cm;
  const parcel = { weightG: sku.g * quantity + 60, lengthCm: l + 2, widthCm: w + 2, heightCm: h * quantity + 2 };
  await staff.pack(id, parcel, warehouse, 'en');
  if (target === 'packaged') return;
  await staff.handOver(id, warehouse);
  if (target === 'awaiting_shipping') return;
  await staff.ship(
    id,
    { number: `9400 1000 0000 ${String(seq).padStart(4, '0')} 0${seq % 10}`, lastMile: `LM${id}` },
    warehouse,
    'en',
    // Every third shipped order is weighed heavier by the carrier: its fee adjustment shows in the billing list.
    seq % 3 === 0 ? { ...parcel, weightG: parcel.weightG + 900 } : undefined,
  );
  if (target === 'shipped') return;
  const carrier = systemActor('carrier feed');
  const at = (hoursAgo: number) => new Date(core.clock.now().getTime() - hoursAgo * 3_600_000).toISOString();
  const track = (moves: 'in_transit' | 'pick_up' | 'out_for_delivery' | 'delivered', hoursAgo: number) => {
    const [text, place] = CARRIER_EVENTS[moves] ?? ['In transit', 'Carrier network'];
    const location =
      place === 'Recipient address' || place.startsWith('Local') ? `${recipient.city}, ${recipient.country}` : place;
    return staff.addTrackingEvent(
      id,
      { source: 'carrier', status_text: text, location, occurred_at: at(hoursAgo), moves_to: moves },
      carrier,
    );
  };
  await track('in_transit', 48);
  if (target === 'in_transit') return;
  if (target === 'alert') {
    await staff.raiseException(
      id,
      'Address incomplete: the carrier needs an apartment or unit number',
      staffActor('Grace Liu'),
    );
    return;
  }
  if (target === 'expired') {
    await staff.markExpired(id, 'No carrier update for 30 days', carrier);
    return;
  }
  if (target === 'pick_up') {
    await track('pick_up', 6);
    return;
  }
  await track('out_for_delivery', 8);
  if (target === 'out_for_delivery') return;
  await track('delivered', 2);
}
