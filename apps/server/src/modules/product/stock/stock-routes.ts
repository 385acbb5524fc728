import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import type { ProductRepository } from '../product-repository';
import type { ProductService } from '../product-service';
import type { StockRepository } from '../stock-repository';
import { StockService } from './stock-service';

/** Staff's stock counts (ops API): what receiving and stock-taking will write once they exist. */
export function stockRoutes(
  core: Core,
  products: ProductService,
  repository: ProductRepository,
  stock: StockRepository,
): RouteBinding[] {
  const service = new StockService(repository, stock, products, core.clock);
  return [route(product.setStock, ({ body }) => service.setStock(body))];
}
