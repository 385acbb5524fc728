import type { order } from '@portal/contract';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { OrderDeps } from './order-deps';
import type { OrderLineRow } from './order-lines-repository';
import type { OrderListRow, OrderRecipientRow } from './order-list-repository';
import { shipNoticeReason } from './order-ship-notice';

/** An order as a sales channel reads it: its list row, its recipient and its SKU lines. */
export interface ChannelOrder {
  order: OrderListRow;
  recipient: OrderRecipientRow;
  lines: OrderLineRow[];
}

/** Which orders a channel reads: one warehouse's, changed within `[from, to]` (stored ISO text). */
export interface ChannelWindow {
  warehouseId: number;
  from: string;
  to: string;
}

/**
 * What a sales channel that polls the portal (ShipStation's Custom Store, docs/server/shops.md) reads
 * and writes of a merchant's orders: the orders of a warehouse changed in a time window, page by
 * page, and a note on one order's history. It never changes an order: the warehouse stays the
 * authority on its status.
 */
export class OrderChannelService {
  constructor(private readonly deps: OrderDeps) {}

  /**
   * A page of the window's orders, oldest first by id (orders created meanwhile land on later pages),
   * and how many the window holds.
   */
  async changed(
    scope: TenantScope,
    window: ChannelWindow,
    page: { offset: number; limit: number },
  ): Promise<{ total: number; orders: ChannelOrder[] }> {
    const query = { warehouseId: window.warehouseId, updatedSince: window.from, updatedUntil: window.to };
    const [total, rows] = await Promise.all([
      this.deps.list.count(scope, query),
      this.deps.list.page(scope, query, { ...page, fromOldest: true }),
    ]);
    const ids = rows.map((row) => row.id);
    const [recipients, lines] = await Promise.all([
      this.deps.list.recipients(scope, ids),
      this.deps.lines.linesOf(scope, ids),
    ]);
    const recipientOf = new Map(recipients.map((recipient) => [recipient.id, recipient]));
    const orders = [...rows]
      .sort((a, b) => a.id - b.id)
      .flatMap((order) => {
        const recipient = recipientOf.get(order.id);
        return recipient ? [{ order, recipient, lines: lines.filter((line) => line.order_id === order.id) }] : [];
      });
    return { total, orders };
  }

  /**
   * Notes the channel's ship notice on the history of the warehouse's order named by its platform
   * order no. or system order id, as `actor`, without changing its status; the same notice reported
   * again is kept once. ORDER_NOT_FOUND when the merchant has no such order in that warehouse.
   */
  async noteShipment(
    scope: TenantScope,
    target: { reference: string; warehouseId: number },
    actor: Actor,
    notice: order.ShipNotice,
  ): Promise<{ systemOrderId: string; added: boolean }> {
    const reason = shipNoticeReason(notice);
    const [found] = await this.deps.list.matching(scope, {
      numbers: [target.reference],
      warehouseId: target.warehouseId,
    });
    if (!found) throw new AppError('ORDER_NOT_FOUND');
    const at = this.deps.clock.now().toISOString();
    const added = await transaction(this.deps.db, async (tx) => {
      const order = await this.deps.orders.find(scope, found.id, tx);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      if (await this.deps.history.hasNote(tx, scope, order.id, reason)) return false;
      await this.deps.transitions.noted(tx, scope, order, actor, reason, at);
      return true;
    });
    return { systemOrderId: found.system_order_id, added };
  }
}
