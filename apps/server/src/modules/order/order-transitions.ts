import type { OrderStatus } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { DomainEvent, EventOutbox } from '../../platform/events/event-outbox';
import type { OrderCountsRepository } from './order-counts-repository';
import type { OrderHistoryRepository } from './order-history-repository';
import type { OrderChanges, OrderRepository } from './order-repository';
import { NO_FIGURES, type OrderFigures, type OrderRollupRepository } from './order-rollup-repository';
import { canMove } from './order-state-machine';
import { ORDER_STATUS_LABELS } from './order-status-labels';

export interface Move {
  /** The order and the status the caller read it in. */
  order: { id: number; status: string; system_order_id: string };
  /** Columns written with the status (tracking numbers, fees). */
  changes?: OrderChanges;
}

/** Columns whose change moves an order's statistics figures (besides its status and lines). */
const COUNTED_COLUMNS: readonly (keyof OrderChanges)[] = [
  'warehouse_id',
  'country',
  'shipping_method_code',
  'final_fee_total',
  'shipped_at',
];

/**
 * The one way an order's status changes: the state machine's table is checked, the status is written
 * only if the order is still where the caller read it (of two racing writers one wins, the other is
 * refused with CONFLICT), the transition is stored with its actor and reason, and the merchant's
 * counts per status and statistics rollups follow, all in the caller's transaction. Every other
 * write that changes what an order counts for in the statistics (creation, an edit, a deletion)
 * brackets itself with `figuresBefore` and `figuresChanged` (or calls `created`/`deleted`).
 */
export class OrderTransitions {
  constructor(
    private readonly orders: OrderRepository,
    private readonly history: OrderHistoryRepository,
    private readonly counts: OrderCountsRepository,
    private readonly rollup: OrderRollupRepository,
    private readonly events: EventOutbox,
  ) {}

  /** What the orders count for in the statistics now; on PostgreSQL their rows stay locked until the end. */
  figuresBefore(tx: Tx, scope: TenantScope, orderIds: readonly number[]): Promise<OrderFigures> {
    return this.rollup.figuresOf(tx, scope, orderIds);
  }

  /** Moves the statistics rollups by what the orders count for now minus `before`. */
  async figuresChanged(tx: Tx, scope: TenantScope, before: OrderFigures, orderIds: readonly number[]) {
    await this.rollup.apply(tx, scope, before, await this.rollup.figuresOf(tx, scope, orderIds));
  }

  async move(tx: Tx, scope: TenantScope, to: OrderStatus, actor: Actor, at: string, moves: Move[], reason = '') {
    for (const { order } of moves) assertMove(order.status as OrderStatus, to, actor);
    const deltas = new Map<string, number>();
    const counted = moves.filter(({ order, changes }) => movesFigures(order.status, to, changes));
    const ids = counted.map(({ order }) => order.id);
    const before = ids.length ? await this.figuresBefore(tx, scope, ids) : NO_FIGURES;
    // Rows are locked in id order, so two batches over the same orders cannot deadlock.
    for (const { order, changes } of [...moves].sort((a, b) => a.order.id - b.order.id)) {
      const moved = await this.orders.setStatus(tx, scope, order.id, { from: order.status, to, at }, changes);
      if (!moved) throw new AppError('CONFLICT');
      deltas.set(order.status, (deltas.get(order.status) ?? 0) - 1);
      deltas.set(to, (deltas.get(to) ?? 0) + 1);
    }
    await this.history.addTransitions(
      tx,
      scope,
      moves.map(({ order }) => transitionRow(order.id, order.status, to, actor, reason, at)),
    );
    await this.counts.apply(tx, scope, deltas);
    if (ids.length) await this.figuresChanged(tx, scope, before, ids);
    await this.events.append(
      tx,
      moves.map(({ order }) => statusChanged(scope, order, order.status, to, actor, reason)),
    );
  }

  /** `order.exceptionRaised`: an exception waiting for the merchant's reply (alerts hear of it). */
  async exceptionRaised(
    tx: Tx,
    scope: TenantScope,
    order: { id: number; system_order_id: string },
    exceptionId: number,
    reason: string,
  ) {
    await this.events.append(tx, [
      {
        customerId: scope.customerId,
        type: 'order.exceptionRaised',
        subject: order.id,
        payload: { order_id: order.id, system_order_id: order.system_order_id, exception_id: exceptionId, reason },
      },
    ]);
  }

