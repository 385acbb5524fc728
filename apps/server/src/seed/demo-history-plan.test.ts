import { describe, expect, it } from 'vitest';
import { planHistory } from './demo-history-plan';

const NOW = new Date('2026-11-28T21:00:00Z');
const monthOf = (time: number) => new Date(time).toISOString().slice(0, 7);

describe('the demo history plan', () => {
  const plan = planHistory(NOW, 12);

  it('is the same on every run, and spans the 11 closed months before this one', () => {
    expect(planHistory(NOW, 12)).toEqual(plan);
    const months = [...new Set(plan.orders.map((order) => monthOf(order.at)))];
    expect(months).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(new Set(plan.orders.map((order) => order.no)).size).toBe(plan.orders.length);
    expect(plan.topUps.map(monthOf)).toEqual(months);
  });

  it('grows, and sells less at weekends', () => {
    const count = (month: string) => plan.orders.filter((order) => monthOf(order.at) === month).length;
    expect(count('2026-10')).toBeGreaterThan(3 * count('2026-01'));
    const weekend = plan.orders.filter((order) => [0, 6].includes(new Date(order.at).getUTCDay())).length;
    expect(weekend / plan.orders.length).toBeLessThan(2 / 7);
    expect(new Set(plan.orders.map((order) => order.ends))).toEqual(
      new Set(['delivered', 'canceled', 'alert', 'expired']),
    );
  });

  it('restocks exactly what each month ships, so the history leaves the stock as it found it', () => {
    const shipped = new Map<string, Map<string, number>>();
    for (const order of plan.orders) {
      if (order.ends === 'canceled') continue;
      const units = shipped.get(monthOf(order.at)) ?? new Map<string, number>();
      for (const line of order.lines) units.set(line.sku, (units.get(line.sku) ?? 0) + line.quantity);
      shipped.set(monthOf(order.at), units);
    }
    const restocked = new Map<string, number>();
    for (const restock of plan.restocks) {
      // Shelved three days after booking: before the first order that needs it.
      const needing = plan.orders.filter((order) => monthOf(order.at) === restock.month);
      expect(restock.at + 3 * 86_400_000).toBeLessThan(Math.min(...needing.map((order) => order.at)));
      for (const [sku, quantity] of restock.units) restocked.set(sku, (restocked.get(sku) ?? 0) + quantity);
    }
    const total = new Map<string, number>();
    for (const units of shipped.values()) for (const [sku, q] of units) total.set(sku, (total.get(sku) ?? 0) + q);
    expect(restocked).toEqual(total);
  });
});
