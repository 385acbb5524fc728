import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import type { PackageRepository } from '../packages/package-repository';
import type { ProductRepository } from '../product-repository';
import type { ProductService } from '../product-service';
import { PackagingRepository } from './packaging-repository';
import { PackagingService } from './packaging-service';
import { PackagingStockRepository } from './packaging-stock-repository';

/**
 * The merchant's own packaging (issue 27, docs/server/packaging.md): list, detail with its stock log,
 * create, edit, delete, with the SKU screens' right; and the order form's exclusive consumables.
 */
export function packagingRoutes(
  core: Core,
  products: ProductRepository,
  packages: PackageRepository,
  skus: ProductService,
): RouteBinding[] {
  const service = new PackagingService({
    db: core.db,
    items: new PackagingRepository(core.db),
    stock: new PackagingStockRepository(core.db),
    products,
    packages,
    references: () => skus.references(),
    referenceNames: core.referenceNames,
    clock: core.clock,
    usage: core.packagingUsage,
  });
  return [
    route(product.getPackagingList, ({ viewer, query }) => service.list(viewer, query)),
    route(product.getPackagingDetail, ({ viewer, query }) => service.detail(viewer, query.id)),
    route(product.getPackagingStockLog, ({ viewer, query }) => service.stockLog(viewer, query)),
    route(product.getPackagingOptions, ({ viewer, query }) => service.options(viewer, query.warehouse_id)),
    route(product.addPackaging, ({ viewer, body }) => service.create(viewer, body)),
    route(product.updatePackaging, ({ viewer, body }) => service.update(viewer, body)),
    route(product.deletePackaging, ({ viewer, body }) => service.remove(viewer, body.ids)),
  ];
}
