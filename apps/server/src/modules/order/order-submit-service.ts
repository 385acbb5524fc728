import type { Lang, OrderStatus, ShippingQuote } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { StockLine } from '../inventory';
import type { PackagingLine } from '../product';
import { storedFeeLines } from './fee-names';
import { type OrderDeps, orderReference } from './order-deps';
import { stockLinesOf } from './order-package-lines';
import type { OrderRow } from './order-repository';
import { OrderQuotes } from './order-shipments';
import { isSubmittable } from './order-state-machine';

/** An order about to be submitted, with the quote it will hold (made before the transaction). */
export interface Submission {
  order: Pick<OrderRow, 'id' | 'status' | 'system_order_id' | 'updated_at' | 'warehouse_id'>;
  quote: ShippingQuote;
  /** The lines the quote was made from: what is locked (an edit since changes `updated_at`, a CONFLICT). */
  lines: StockLine[];
  /** The merchant's own packaging the order asks for: locked in the same warehouse. */
  packaging: PackagingLine[];
}

/** What an order's packaging rows lock in the packaging ledger. */
export function packagingLinesOf(rows: readonly { packaging_id: number; code: string; quantity: number }[]) {
  return rows.map((row) => ({ packagingId: row.packaging_id, code: row.code, quantity: row.quantity }));
}

/**
 * "Ship the order" (spec 2): all or none. Only Approving orders of one warehouse whose shipping
 * method still fits; their stock is locked and their estimated fees held, and they go to Verifying,
 * in one transaction: a refusal from the stock or the wallet leaves every order as it was.
 */
export class OrderSubmitter {
  private readonly quotes: OrderQuotes;

  constructor(private readonly deps: OrderDeps) {
    this.quotes = new OrderQuotes(deps);
  }

  async submit(scope: TenantScope, ids: number[], actor: Actor, lang: Lang) {
    const unique = [...new Set(ids)];
    const orders = await this.deps.orders.byIds(scope, unique);
    if (orders.length !== unique.length) throw new AppError('ORDER_NOT_FOUND');
    const notApproving = orders.filter((order) => !isSubmittable(order.status as OrderStatus));
    if (notApproving.length) {
      throw new AppError('ORDER_NOT_SUBMITTABLE', {
        params: { orders: notApproving.map((order) => order.platform_order_no).join(', ') },
      });
    }
    if (new Set(orders.map((order) => order.warehouse_id)).size > 1) throw new AppError('ORDERS_MIXED_WAREHOUSES');
    const [lines, consumables, services, packaging] = await Promise.all([
      this.deps.lines.linesOf(scope, unique),
      this.deps.lines.consumablesOf(scope, unique),
      this.deps.lines.servicesOf(scope, unique),
      this.deps.lines.packagingOf(scope, unique),
    ]);
    const submissions: Submission[] = [];
    for (const order of orders) {
      submissions.push({
        order,
        quote: await this.quotes.quoteStored(scope, order, { lines, consumables, services, packaging }, lang),
        lines: stockLinesOf(lines.filter((line) => line.order_id === order.id)),
        packaging: packagingLinesOf(packaging.filter((row) => row.order_id === order.id)),
      });
    }
    const at = this.deps.clock.now().toISOString();
    await transaction(this.deps.db, (tx) => this.submitIn(tx, scope, submissions, actor, at));
    return { submitted: orders.length, estimated_total: submissions.reduce((sum, s) => sum + s.quote.total, 0) };
  }

  /**
   * Locks, holds and moves the orders inside the caller's transaction (a save with `submit: true`
   * passes its own). An order changed since it was quoted is refused with CONFLICT. The order rows
   * are locked first: an edit that submits holds its order before it reaches the stock.
   */
  async submitIn(tx: Tx, scope: TenantScope, submissions: Submission[], actor: Actor, at: string): Promise<void> {
    const current = new Map(
      (
        await this.deps.orders.lockByIds(
          tx,
          scope,
          submissions.map((s) => s.order.id),
        )
      ).map((row) => [row.id, row]),
    );
    for (const { order } of submissions) {
      const now = current.get(order.id);
      if (!now || now.updated_at !== order.updated_at) throw new AppError('CONFLICT');
      if (!isSubmittable(now.status as OrderStatus)) {
        throw new AppError('ORDER_NOT_SUBMITTABLE', { params: { orders: now.platform_order_no } });
      }
    }
    for (const { order, quote, lines, packaging } of submissions) {
      const reference = orderReference(order.id);
      await this.deps.stock.lock(tx, scope, { reference, warehouseId: order.warehouse_id, lines, actor });
      await this.deps.packaging.lock(tx, scope, {
        reference,
        warehouseId: order.warehouse_id,
        lines: packaging,
        actor,
      });
      await this.deps.wallet.hold(tx, scope, { reference, amount: quote.total, actor });
    }
    await this.deps.transitions.move(
      tx,
      scope,
      'verifying',
      actor,
      at,
      submissions.map(({ order, quote }) => ({
        order,
        changes: {
          shipping_method_name: quote.shipping_method_name,
          courier: quote.courier,
          estimate_total: quote.total,
          estimate_lines: JSON.stringify(storedFeeLines(quote.charges)),
          submitted_at: at,
        },
      })),
    );
  }
}
