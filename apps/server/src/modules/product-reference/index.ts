import type { Core } from '../../core';
import { ProductReferenceApi } from './product-reference-api';
import { ProductReferenceRepository } from './product-reference-repository';

export type { CategoryRow, ProductReferenceApi, ReferenceLists } from './product-reference-api';
/**
 * The product-reference module's public surface: its routes, and the reads other modules may call
 * (`productReferenceApi(core)`). Other modules import this file only.
 */
export { productReferenceModule } from './routes';

export function productReferenceApi(core: Pick<Core, 'db'>): ProductReferenceApi {
  return new ProductReferenceApi(new ProductReferenceRepository(core.db));
}
