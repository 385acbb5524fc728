import type { ListResult, LossOrderState, lossOrder, ParsedQueryOf } from '@portal/contract';
import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import type { SkuCatalogue } from '../../platform/sku-catalogue';
import type { ProductReferenceApi } from '../product-reference';
import type { WalletApi } from '../wallet';
import type { LossOrderCommentsRepository } from './loss-order-comments-repository';
import type { LossOrderRepository } from './loss-order-repository';
import {
  COMMENTABLE_STATES,
  FINAL_STATE_WORDS,
  type LossOrderDetail,
  type LossOrderListItem,
  toDetail,
  toListItem,
} from './loss-order-view';

type ListQuery = ParsedQueryOf<typeof lossOrder.getList>;

export interface LossOrderServiceDeps {
  db: Db;
  orders: LossOrderRepository;
  comments: LossOrderCommentsRepository;
  catalogue: SkuCatalogue;
  references: ProductReferenceApi;
  wallet: Pick<WalletApi, 'transactionsOf'>;
  clock: Clock;
}

/** 1391, naming the state the loss order is in, in the request's language. */
export function finalState(state: LossOrderState): AppError {
  return new AppError('LOSS_ORDER_CLOSED', { params: { state: FINAL_STATE_WORDS[state] } });
}

/** What the merchant does with loss orders: reads them, comments, disputes. */
export class LossOrderService {
  constructor(private readonly deps: LossOrderServiceDeps) {}

  private async warehouseCodes(): Promise<Map<number, string>> {
    return new Map((await this.deps.references.warehouses()).map((w) => [w.id, w.code]));
  }

  async list(scope: TenantScope, query: ListQuery): Promise<ListResult<LossOrderListItem>> {
    const filters = {
      lossNo: query.loss_no || undefined,
      receivingNo: query.receiving_no || undefined,
      type: query.type,
      state: query.state,
      inboundId: query.inbound_id,
    };
    const [rows, total, codes] = await Promise.all([
      this.deps.orders.list(scope, filters, {
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      }),
      this.deps.orders.count(scope, filters),
      this.warehouseCodes(),
    ]);
    return { list: rows.map((row) => toListItem(row, codes)), total };
  }

  async detail(scope: TenantScope, id: number): Promise<LossOrderDetail> {
    const row = await this.deps.orders.find(scope, id);
    if (!row) throw new AppError('LOSS_ORDER_NOT_FOUND');
    const [lines, comments, codes, transactions] = await Promise.all([
      this.deps.orders.lines(scope, this.deps.catalogue.of(scope), id),
      this.deps.comments.of(scope, id),
      this.warehouseCodes(),
      this.deps.wallet.transactionsOf(scope, { type: 'loss_order', id }),
    ]);
    const credited = transactions.find((t) => t.type === 'loss_compensation');
    const compensation = credited ? { amount: credited.amount, transaction_id: credited.id } : null;
    return toDetail(row, codes, lines, comments, compensation);
  }

  /** A comment while the result is open; `dispute` turns it Disputed for staff to look again. */
  async comment(
    scope: TenantScope,
    request: { id: number; content: string; dispute: boolean; actor: Actor },
  ): Promise<LossOrderDetail> {
    await transaction(this.deps.db, async (tx) => {
      const row = await this.deps.orders.find(scope, request.id, tx);
      if (!row) throw new AppError('LOSS_ORDER_NOT_FOUND');
      if (!COMMENTABLE_STATES.includes(row.state)) throw finalState(row.state);
      const at = this.deps.clock.now().toISOString();
      const to = request.dispute ? 'disputed' : row.state;
      if (!(await this.deps.orders.transition(tx, scope, row.id, COMMENTABLE_STATES, to, at))) {
        throw finalState(row.state);
      }
      await this.deps.comments.add(tx, scope, row.id, request, at);
    });
    return this.detail(scope, request.id);
  }
}
