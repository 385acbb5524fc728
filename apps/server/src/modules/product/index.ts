import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import type { TenantScope } from '../../kernel/viewer';
import { inventoryApi } from '../inventory';
import { openStockRoutes } from './open-stock-routes';
import { PackageRepository } from './packages/package-repository';
import { PackagingLedger } from './packaging/packaging-ledger';
import { PackagingRepository } from './packaging/packaging-repository';
import { PackagingStockRepository } from './packaging/packaging-stock-repository';
import { ProductApi } from './product-api';
import { ProductRepository } from './product-repository';
import { productRoutes } from './routes';
import { type SkuMeasures, SkuMeasuresRepository } from './sku-measures-repository';

/**
 * The product module's public surface: its routes (the merchant's SKUs in `routes.ts`, the Open API's
 * stock by SKU code in `open-stock-routes.ts`), and the reads other modules may call
 * (`productApi(core)`: SKUs by code, available stock, stock lines). A module that references SKUs registers a
 * check in `core.productUsage` instead of being imported here. Other modules import this file only.
 */
export const productModule = defineModule({
  name: 'product',
  areas: ['product', 'open'],
  routes: (core) => [...productRoutes(core), ...openStockRoutes(core)],
});
export type {
  AvailablePackage,
  AvailableStock,
  LineGoods,
  PackageSummary,
  ProductApi,
  SkuSummary,
  StockLine,
  StockLineQuery,
} from './product-api';

export function productApi(core: Pick<Core, 'db' | 'clock'>): ProductApi {
  return new ProductApi(
    new ProductRepository(core.db),
    new SkuMeasuresRepository(core.db),
    inventoryApi(core),
    new PackageRepository(core.db),
  );
}
export type { SkuMeasures } from './sku-measures-repository';
export { unknownSkuProblem } from './unknown-sku-problem';

/** Declared values and sizes of a merchant's SKUs by id, read by the module's one repository of `products`. */
export interface ProductMeasuresRepository {
  of(scope: TenantScope, ids: readonly number[]): Promise<Map<number, SkuMeasures>>;
}

/** Declared values and sizes of SKUs, for statistics (stock value, stored volume). */
export function productMeasures(core: Pick<Core, 'db'>): ProductMeasuresRepository {
  const measures = new SkuMeasuresRepository(core.db);
  return { of: (scope, ids) => measures.measuresOf(scope, ids) };
}

export type { LowPackagingLine, PackagingLedger, PackagingLine } from './packaging/packaging-ledger';

/** The merchant's own packaging as orders and inbound bookings move it, and what is low (docs/server/packaging.md). */
export function packagingApi(core: Pick<Core, 'db' | 'clock'>): PackagingLedger {
  return new PackagingLedger({
    items: new PackagingRepository(core.db),
    stock: new PackagingStockRepository(core.db),
    clock: core.clock,
  });
}
