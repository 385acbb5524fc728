import { product, productFilterSchema, productReference } from '@portal/contract';
import { type PageRead, pageRead } from '../../../shared/api/page-data';
import { listQueryOf } from '../../../shared/list/list-url-state';

/** What the SKU list shows first (the rows of its address and the filters' choices), fetched ahead on a reload. */
export function productListReads(params: URLSearchParams): PageRead[] {
  return [
    pageRead(product.getProductList, listQueryOf(params, productFilterSchema)),
    pageRead(productReference.getProductCategoryList),
    pageRead(productReference.getPropertyList),
  ];
}
