import { ops } from '@portal/contract';
import type { Core } from '../../../core';
import { AppError } from '../../../http/app-error';
import { type RouteBinding, route } from '../../../http/route';

// Placeholder while the stock operations are being built.
export function stockRoutes(_core: Core): RouteBinding[] {
  return [
    route(ops.setStock, () => {
      throw new AppError('SERVICE_NOT_CONFIGURED');
    }),
  ];
}
