import { DEMO_ORDER_SKUS as ORDER_SKUS } from './demo-products-data';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface PlannedOrder {
  /** The shop's order number, `SHOP-<n>`, counting up from 1001 over the history. */
  no: string;
  at: number;
  /** Index into the demo recipients (five countries). */
  recipient: number;
  /** Picks the shipping method among those for the recipient's country. */
  method: number;
  lines: { sku: string; quantity: number }[];
  ends: 'delivered' | 'canceled' | 'alert' | 'expired';
  /** Days between leaving Los Angeles and going out for delivery. */
  transitDays: number;
}

export interface PlannedRestock {
  at: number;
  /** The month the stock is for, `YYYY-MM`. */
  month: string;
  units: Map<string, number>;
}

export interface HistoryPlan {
  /** The first moment of the history: the first day of its first month, UTC. */
  start: number;
  orders: PlannedOrder[];
  restocks: PlannedRestock[];
  topUps: number[];
}

/** Orders by month of the year against an ordinary month: the Christmas peak, the quiet start of the year. */
const SEASON = [0.8, 0.75, 0.95, 1, 1, 0.95, 0.9, 0.95, 1.05, 1.1, 1.35, 1.5];
/** How likely an order is placed on each weekday (Sunday first), relative to Monday. */
const WEEKDAY = [0.45, 1, 0.95, 0.9, 0.85, 0.8, 0.55];
/** Where orders go, by index of the demo recipients: US (two), CA, GB, DE, AU. */
const RECIPIENT_WEIGHTS = [30, 10, 13, 12, 25, 10];

/** A small seeded PRNG (mulberry32): the same history on every fresh database. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function weighted(random: () => number, weights: readonly number[]): number {
  let pick = random() * weights.reduce((sum, w) => sum + w, 0);
  for (const [index, weight] of weights.entries()) {
    pick -= weight;
    if (pick < 0) return index;
  }
  return weights.length - 1;
}

function monthLabel(time: number): string {
  return new Date(time).toISOString().slice(0, 7);
}

/**
 * What the demo merchant did in the `months - 1` closed months before `now`'s: orders growing from
 * about 5 to 22 a month (more in November and December, fewer in January and February, fewer at
 * weekends), mostly delivered, some cancelled, a few expired in transit or waiting in Alert in the
 * last months; a restocking booking early in each month for the next month's orders; a top-up on
 * the first of each month. The last month's orders are placed early enough to be delivered before
 * this month begins, so nothing of the history falls on this month's figures.
 */
export function planHistory(now: Date, months: number): HistoryPlan {
  const random = prng(20_230_023);
  const monthStart = (back: number) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1);
  const closed = months - 1;
  const start = monthStart(closed);
  const orders: PlannedOrder[] = [];
  const unitsByMonth: Map<string, number>[] = [];
  for (let back = closed; back >= 1; back -= 1) {
    const first = monthStart(back);
    const days = Math.round((monthStart(back - 1) - first) / DAY);
    const grown = 5 + 17 * ((closed - back) / Math.max(1, closed - 1));
    const count = Math.round(grown * (SEASON[new Date(first).getUTCMonth()] ?? 1));
    // The first month's orders wait for its restock (shelved on the 4th); the last month's are delivered within it.
    const firstDay = back === closed ? 5 : 1;
    const lastDay = back === 1 ? days - 9 : days;
    const times: number[] = [];
    while (times.length < count) {
      const day = firstDay + Math.floor(random() * (lastDay - firstDay + 1));
      const time = first + (day - 1) * DAY + (7 + random() * 14) * HOUR;
      if (random() < (WEEKDAY[new Date(time).getUTCDay()] ?? 1)) times.push(Math.floor(time / 60_000) * 60_000);
    }
    times.sort((a, b) => a - b);
    const units = new Map<string, number>();
    for (const [index, at] of times.entries()) {
      const roll = random();
      // One of last month's late orders always waits in Alert for the merchant's reply.
      const ends: PlannedOrder['ends'] =
        back === 1 && index === times.length - 2
          ? 'alert'
          : roll < 0.07
            ? 'canceled'
            : roll < 0.1 && back <= 2
              ? 'alert'
              : roll < 0.13 && back >= 3
                ? 'expired'
                : 'delivered';
      const lineCount = random() < 0.7 ? 1 : 2;
      const skus = [...ORDER_SKUS].sort(() => random() - 0.5).slice(0, lineCount);
      const lines = skus.map((sku) => {
        const q = random();
        return { sku: sku.sku, quantity: q < 0.7 ? 1 : q < 0.92 ? 2 : 3 };
      });
      const recipient = weighted(random, RECIPIENT_WEIGHTS);
      orders.push({
        no: `SHOP-${1001 + orders.length}`,
        at,
        recipient,
        method: Math.floor(random() * 5),
        lines,
        ends,
        transitDays: 2 + Math.floor(random() * 4) + (recipient === 0 || recipient === 4 ? 0 : 2),
      });
      if (ends === 'canceled') continue;
      for (const line of lines) units.set(line.sku, (units.get(line.sku) ?? 0) + line.quantity);
    }
    unitsByMonth.push(units);
  }
  // A restock on the 1st of each month but the last brings the next month's units; the first also its own.
  const restocks: PlannedRestock[] = [];
  for (let index = 0; index < unitsByMonth.length - 1; index += 1) {
    const units = new Map(unitsByMonth[index + 1]);
    if (index === 0)
      for (const [sku, quantity] of unitsByMonth[0] ?? []) units.set(sku, (units.get(sku) ?? 0) + quantity);
    const at = monthStart(closed - index) + 9 * HOUR;
    restocks.push({ at, month: monthLabel(monthStart(closed - index - 1)), units });
  }
  if (unitsByMonth.length === 1)
    restocks.push({ at: start + 9 * HOUR, month: monthLabel(start), units: unitsByMonth[0] ?? new Map() });
  const topUps = Array.from({ length: closed }, (_, index) => monthStart(closed - index) + 10 * HOUR);
  return { start, orders, restocks, topUps };
}
