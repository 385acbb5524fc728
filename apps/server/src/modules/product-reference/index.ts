import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { ProductReferenceApi } from './product-reference-api';
import { ProductReferenceRepository } from './product-reference-repository';
import { productReferenceRoutes } from './routes';

/**
 * The product-reference module's public surface: its routes, and the reads other modules may call
 * (`productReferenceApi(core)`). Other modules import this file only.
 */
export const productReferenceModule = defineModule({
  name: 'productReference',
  areas: ['productReference'],
  routes: productReferenceRoutes,
});
export type { CategoryRow, ProductReferenceApi, ReferenceLists } from './product-reference-api';

export function productReferenceApi(core: Pick<Core, 'db'>): ProductReferenceApi {
  return new ProductReferenceApi(new ProductReferenceRepository(core.db));
}
