import { pagePath } from '../../shared/routing/page-path';

/** Where the inventory pages live (the menu registry names them). */
export const INVENTORY_LIST_PATH = pagePath('inventory/list');
export const STOCK_LOG_PATH = pagePath('inventory/stock-log');
const ORDER_DETAIL_PATH = pagePath('order/detail');

/** The stock log filtered to one SKU in one warehouse (a row's "Stock log" link). */
export function stockLogPath(sku: string, warehouseId: number): string {
  return `${STOCK_LOG_PATH}?${new URLSearchParams({ sku, warehouse_id: String(warehouseId) })}`;
}

/** A movement's order: the order detail page takes the order's id. */
export function orderDetailPath(id: number): string {
  return `${ORDER_DETAIL_PATH}?${new URLSearchParams({ id: String(id) })}`;
}
