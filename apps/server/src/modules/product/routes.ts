import { product } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { type InventoryApi, inventoryApi } from '../inventory';
import { productReferenceApi } from '../product-reference';
import { exportRoutes } from './export/export-routes';
import { importRoutes } from './import/import-routes';
import { labelRoutes } from './labels/label-routes';
import { PackageRepository } from './packages/package-repository';
import { packageRoutes } from './packages/package-routes';
import { packagingRoutes } from './packaging/packaging-routes';
import { ProductRepository } from './product-repository';
import { ProductService } from './product-service';
import { searchRoutes } from './search/search-routes';
import { SkuMeasuresRepository } from './sku-measures-repository';
import { stockRoutes } from './stock/stock-routes';

/** The merchant's SKUs (spec sections 3 and 5): list, form, delete, image, and the sub-features beside it (packages among them). */
export function productRoutes(core: Core): RouteBinding[] {
  const products = new ProductRepository(core.db);
  const inventory = inventoryApi(core);
  const service = productService(core, products, inventory);
  const measures = new SkuMeasuresRepository(core.db);
  core.skuCatalogue.provide((scope) => measures.catalogue(scope));
  core.onboarding.register('products', 'sku', async (scope) => {
    const first = await products.list(scope, {}, { offset: 0, limit: 1 });
    return first.length > 0;
  });
  return [
    route(product.getProductList, ({ viewer, query }) => service.list(viewer, query)),
    route(product.getProductDetail, ({ viewer, query }) => service.detail(viewer, query.id)),
    route(product.addProduct, ({ viewer, body }) => service.save(viewer, body)),
    route(product.deleteProduct, ({ viewer, body }) => service.remove(viewer, body.ids)),
    route(product.updateProductUrl, ({ viewer, body }) => service.updateImage(viewer, body.id, body.image_url)),
    route(product.getProductSettings, ({ viewer }) => service.settings(viewer)),
    ...importRoutes(core, service, products),
    ...exportRoutes(core, service),
    ...labelRoutes(core, products),
    ...searchRoutes(service, core.db, inventory),
    ...stockRoutes(core, products, inventory),
    ...packageRoutes(core, products, service, inventory),
    ...packagingRoutes(core, products, new PackageRepository(core.db), service),
  ];
}

/** The SKU rules on a server's core, with the module's repositories. */
export function productService(
  core: Core,
  products = new ProductRepository(core.db),
  inventory: InventoryApi = inventoryApi(core),
): ProductService {
  return new ProductService({
    db: core.db,
    products,
    inventory,
    references: productReferenceApi(core),
    customers: core.customers,
    usage: core.productUsage,
    clock: core.clock,
    grantedSkus: core.grantedSkus,
    packages: new PackageRepository(core.db),
  });
}
