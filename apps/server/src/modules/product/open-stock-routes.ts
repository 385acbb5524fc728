import { open } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { inventoryApi } from '../inventory';
import { productReferenceApi } from '../product-reference';
import { OpenStockService } from './open-stock-service';
import { PackageRepository } from './packages/package-repository';
import { ProductApi } from './product-api';
import { ProductRepository } from './product-repository';
import { SkuMeasuresRepository } from './sku-measures-repository';

/**
 * The Open API's stock (`auth: 'apiKey'`): the stock ledger's balances named by SKU code, which is
 * why it sits here and not in the inventory module (that knows SKUs by id and cannot import this one).
 */
export function openStockRoutes(core: Core): RouteBinding[] {
  const products = new ProductApi(
    new ProductRepository(core.db),
    new SkuMeasuresRepository(core.db),
    inventoryApi(core),
    new PackageRepository(core.db),
  );
  const stock = new OpenStockService(products, productReferenceApi(core));
  return [route(open.getStock, ({ viewer, query }) => stock.list(viewer, query))];
}
