import { type FulfillmentFeeRow, type Lang, type ListResult, TRANSACTION_COUNT_CAP } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { OrderBillingReads } from '../order';
import type { TransactionQuery, WalletReads, WalletTransaction } from '../wallet';
import { namedItems, orderIdsOf, orderOf, utcOf } from './billing-rows';

/** The report's filters, shared by the list and its export. */
export interface FeeReportFilters {
  created_from?: string;
  created_to?: string;
  order_no?: string;
}

/**
 * The per-order fulfilment-fee report (`/billing/order-fulfillment-fee`): for the one customer the
 * provider configured (ORDER_FULFILLMENT_FEE_CUSTOMER_ID) and nobody else, whatever the menu shows.
 */
export class FulfillmentFeeReport {
  constructor(
    private readonly wallet: WalletReads,
    private readonly orders: OrderBillingReads,
    private readonly feeCustomerId: number | null,
  ) {}

  async list(
    viewer: Viewer,
    filters: FeeReportFilters & { page: number; page_size: number },
    lang: Lang,
  ): Promise<ListResult<FulfillmentFeeRow>> {
    const query = await this.queryOf(viewer, filters);
    const [transactions, counted] = await Promise.all([
      this.wallet.list(viewer, query, { limit: filters.page_size, offset: (filters.page - 1) * filters.page_size }),
      this.wallet.count(viewer, query, TRANSACTION_COUNT_CAP),
    ]);
    return { list: await this.rowsOf(viewer, transactions, lang), total: Math.min(counted, TRANSACTION_COUNT_CAP) };
  }

  /** The export's rows (at most `limit`, in the list's order) and how many matched (counted to just past the limit). */
  async matching(
    viewer: Viewer,
    filters: FeeReportFilters,
    limit: number,
    lang: Lang,
  ): Promise<{ rows: FulfillmentFeeRow[]; total: number }> {
    const query = await this.queryOf(viewer, filters);
    const [transactions, total] = await Promise.all([
      this.wallet.list(viewer, query, { limit }),
      this.wallet.count(viewer, query, limit),
    ]);
    return { rows: await this.rowsOf(viewer, transactions, lang), total };
  }

  /** The gate (refused before anything is read) and the wallet's query for the filters. */
  private async queryOf(viewer: Viewer, filters: FeeReportFilters): Promise<TransactionQuery> {
    if (this.feeCustomerId === null || viewer.customerId !== this.feeCustomerId) {
      throw new AppError('PERMISSION_DENIED');
    }
    const orderNo = filters.order_no || undefined;
    return {
      type: 'fulfilment_fee',
      // The order fulfilment fee report: a self-service parcel's fee is in the transaction list.
      referenceType: 'order',
      createdFrom: utcOf(filters.created_from),
      createdTo: utcOf(filters.created_to),
      ...(orderNo ? { orderIds: await this.orders.idsMatching(viewer, { orderNo }) } : {}),
    };
  }

  private async rowsOf(viewer: Viewer, transactions: WalletTransaction[], lang: Lang): Promise<FulfillmentFeeRow[]> {
    const [orders, items] = await Promise.all([
      this.orders.byIds(viewer, orderIdsOf(transactions)),
      this.wallet.itemsOf(
        viewer,
        transactions.map((t) => t.id),
      ),
    ]);
    return transactions.map((t): FulfillmentFeeRow => {
      const order = orderOf(t, orders);
      return {
        transaction_id: t.id,
        order_id: t.reference?.id ?? 0,
        system_order_id: order?.systemOrderId ?? '',
        platform_order_no: order?.platformOrderNo ?? '',
        country: order?.country ?? '',
        weight_g: order?.weightG ?? null,
        tracking_number: order?.trackingNumber ?? '',
        total: -t.amount,
        items: namedItems(items.get(t.id) ?? [], lang),
        charged_at: t.createdAt,
      };
    });
  }
}