  /**
   * A note on the order's history that changes no status (`from_status` = `to_status`): what a sales
   * channel reported (ShipStation's ship notice), with its actor. The warehouse stays the authority on
   * the status, so nothing else moves: no count, no statistics, no `order.statusChanged`.
   */
  async noted(
    tx: Tx,
    scope: TenantScope,
    order: { id: number; status: string },
    actor: Actor,
    reason: string,
    at: string,
  ) {
    await this.history.addTransitions(tx, scope, [
      transitionRow(order.id, order.status, order.status, actor, reason, at),
    ]);
  }

  /**
   * New orders start in Approving: their first transition and its event, then the count and what they
   * add to the statistics (called once their lines are written). `locking` runs between the two: a
   * save that submits at once locks its stock and holds its fee there, so it takes rows in the order
   * every order transaction takes them — stock, wallet, then the status counts and the statistics —
   * and cannot deadlock with a submit of the same SKU (PostgreSQL answered such a pair with "deadlock
   * detected" while a new order counted itself before locking).
   */
  async created(
    tx: Tx,
    scope: TenantScope,
    orderIds: number[],
    actor: Actor,
    at: string,
    locking?: () => Promise<void>,
  ) {
    await this.history.addTransitions(
      tx,
      scope,
      orderIds.map((id) => transitionRow(id, null, 'approving', actor, '', at)),
    );
    await this.events.append(
      tx,
      orderIds.map((id) => statusChanged(scope, { id }, null, 'approving', actor, '')),
    );
    await locking?.();
    await this.counts.apply(tx, scope, new Map([['approving', orderIds.length]]));
    await this.figuresChanged(tx, scope, NO_FIGURES, orderIds);
  }

  /**
   * Deleted orders leave the counts of the statuses they were in, and the statistics what they
   * counted for (`before`, taken with `figuresBefore` ahead of the delete).
   */
  async deleted(tx: Tx, scope: TenantScope, statuses: string[], before: OrderFigures, orderIds: readonly number[]) {
    const deltas = new Map<string, number>();
    for (const status of statuses) deltas.set(status, (deltas.get(status) ?? 0) - 1);
    await this.counts.apply(tx, scope, deltas);
    await this.figuresChanged(tx, scope, before, orderIds);
  }
}

/**
 * Whether a move changes what the order counts for: into or out of Canceled or Delivered (the on-time
 * rollup), or a counted column.
 */
function movesFigures(from: string, to: string, changes: OrderChanges | undefined): boolean {
  if (from === 'canceled' || to === 'canceled' || from === 'delivered' || to === 'delivered') return true;
  return COUNTED_COLUMNS.some((column) => changes?.[column] !== undefined);
}

/** Refuses a move the state machine does not allow, naming both statuses in the user's language. */
export function assertMove(from: OrderStatus, to: OrderStatus, actor: Actor): void {
  if (canMove(from, to, actor.kind)) return;
  throw new AppError('ORDER_TRANSITION_REFUSED', {
    params: { from: ORDER_STATUS_LABELS[from] ?? from, to: ORDER_STATUS_LABELS[to] },
  });
}

/** `order.statusChanged`: what the outbox's subscribers (alerts, webhooks) hear of a transition. */
function statusChanged(
  scope: TenantScope,
  order: { id: number; system_order_id?: string },
  from: string | null,
  to: string,
  actor: Actor,
  reason: string,
): DomainEvent {
  return {
    customerId: scope.customerId,
    type: 'order.statusChanged',
    subject: order.id,
    payload: { order_id: order.id, system_order_id: order.system_order_id, from, to, actor: actor.kind, reason },
  };
}

function transitionRow(orderId: number, from: string | null, to: string, actor: Actor, reason: string, at: string) {
  return {
    order_id: orderId,
    from_status: from,
    to_status: to,
    actor_kind: actor.kind,
    actor_id: actor.id,
    actor_label: actor.label,
    reason,
    created_at: at,
  };
}
