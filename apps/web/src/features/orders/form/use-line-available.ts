import { product } from '@portal/contract';
import { useOperationQuery } from '../../../shared/api/use-operation';
import type { LineState } from './order-form-values';

/** The picker's page size: the line's SKU or package is looked for among the matches of its code. */
const MATCHES = 20;

/**
 * A line's available stock in the warehouse now chosen — for a package, how many its components make
 * there: what the picker showed when the line was picked there, otherwise (a saved order opened for
 * editing, another warehouse chosen since) asked the way the picker asks, by the line's code.
 * Undefined while unknown.
 */
export function useLineAvailable(line: LineState | undefined, warehouseId: number | null): number | undefined {
  const known = line?.stock && line.stock.warehouse_id === warehouseId ? line.stock.available : undefined;
  const code = line?.sku ?? '';
  const isPackage = line?.package !== undefined;
  const ask = known === undefined && warehouseId !== null && code !== '';
  const query = { warehouse_id: warehouseId ?? 0, keyword: code, page: 1, page_size: MATCHES };
  const sku = useOperationQuery(
    product.commonProductListForSearch,
    { ...query, in_stock_only: 0 },
    { enabled: ask && !isPackage, silent: true },
  );
  const pack = useOperationQuery(product.packageListForSearch, query, { enabled: ask && isPackage, silent: true });
  if (known !== undefined) return known;
  if (isPackage) return pack.data?.list.find((item) => item.code === code)?.available;
  return sku.data?.list.find((item) => item.sku === code)?.available;
}
