import { product } from '@portal/contract';
import type { Core } from '../../../core';
import { AppError } from '../../../http/app-error';
import { type RouteBinding, route } from '../../../http/route';

// Placeholder while the SKU search and translation are being built.
export function searchRoutes(_core: Core): RouteBinding[] {
  const pending = () => {
    throw new AppError('SERVICE_NOT_CONFIGURED');
  };
  return [route(product.commonProductListForSearch, pending), route(product.translate, pending)];
}
