import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { AppError } from '../../../http/app-error';
import { type RouteBinding, route } from '../../../http/route';
import type { ProductService } from '../product-service';

// Placeholder while the export is being built.
export function exportRoutes(_core: Core, _service: ProductService): RouteBinding[] {
  return [
    route(product.exportSku, () => {
      throw new AppError('SERVICE_NOT_CONFIGURED');
    }),
  ];
}
