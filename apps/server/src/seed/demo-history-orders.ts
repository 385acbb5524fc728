import { order as orderOps } from '@portal/contract';
import { orderFulfilment, orderMerchantServices } from '../modules/order';
import { merchantActor, staffActor, systemActor } from '../platform/actor';
import type { PlannedOrder } from './demo-history-plan';
import { DAY, type DemoViewer, HOUR, type MovedCore, type Step } from './demo-history-step';
import { DEMO_LOGINS } from './demo-logins';
import { type DemoRecipient, RECIPIENTS } from './demo-orders';
import { DEMO_ORDER_SKUS as ORDER_SKUS } from './demo-products-data';

const US_METHODS = ['USWE-USPS-GA', 'USWE-USPS-GA', 'USWE-USPS-GA', 'USWE-UPS-GROUND', 'USWE-FEDEX-HOME'];
const WORLD_METHODS = ['USWE-DHL-ECOM-INTL', 'USWE-DHL-ECOM-INTL', 'USWE-DHL-ECOM-INTL', 'USWE-UPS-WW-EXPEDITED'];

/** One order's life as steps: placed, then cancelled, or submitted and moved by the warehouse and the carrier. */
export function orderSteps(
  core: MovedCore,
  viewer: DemoViewer,
  planned: PlannedOrder,
  clamp: (time: number) => number,
): Step[] {
  const { saving, submitter, actions } = orderMerchantServices(core);
  const staff = orderFulfilment(core);
  const merchant = merchantActor(viewer, DEMO_LOGINS.main);
  const warehouse = staffActor('Wang Wei');
  const carrier = systemActor('carrier feed');
  const recipient = RECIPIENTS[planned.recipient % RECIPIENTS.length] as DemoRecipient;
  const methods = recipient.country === 'US' ? US_METHODS : WORLD_METHODS;
  const method = methods[planned.method % methods.length] as string;
  const state = { id: 0, systemOrderId: '' };
  const t = planned.at;
  const steps: Step[] = [
    {
      at: t,
      run: async () => {
        const body = orderOps.saveOrder.body.parse({
          platform_order_no: planned.no,
          warehouse_id: 1,
          shipping_method_code: method,
          address_type: 'residential',
          recipient,
          items: planned.lines.map((line) => {
            const sku = ORDER_SKUS.find((s) => s.sku === line.sku);
            return { sku: line.sku, quantity: line.quantity, unit_price: sku?.usd ?? 10, name: sku?.en ?? line.sku };
          }),
        });
        const saved = await saving.save(viewer, body, merchant, 'en');
        state.id = saved.id;
        state.systemOrderId = saved.system_order_id;
      },
    },
  ];
  const at = (offset: number) => clamp(t + offset);
  if (planned.ends === 'canceled') {
    steps.push({
      at: at(3 * HOUR),
      run: () => actions.cancel(viewer, state.id, 'Customer changed their mind', merchant).then(() => undefined),
    });
    return steps;
  }
  const weightG = planned.lines.reduce((sum, line) => {
    const sku = ORDER_SKUS.find((s) => s.sku === line.sku);
    return sum + (sku?.g ?? 300) * line.quantity;
  }, 80);
  const parcel = { weightG, lengthCm: 32, widthCm: 24, heightCm: 6 + 4 * planned.lines.length };
  const track = (moves: 'in_transit' | 'out_for_delivery' | 'delivered', text: string, place: string) => () =>
    staff
      .addTrackingEvent(
        state.systemOrderId,
        {
          source: 'carrier',
          status_text: text,
          location: place,
          occurred_at: core.clock.now().toISOString(),
          moves_to: moves,
        },
        carrier,
      )
      .then(() => undefined);
  const here = `${recipient.city}, ${recipient.country}`;
  steps.push(
    { at: at(40 * 60_000), run: () => submitter.submit(viewer, [state.id], merchant, 'en').then(() => undefined) },
    { at: at(4 * HOUR), run: () => staff.verify(state.systemOrderId, warehouse).then(() => undefined) },
    { at: at(20 * HOUR), run: () => staff.pack(state.systemOrderId, parcel, warehouse, 'en').then(() => undefined) },
    { at: at(22 * HOUR), run: () => staff.handOver(state.systemOrderId, warehouse).then(() => undefined) },
    {
      at: at(26 * HOUR),
      run: () =>
        staff
          .ship(
            state.systemOrderId,
            { number: `9400 1${planned.no.replace(/\D/g, '')}`, lastMile: `LM${state.id}` },
            warehouse,
            'en',
          )
          .then(() => undefined),
    },
    {
      at: at(2 * DAY),
      run: track('in_transit', 'Departed USPS regional facility', 'Los Angeles CA Distribution Center'),
    },
  );
  if (planned.ends === 'alert') {
    steps.push({
      at: at(3 * DAY),
      run: () =>
        staff
          .raiseException(
            state.systemOrderId,
            'Address incomplete: the carrier needs an apartment or unit number',
            staffActor('Grace Liu'),
          )
          .then(() => undefined),
    });
    return steps;
  }
  if (planned.ends === 'expired') {
    steps.push({
      at: at(32 * DAY),
      run: () => staff.markExpired(state.systemOrderId, 'No carrier update for 30 days', carrier).then(() => undefined),
    });
    return steps;
  }
  const transit = planned.transitDays * DAY;
  steps.push(
    { at: at(2 * DAY + transit), run: track('out_for_delivery', 'Out for delivery', here) },
    { at: at(2 * DAY + transit + 7 * HOUR), run: track('delivered', 'Delivered, front door/porch', here) },
  );
  return steps;
}
