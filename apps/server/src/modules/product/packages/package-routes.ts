import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import { exportFileName, exportWorkbook } from '../../../platform/export/export-workbook';
import type { InventoryApi } from '../../inventory';
import { packageExportSheets } from '../export/package-export-workbook';
import type { ProductRepository } from '../product-repository';
import type { ProductService } from '../product-service';
import { PackageRepository } from './package-repository';
import { PackageService } from './package-service';

/**
 * The merchant's packages (issue 27, docs/server/packages.md): list, detail, create, edit, delete,
 * with the SKU screens' right, and their xlsx export through the shared export seam. A SKU a package holds counts as in use: deleting it is refused.
 */
export function packageRoutes(
  core: Core,
  products: ProductRepository,
  skus: ProductService,
  inventory: InventoryApi,
): RouteBinding[] {
  const service = new PackageService({
    db: core.db,
    packages: new PackageRepository(core.db),
    products,
    inventory,
    references: () => skus.references(),
    clock: core.clock,
    usage: core.packageUsage,
  });
  core.productUsage.register('packages', (tx, customerId, productIds) =>
    service.skusInPackages(tx, customerId, productIds),
  );
  return [
    route(product.getPackageList, ({ viewer, query }) => service.list(viewer, query)),
    route(product.packageListForSearch, ({ viewer, query }) => service.search(viewer, query)),
    route(product.exportPackages, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => service.matching(viewer, query, limit),
        sheets: async (rows) => packageExportSheets(rows, (await skus.references()).lists.warehouses, lang),
      });
      sendXlsx(reply, { fileName: exportFileName('Packages', core.clock.now()), file });
    }),
    route(product.getPackageDetail, ({ viewer, query }) => service.detail(viewer, query.id)),
    route(product.addPackage, ({ viewer, body }) => service.create(viewer, body)),
    route(product.updatePackage, ({ viewer, body }) => service.update(viewer, body)),
    route(product.deletePackage, ({ viewer, body }) => service.remove(viewer, body.ids)),
  ];
}
