import { product } from '@portal/contract';
import type { Db } from '../../../db/database';
import { type RouteBinding, route } from '../../../http/route';
import type { InventoryApi } from '../../inventory';
import type { ProductService } from '../product-service';
import { SearchService } from './search-service';
import { SkuSearchRepository } from './sku-search-repository';

/** The SKU picker behind order creation and inbound booking (commonProductListForSearch). */
export function searchRoutes(products: ProductService, db: Db, inventory: InventoryApi): RouteBinding[] {
  const service = new SearchService(new SkuSearchRepository(db), products, inventory);
  return [route(product.commonProductListForSearch, ({ viewer, query }) => service.search(viewer, query))];
}
