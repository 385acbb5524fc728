import { PRODUCT_SORT_FIELDS, product, productFilterSchema } from '@portal/contract';
import { batchLinesFilter, dateRangeFilter, idFilter, textFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

/** The SKU list's data: its operation, its filters as the address keeps them, what it sorts by. */
export const PRODUCT_LIST = defineList({
  id: 'products',
  operation: product.getProductList,
  filterSchema: productFilterSchema,
  sortFields: PRODUCT_SORT_FIELDS,
  filters: {
    sku: batchLinesFilter(),
    name: textFilter(),
    barcode: textFilter(),
    category_id: idFilter(),
    property_id: idFilter(),
    created: dateRangeFilter({ from: 'created_from', to: 'created_to' }),
  },
});

export type ProductListScreen = ListScreen<
  typeof PRODUCT_LIST.operation,
  typeof PRODUCT_LIST.filterSchema,
  typeof PRODUCT_LIST.filters
>;
