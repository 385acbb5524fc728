import type { Core } from '../../core';
import type { TenantScope } from '../../http/viewer';
import { productApi, type StockLine, type StockLineQuery } from '../product';

/** The stock rows the Open API reads: SKU code, warehouse, counted (total) and reserved (frozen). */
export interface StockSource {
  lines(scope: TenantScope, query: StockLineQuery): Promise<{ lines: StockLine[]; total: number }>;
}

/**
 * The one place the Open API reads stock from: the product module's `product_stock` today. When stock
 * moves to the inventory module (same columns), this function is the only one to repoint.
 */
export function stockSource(core: Pick<Core, 'db'>): StockSource {
  const products = productApi(core);
  return { lines: (scope, query) => products.stockLines(scope, query) };
}
