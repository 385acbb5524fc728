import type { Core } from '../../core';
import type { TenantScope } from '../../kernel/viewer';
import { productApi, type StockLine, type StockLineQuery } from '../product';

/** The stock rows the Open API reads: SKU code, warehouse, on hand, locked and available. */
export interface StockSource {
  lines(scope: TenantScope, query: StockLineQuery): Promise<{ lines: StockLine[]; total: number }>;
}

/** The one place the Open API reads stock from: the inventory module's balances, named by SKU code. */
export function stockSource(core: Pick<Core, 'db' | 'clock'>): StockSource {
  const products = productApi(core);
  return { lines: (scope, query) => products.stockLines(scope, query) };
}
