import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import type { InventoryApi } from '../../inventory';
import type { ProductRepository } from '../product-repository';
import { StockService } from './stock-service';

/** Staff's stock counts (ops API): what receiving and stock-taking will write once they exist. */
export function stockRoutes(core: Core, repository: ProductRepository, inventory: InventoryApi): RouteBinding[] {
  const service = new StockService(core.db, repository, inventory);
  return [route(product.setStock, ({ body }) => service.setStock(body))];
}
