import type { ValidRow } from '../../../platform/import/import-definition';
import { recordsOf } from '../../../platform/import/record-saves';
import type { OrderContents } from '../order-lines-repository';
import type { OrderValues } from '../order-repository';
import type { OrderColumnKey } from './order-columns';
import type { OrderImportValue } from './order-row';

/** What the check decided an order becomes; kept on its first row until the save. */
export interface PlannedOrder {
  values: OrderValues;
  contents: OrderContents;
}

/** A row as read, with the plan the check made on an order's first row. */
export type OrderImportRowValue = OrderImportValue & { plan?: PlannedOrder };
export type OrderImportRow = ValidRow<OrderColumnKey, OrderImportRowValue>;

/** Rows by platform order no., in the order their numbers first appear. */
export function byOrder(rows: OrderImportRow[]): Map<string, OrderImportRow[]> {
  return recordsOf(rows, (row) => row.value.order.platform_order_no);
}
