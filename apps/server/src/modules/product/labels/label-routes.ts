import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { AppError } from '../../../http/app-error';
import { type RouteBinding, route } from '../../../http/route';
import type { ProductService } from '../product-service';

// Placeholder while label printing is being built.
export function labelRoutes(_core: Core, _service: ProductService): RouteBinding[] {
  return [
    route(product.printSku, () => {
      throw new AppError('SERVICE_NOT_CONFIGURED');
    }),
  ];
}
