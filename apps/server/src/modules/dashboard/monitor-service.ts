import { allows, type ContentOf, type dashboard, ORDER_STATUSES, SPEND_WINDOW_DAYS } from '@portal/contract';
import type { Core } from '../../core';
import type { Viewer } from '../../kernel/viewer';
import type { InboundArrivalsRepository } from '../inbound';
import type { InventoryStatisticsRepository } from '../inventory';
import type { OrderStatisticsRepository } from '../order';
import { addDays, dayOf } from '../statistics';
import type { WalletStatisticsRepository } from '../wallet';

export type Monitor = ContentOf<typeof dashboard.getMonitor>;

export interface MonitorDeps {
  orders: OrderStatisticsRepository;
  inventory: InventoryStatisticsRepository;
  wallet: WalletStatisticsRepository;
  arrivals: InboundArrivalsRepository;
  catalogue: Core['skuCatalogue'];
  clock: Core['clock'];
}

/** The monitor dashboard: what needs attention today. */
export class MonitorService {
  constructor(private readonly deps: MonitorDeps) {}

  /** Balance, average daily spend over the window ending now, and how many days the balance lasts at it. */
  private async runway(viewer: Viewer, now: Date) {
    // The window's days from the rollup: the last SPEND_WINDOW_DAYS whole days and today so far.
    const today = dayOf(now);
    const [balance, spent] = await Promise.all([
      this.deps.wallet.balance(viewer),
      this.deps.wallet.totalExpense(viewer, { firstDay: addDays(today, -SPEND_WINDOW_DAYS), lastDay: today }),
    ]);
    const average = Math.round(spent / SPEND_WINDOW_DAYS);
    const days = average > 0 ? Math.max(0, Math.floor((balance / average) * 10) / 10) : null;
    return { balance, average_daily_spend: average > 0 ? average : null, days_of_balance: days };
  }

  async monitor(viewer: Viewer): Promise<Monitor> {
    const now = this.deps.clock.now();
    const today = dayOf(now);
    const money = allows(viewer, 'billing');
    const [counts, exceptions, arriving, below, runway] = await Promise.all([
      this.deps.orders.statusCounts(viewer),
      this.deps.orders.awaitingReply(viewer),
      this.deps.arrivals.arrivingOn(viewer, today),
      this.deps.inventory.belowWarning(viewer, this.deps.catalogue.of(viewer)),
      money ? this.runway(viewer, now) : Promise.resolve(null),
    ]);
    const byStatus = new Map(counts.map((c) => [c.status, c.count]));
    return {
      today,
      orders_by_status: ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      exceptions_awaiting_reply: exceptions,
      bookings_arriving: arriving,
      skus_below_warning: below,
      balance: runway?.balance ?? null,
      average_daily_spend: runway?.average_daily_spend ?? null,
      days_of_balance: runway?.days_of_balance ?? null,
    };
  }
}
