import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { inventoryApi } from '../inventory';
import { ProductApi } from './product-api';
import { ProductMeasuresRepository } from './product-measures-repository';
import { ProductRepository } from './product-repository';
import { productRoutes } from './routes';

/**
 * The product module's public surface: its routes, and the reads other modules may call
 * (`productApi(core)`: SKUs by code, available stock, stock lines). A module that references SKUs registers a
 * check in `core.productUsage` instead of being imported here. Other modules import this file only.
 */
export const productModule = defineModule({ area: 'product', routes: productRoutes });
export type { AvailableStock, ProductApi, SkuSummary, StockLine, StockLineQuery } from './product-api';

export function productApi(core: Pick<Core, 'db' | 'clock'>): ProductApi {
  return new ProductApi(new ProductRepository(core.db), inventoryApi(core));
}
export type { ProductMeasuresRepository, SkuMeasures } from './product-measures-repository';

/** Declared values and sizes of SKUs, for statistics (stock value, stored volume). */
export function productMeasures(core: Pick<Core, 'db'>): ProductMeasuresRepository {
  return new ProductMeasuresRepository(core.db);
}
