import { Readable } from 'node:stream';
import { inbound, order as orderOps } from '@portal/contract';
import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { transaction } from '../db/transaction';
import { inboundMerchantServices, inboundStaff } from '../modules/inbound';
import { orderFulfilment, orderMerchantServices } from '../modules/order';
import { storageFeeStaffApi } from '../modules/storage-fee';
import { topUpMerchant, topUpStaff } from '../modules/top-up';
import { walletApi } from '../modules/wallet';
import { merchantActor, staffActor, systemActor } from '../platform/actor';
import { demoBillingEntries } from './demo-billing';
import { type PlannedOrder, planHistory } from './demo-history-plan';
import { DEMO_LOGINS } from './demo-logins';
import { type DemoRecipient, RECIPIENTS } from './demo-orders';
import { productTilePng } from './demo-png';
import { DEMO_ORDER_SKUS as ORDER_SKUS } from './demo-products-data';
import { RUN_HOUR_UTC } from './demo-storage-fees';
import { ensureDemoReceivingAccounts } from './demo-top-ups';
import { demoMerchantViewer } from './demo-viewer';
import { DEMO_OPENING_BALANCE } from './demo-wallets';
import type { SeedTables } from './seed-tables';

const DEMO_MERCHANT = 10001;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The merchant tops up at the start of each month to about this balance (cents): 1,200.00 USD. */
const TOP_UP_TARGET = 120_000;

/** One thing that happened at `at`; the history runs them in time order on a clock set to `at`. */
interface Step {
  at: number;
  run: () => Promise<void>;
}

/**
 * The demo merchant's past months (issue 23): a growing shop's orders from the Los Angeles warehouse
 * to five countries by five shipping methods, the monthly restocking bookings they ship from, a
 * top-up at the start of each month, the daily storage charges and the billing history's refunds and
 * adjustments — all made through the modules' own services on a clock moved to each step's time
 * (`planHistory` decides what and when, from a seeded PRNG, so every fresh database gets the same).
 * The steps run in time order, so the wallet's and the stock ledger's running balances, the order
 * transitions and the statistics rollups are what they would have been.
 * Each restock brings exactly what the next month's orders ship (the first also its own month's), so
 * the stock the rest of the demo data expects is there when the history ends.
 * Runs only into an empty wallet (the history must come first in the ledger): on a fresh database,
 * once; `months` counts this month, so 12 gives the 11 closed months before it.
 */
export async function seedDemoHistory(core: Core, months: number): Promise<void> {
  if (months < 2) return;
  const db = queryBuilder<SeedTables>(core.db);
  const used = await db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('customer_id', '=', DEMO_MERCHANT)
    .limit(1)
    .executeTakeFirst();
  if (used) return;
  await ensureDemoReceivingAccounts(core);
  const now = core.clock.now();
  let at = now;
  const moved = { ...core, clock: { now: () => at } };
  const steps = buildSteps(moved, now, months, await demoMerchantViewer(core));
  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) {
    at = new Date(step.at);
    await step.run();
  }
}

type MovedCore = Core;
type Viewer = Awaited<ReturnType<typeof demoMerchantViewer>>;

