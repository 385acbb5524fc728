import { product } from '@portal/contract';
import { useOperationQuery } from '../../../shared/api/use-operation';
import type { LineState } from './order-form-values';

/** The picker's page size: the line's SKU is looked for among the matches of its code. */
const MATCHES = 20;

/**
 * A line's available stock in the warehouse now chosen: what the picker showed when the SKU was
 * picked there, otherwise (a saved order opened for editing, another warehouse chosen since) asked
 * the way the picker asks, by the SKU's code. Undefined while unknown.
 */
export function useLineAvailable(line: LineState | undefined, warehouseId: number | null): number | undefined {
  const known = line?.stock && line.stock.warehouse_id === warehouseId ? line.stock.available : undefined;
  const sku = line?.sku ?? '';
  const asked = useOperationQuery(
    product.commonProductListForSearch,
    { warehouse_id: warehouseId ?? 0, keyword: sku, page: 1, page_size: MATCHES, in_stock_only: 0 },
    { enabled: known === undefined && warehouseId !== null && sku !== '', silent: true },
  );
  if (known !== undefined) return known;
  return asked.data?.list.find((item) => item.sku === sku)?.available;
}
