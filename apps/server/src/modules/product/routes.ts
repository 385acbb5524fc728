import { product } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { exportRoutes } from './export/export-routes';
import { importRoutes } from './import/import-routes';
import { labelRoutes } from './labels/label-routes';
import { ProductRelationsRepository } from './product-relations-repository';
import { ProductRepository } from './product-repository';
import { ProductService } from './product-service';
import { searchRoutes } from './search/search-routes';
import { stockRoutes } from './stock/stock-routes';

/** The merchant's SKUs (spec sections 3 and 5): list, form, delete, image, and the sub-features beside it. */
export function productModule(core: Core): RouteBinding[] {
  const repository = new ProductRepository(core.db);
  const service = new ProductService(
    repository,
    new ProductRelationsRepository(core.db),
    core.productUsage,
    core.clock,
  );
  return [
    route(product.getProductList, ({ viewer, query }) => service.list(viewer, query)),
    route(product.getProductDetail, ({ viewer, query }) => service.detail(viewer, query.id)),
    route(product.addProduct, ({ viewer, body, lang }) => service.save(viewer, body, lang)),
    route(product.deleteProduct, ({ viewer, body }) => service.remove(viewer, body.ids)),
    route(product.updateProductUrl, ({ viewer, body, lang }) =>
      service.updateImage(viewer, body.id, body.image_url, lang),
    ),
    route(product.getProductSettings, ({ viewer }) => service.settings(viewer)),
    ...importRoutes(core, service),
    ...exportRoutes(core, service),
    ...labelRoutes(core),
    ...searchRoutes(core),
    ...stockRoutes(core),
  ];
}
