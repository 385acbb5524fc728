import { randomInt } from 'node:crypto';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import type { EventOutbox } from '../../platform/events/event-outbox';
import type { LossOrderRepository, NewLossOrderLine } from './loss-order-repository';

/** One SKU's quantities as the inbound step counted them. */
export interface RaiseLine {
  productId: number;
  sku: string;
  appointment: number;
  arrival: number;
  qualified: number;
  actual: number;
}

export interface RaiseRequest {
  inboundId: number;
  receivingNo: string;
  warehouseId: number;
  /** `normal`: found at quality check (against the booked units); `abnormal`: at shelving (against the qualified ones). */
  type: 'normal' | 'abnormal';
  lines: RaiseLine[];
  /** Who counted (the staff step); kept as the loss order's first comment's author when it has one. */
  actor: Actor;
}

const NUMBER_TRIES = 8;

/** actual − expected, where expected is what the step should have found. */
export function differenceOf(type: RaiseRequest['type'], line: RaiseLine): number {
  return line.actual - (type === 'normal' ? line.appointment : line.qualified);
}

/**
 * Raises loss (or gain) orders inside the inbound step's transaction: a line whose count matches
 * what was expected is left out, and nothing is raised when none differ. A raised one appends
 * `lossOrder.created` (warning e-mails hear of it).
 */
export class LossOrderRaiser {
  constructor(
    private readonly orders: LossOrderRepository,
    private readonly clock: Clock,
    private readonly events: EventOutbox,
  ) {}

  async raise(tx: Tx, scope: TenantScope, request: RaiseRequest): Promise<{ id: number; lossNo: string } | null> {
    const byProduct = new Map<number, NewLossOrderLine>();
    for (const line of request.lines) {
      const difference = differenceOf(request.type, line);
      if (difference === 0 || byProduct.has(line.productId)) continue;
      byProduct.set(line.productId, {
        productId: line.productId,
        appointment: line.appointment,
        arrival: line.arrival,
        qualified: line.qualified,
        actual: line.actual,
        difference,
      });
    }
    if (!byProduct.size) return null;
    const now = this.clock.now();
    const lossNo = await this.freshNumber(tx, now);
    const id = await this.orders.insert(
      tx,
      scope,
      {
        loss_no: lossNo,
        type: request.type,
        state: 'pending_review',
        inbound_id: request.inboundId,
        receiving_no: request.receivingNo,
        warehouse_id: request.warehouseId,
        reviewed_at: null,
      },
      [...byProduct.values()],
      now.toISOString(),
    );
    await this.events.append(tx, [
      {
        customerId: scope.customerId,
        type: 'lossOrder.created',
        subject: id,
        payload: {
          loss_order_id: id,
          loss_order_no: lossNo,
          receiving_no: request.receivingNo,
          type: request.type,
          differences: [...byProduct.values()].map((line) => line.difference),
        },
      },
    ]);
    return { id, lossNo };
  }

  /** `LS` + yymmdd (UTC) + 6 random digits, not yet taken by any merchant. */
  private async freshNumber(tx: Tx, now: Date): Promise<string> {
    const day = now.toISOString().slice(2, 10).replaceAll('-', '');
    for (let attempt = 0; attempt < NUMBER_TRIES; attempt += 1) {
      const candidate = `LS${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
      if (!(await this.orders.numberTaken(candidate, tx))) return candidate;
    }
    throw new Error('no free loss order number after several tries');
  }
}
