import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import { sendXlsx } from '../../../http/send-file';
import { exportFileName, exportWorkbook } from '../../../platform/export/export-workbook';
import { packagingExportSheet } from '../export/packaging-export-workbook';
import type { PackageRepository } from '../packages/package-repository';
import type { ProductRepository } from '../product-repository';
import type { ProductService } from '../product-service';
import { PackagingRepository } from './packaging-repository';
import { PackagingService } from './packaging-service';
import { PackagingStockRepository } from './packaging-stock-repository';

/**
 * The merchant's own packaging (issue 27, docs/server/packaging.md): list, detail with its stock log,
 * create, edit, delete and the xlsx export, with the SKU screens' right; and the order form's exclusive consumables.
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
    route(product.exportPackaging, async ({ viewer, query, lang, reply }) => {
      const file = await exportWorkbook(core, viewer, {
        load: (limit) => service.matching(viewer, query, limit),
        sheets: async (rows) => [packagingExportSheet(rows, (await skus.references()).lists.warehouses, lang)],
      });
      sendXlsx(reply, { fileName: exportFileName('Packaging', core.clock.now()), file });
    }),
    route(product.getPackagingDetail, ({ viewer, query }) => service.detail(viewer, query.id)),
    route(product.getPackagingStockLog, ({ viewer, query }) => service.stockLog(viewer, query)),
    route(product.getPackagingOptions, ({ viewer, query }) => service.options(viewer, query.warehouse_id)),
    route(product.addPackaging, ({ viewer, body }) => service.create(viewer, body)),
    route(product.updatePackaging, ({ viewer, body }) => service.update(viewer, body)),
    route(product.deletePackaging, ({ viewer, body }) => service.remove(viewer, body.ids)),
  ];
}
