import type { LossOrderState, opsLossOrder, ParsedBodyOf } from '@portal/contract';
import type { Db } from '../../db/database';
import { type Tx, transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import { type Actor, staffActor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import type { SkuCatalogue } from '../../platform/sku-catalogue';
import type { InventoryApi } from '../inventory';
import type { WalletCharges } from '../wallet';
import type { LossOrderCommentsRepository } from './loss-order-comments-repository';
import { type BookingInsurance, creditCompensation } from './loss-order-compensation';
import type { LossOrderRepository, LossOrderRow } from './loss-order-repository';
import { finalState } from './loss-order-service';
import { COMMENTABLE_STATES } from './loss-order-view';

export type ReviewRequest = ParsedBodyOf<typeof opsLossOrder.review>;

/**
 * Whether a booking's units are on the shelf (its status is Inventory completion), read in the
 * review's transaction. The inbound module answers it (`inboundShelved(core)`): loss orders cannot
 * import inbound, which imports them.
 */
export type BookingShelved = (tx: Tx, scope: TenantScope, inboundId: number) => Promise<boolean>;

export interface LossOrderReviewDeps {
  db: Db;
  orders: LossOrderRepository;
  comments: LossOrderCommentsRepository;
  catalogue: SkuCatalogue;
  ledger: InventoryApi;
  wallet: WalletCharges;
  clock: Clock;
}

/**
 * Staff's answer to a loss order: `confirm` makes it final, and a recount corrects each named SKU's
 * stock by the difference between the new and the old actual (one `loss_adjustment` movement in the
 * same transaction), then the insured lost units are compensated in the wallet
 * (`loss-order-compensation.ts`); `close` withdraws it. Either needs it pending review or disputed.
 */
export class LossOrderReview {
  constructor(private readonly deps: LossOrderReviewDeps) {}

  async review(
    request: ReviewRequest,
    shelved: BookingShelved,
    insurance: BookingInsurance,
  ): Promise<{ loss_no: string; state: LossOrderState }> {
    const found = await this.deps.orders.findByNumber(request.loss_no);
    if (!found) throw new AppError('LOSS_ORDER_NOT_FOUND');
    const scope: TenantScope = { customerId: found.customer_id };
    if (request.decision === 'close' && request.recount.length) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'recount', message: 'v.choice' }] });
    }
    const actor = staffActor(request.operator);
    return transaction(this.deps.db, async (tx) => {
      const row = await this.deps.orders.find(scope, found.id, tx);
      if (!row) throw new AppError('LOSS_ORDER_NOT_FOUND');
      if (!COMMENTABLE_STATES.includes(row.state)) throw finalState(row.state);
      // A normal loss order is raised at quality check, before its units are shelved: a recount then
      // would correct stock that shelving is still to receive, and the units would count twice.
      if (request.recount.length && row.type === 'normal' && !(await shelved(tx, scope, row.inbound_id))) {
        throw new AppError('LOSS_ORDER_RECOUNT_BEFORE_SHELVING', {
          params: { loss_no: row.loss_no, receiving_no: row.receiving_no },
        });
      }
      const at = this.deps.clock.now().toISOString();
      const to = request.decision === 'confirm' ? 'confirmed' : 'closed';
      if (!(await this.deps.orders.transition(tx, scope, row.id, COMMENTABLE_STATES, to, at))) {
        throw finalState(row.state);
      }
      if (request.recount.length) await this.recount(tx, scope, row, request.recount, actor);
      if (to === 'confirmed') {
        const lines = await this.deps.orders.lines(scope, this.deps.catalogue.of(scope), row.id, tx);
        await creditCompensation(
          tx,
          scope,
          { orders: this.deps.orders, wallet: this.deps.wallet, insurance },
          { order: row, lines, actor },
        );
      }
      if (request.comment) {
        await this.deps.comments.add(tx, scope, row.id, { actor, content: request.comment, dispute: false }, at);
      }
      return { loss_no: row.loss_no, state: to };
    });
  }

  private async recount(
    tx: Tx,
    scope: TenantScope,
    order: LossOrderRow,
    recount: ReviewRequest['recount'],
    actor: Actor,
  ): Promise<void> {
    const lines = await this.deps.orders.lines(scope, this.deps.catalogue.of(scope), order.id, tx);
    const bySku = new Map(lines.map((line) => [line.sku.toUpperCase(), line]));
    const counted = new Map<string, number>();
    for (const { sku, actual } of recount) counted.set(sku.toUpperCase(), actual);
    for (const [sku, actual] of counted) {
      const line = bySku.get(sku);
      if (!line) throw new AppError('SKU_NOT_FOUND');
      if (actual === line.actual) continue;
      const expected = line.actual - line.difference;
      await this.deps.orders.setActual(tx, scope, line.id, actual, actual - expected);
      await this.deps.ledger.correct(tx, scope, {
        productId: line.product_id,
        warehouseId: order.warehouse_id,
        delta: actual - line.actual,
        reference: { type: 'loss_order', id: order.id },
        actor,
      });
    }
  }
}
