import { type BillingTransaction, type BillingTransactionDetail, FEE_ITEM_NAMES, type Lang } from '@portal/contract';
import type { OrderBillingInfo } from '../order';
import type { FeeItem, WalletTransaction } from '../wallet';

/** A transaction as the billing list shows it, with the order it belongs to (empty when none). */
export function toBillingTransaction(
  transaction: WalletTransaction,
  order: OrderBillingInfo | undefined,
): BillingTransaction {
  return {
    id: transaction.id,
    type: transaction.type,
    amount: transaction.amount,
    balance_after: transaction.balanceAfter,
    currency: 'USD',
    reference_type: transaction.reference?.type ?? null,
    reference_id: transaction.reference?.id ?? null,
    system_order_id: order?.systemOrderId ?? '',
    platform_order_no: order?.platformOrderNo ?? '',
    country: order?.country ?? '',
    weight_g: order?.weightG ?? null,
    tracking_number: order?.trackingNumber ?? '',
    remark: transaction.remark,
    created_at: transaction.createdAt,
  };
}

export function toBillingDetail(
  transaction: WalletTransaction,
  order: OrderBillingInfo | undefined,
  lang: Lang,
): BillingTransactionDetail {
  return {
    ...toBillingTransaction(transaction, order),
    items: namedItems(transaction.items, lang),
    actor: { kind: transaction.actor.kind, label: transaction.actor.label },
  };
}

/** Fee lines with their names in `lang`. */
export function namedItems(items: FeeItem[], lang: Lang) {
  return items.map((item) => ({ code: item.code, name: FEE_ITEM_NAMES[item.code][lang], amount: item.amount }));
}

/** The ids of the orders these transactions belong to. */
export function orderIdsOf(transactions: WalletTransaction[]): number[] {
  return transactions.flatMap((t) => (t.reference?.type === 'order' ? [t.reference.id] : []));
}

/** The order a transaction belongs to, from the orders read for its page. */
export function orderOf(
  transaction: WalletTransaction,
  orders: Map<number, OrderBillingInfo>,
): OrderBillingInfo | undefined {
  return transaction.reference?.type === 'order' ? orders.get(transaction.reference.id) : undefined;
}

/** `2026-01-31T00:00:00+08:00` → the same instant as stored (UTC ISO), so string comparison orders times. */
export const utcOf = (iso: string | undefined) => (iso ? new Date(iso).toISOString() : undefined);
