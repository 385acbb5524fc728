import { productReference } from '@portal/contract';
import { pageRead } from '../../../shared/api/page-data';
import { listReads } from '../../../shared/list/list-definition';
import { PRODUCT_LIST } from './product-list';

/** What the SKU list shows first (the rows of its address and the filters' choices), fetched ahead on a reload. */
export const productListReads = listReads(
  PRODUCT_LIST,
  pageRead(productReference.getProductCategoryList),
  pageRead(productReference.getPropertyList),
);