function buildSteps(core: MovedCore, now: Date, months: number, viewer: Viewer): Step[] {
  const plan = planHistory(now, months);
  const latest = now.getTime() - 2 * HOUR;
  const clamp = (time: number) => Math.min(time, latest);
  const steps: Step[] = [];
  const wallet = walletApi(core);
  steps.push({
    at: plan.start + 30 * 60_000,
    run: async () => {
      await transaction(core.db, (tx) =>
        wallet.credit(
          tx,
          { customerId: DEMO_MERCHANT },
          { type: 'opening', amount: DEMO_OPENING_BALANCE, actor: systemActor('demo seed'), remark: 'Opening balance' },
        ),
      );
    },
  });
  for (const entry of demoBillingEntries(now)) {
    if (entry.at.getTime() < plan.start) continue;
    steps.push({
      at: entry.at.getTime(),
      run: async () => {
        await transaction(core.db, (tx) =>
          entry.credit
            ? wallet.credit(tx, { customerId: DEMO_MERCHANT }, entry.request)
            : wallet.debit(tx, { customerId: DEMO_MERCHANT }, entry.request),
        );
      },
    });
  }
  plan.topUps.forEach((time, index) => {
    steps.push(...topUpSteps(core, viewer, time, index));
  });
  plan.restocks.forEach((restock, index) => {
    steps.push(...restockSteps(core, viewer, restock.at, restock.month, restock.units, index));
  });
  for (const planned of plan.orders) steps.push(...orderSteps(core, viewer, planned, clamp));
  // The daily storage job at noon UTC of every day, up to today's when its hour has passed (then
  // demo-storage-fees.ts finds the merchant charged and makes up nothing).
  const { billing } = storageFeeStaffApi(core);
  for (let run = plan.start + RUN_HOUR_UTC * HOUR + DAY; run <= now.getTime(); run += DAY) {
    steps.push({
      at: run,
      run: async () => {
        await billing.runDue(new Date(run));
      },
    });
  }
  return steps;
}

/** A top-up paid by bank transfer or PayPal, confirmed by finance the next working morning. */
function topUpSteps(core: MovedCore, viewer: Viewer, time: number, index: number): Step[] {
  const merchant = topUpMerchant(core);
  const staff = topUpStaff(core);
  const actor = merchantActor(viewer, DEMO_LOGINS.main);
  const platform = index % 3 === 2 ? 'paypal' : 'bank_transfer';
  const state = { topUpNo: '', amount: 0 };
  return [
    {
      at: time,
      run: async () => {
        const balance = await currentBalance(core);
        // Whole hundreds, at least 300.00 USD: what a merchant sends to keep about 1,200.00 USD.
        state.amount = Math.max(30_000, Math.ceil((TOP_UP_TARGET - balance) / 10_000) * 10_000);
        const detail = await merchant.submit(viewer, actor, {
          filename: `transfer-${index + 1}.png`,
          // Each voucher its own picture: the module refuses a file it has seen.
          stream: Readable.from([productTilePng(48, [60 + index * 13, 120, 200 - index * 7], 'square')]),
          truncated: () => false,
          fields: {
            platform,
            currency: 'USD',
            amount: String(state.amount),
            payment_date: new Date(time).toISOString().slice(0, 10),
            remark: `Monthly top-up ${index + 1}`,
          },
        });
        state.topUpNo = detail.top_up_no;
      },
    },
    {
      at: time + 20 * HOUR,
      run: async () => {
        await staff.confirm({
          topUpNo: state.topUpNo,
          receivedAmount: state.amount,
          actor: staffActor('Finance team'),
        });
      },
    },
  ];
}

async function currentBalance(core: MovedCore): Promise<number> {
  const last = await queryBuilder<SeedTables>(core.db)
    .selectFrom('wallet_transactions')
    .select('balance_after')
    .where('customer_id', '=', DEMO_MERCHANT)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last?.balance_after ?? 0;
}

/** A restocking booking: booked, audited, arrived, checked and shelved over four days. */
function restockSteps(
  core: MovedCore,
  viewer: Viewer,
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

const US_METHODS = ['USWE-USPS-GA', 'USWE-USPS-GA', 'USWE-USPS-GA', 'USWE-UPS-GROUND', 'USWE-FEDEX-HOME'];
const WORLD_METHODS = ['USWE-DHL-ECOM-INTL', 'USWE-DHL-ECOM-INTL', 'USWE-DHL-ECOM-INTL', 'USWE-UPS-WW-EXPEDITED'];

/** One order's life as steps: placed, then cancelled, or submitted and moved by the warehouse and the carrier. */
function orderSteps(core: MovedCore, viewer: Viewer, planned: PlannedOrder, clamp: (time: number) => number): Step[] {
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
