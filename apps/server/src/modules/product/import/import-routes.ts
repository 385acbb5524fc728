import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { AppError } from '../../../http/app-error';
import { type RouteBinding, route } from '../../../http/route';
import type { ProductService } from '../product-service';

// Placeholder while the import is being built: answers "not configured" instead of a missing route.
export function importRoutes(_core: Core, _service: ProductService): RouteBinding[] {
  const pending = () => {
    throw new AppError('SERVICE_NOT_CONFIGURED');
  };
  return [
    route(product.importProduct, pending),
    route(product.importUpdateSkuTaxInfo, pending),
    route(product.downloadImportTemplate, pending),
    route(product.downloadFailedRows, pending),
  ];
}
