import {
  type BillingTransaction,
  type BillingTransactionDetail,
  type BillingTransactionQuery,
  type Lang,
  type ListResult,
  TRANSACTION_COUNT_CAP,
} from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderBillingReads } from '../order';
import type { TransactionQuery, WalletReads } from '../wallet';
import { orderIdsOf, orderOf, toBillingDetail, toBillingTransaction, utcOf } from './billing-rows';

/** The transaction history (spec 3 "Billing record"): list, export rows, one transaction. */
export class BillingTransactions {
  constructor(
    private readonly wallet: WalletReads,
    private readonly orders: OrderBillingReads,
  ) {}

  /** The wallet's query for the filters; an order number or tracking number becomes the ids of the orders it names. */
  async queryOf(scope: TenantScope, filters: BillingTransactionQuery): Promise<TransactionQuery> {
    const orderNo = filters.order_no || undefined;
    const tracking = filters.tracking_number || undefined;
    return {
      id: filters.transaction_id,
      type: filters.type,
      createdFrom: utcOf(filters.created_from),
      createdTo: utcOf(filters.created_to),
      ...(orderNo || tracking ? { orderIds: await this.orders.idsMatching(scope, { orderNo, tracking }) } : {}),
    };
  }

  async list(
    scope: TenantScope,
    filters: BillingTransactionQuery & { page: number; page_size: number; after_id?: number },
  ): Promise<ListResult<BillingTransaction>> {
    const query = await this.queryOf(scope, filters);
    const [transactions, counted] = await Promise.all([
      this.wallet.list(scope, query, {
        limit: filters.page_size,
        offset: (filters.page - 1) * filters.page_size,
        afterId: filters.after_id,
      }),
      this.wallet.count(scope, query, TRANSACTION_COUNT_CAP),
    ]);
    const orders = await this.orders.byIds(scope, orderIdsOf(transactions));
    return {
      list: transactions.map((t) => toBillingTransaction(t, orderOf(t, orders))),
      total: Math.min(counted, TRANSACTION_COUNT_CAP),
    };
  }

  /** The export's rows (at most `limit`) and how many matched (counted to just past the limit). */
  async matching(
    scope: TenantScope,
    filters: BillingTransactionQuery,
    limit: number,
  ): Promise<{ rows: BillingTransaction[]; total: number }> {
    const query = await this.queryOf(scope, filters);
    const [transactions, total] = await Promise.all([
      this.wallet.list(scope, query, { limit }),
      this.wallet.count(scope, query, limit),
    ]);
    const orders = await this.orders.byIds(scope, orderIdsOf(transactions));
    return { rows: transactions.map((t) => toBillingTransaction(t, orderOf(t, orders))), total };
  }

  async detail(scope: TenantScope, id: number, lang: Lang): Promise<BillingTransactionDetail> {
    const transaction = await this.wallet.find(scope, id);
    if (!transaction) throw new AppError('BILLING_TRANSACTION_NOT_FOUND');
    const orders = await this.orders.byIds(scope, orderIdsOf([transaction]));
    return toBillingDetail(transaction, orderOf(transaction, orders), lang);
  }
}
