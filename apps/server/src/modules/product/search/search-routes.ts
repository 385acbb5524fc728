import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import { WarehouseRepository } from '../warehouse-repository';
import { SearchRepository } from './search-repository';
import { SearchService } from './search-service';

/** The SKU picker behind order creation and inbound booking (commonProductListForSearch). */
export function searchRoutes(core: Core): RouteBinding[] {
  const service = new SearchService(new SearchRepository(core.db), new WarehouseRepository(core.db));
  return [route(product.commonProductListForSearch, ({ viewer, query }) => service.search(viewer, query))];
}
