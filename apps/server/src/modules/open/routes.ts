import { open } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { productReferenceApi } from '../product-reference';
import { OpenStockService } from './open-stock-service';
import { stockSource } from './stock-source';

/** The Open API's routes (`auth: 'apiKey'`): each gets the key's merchant as `viewer` and `API_KEY_ACTOR`. */
export function openRoutes(core: Core): RouteBinding[] {
  const stock = new OpenStockService(stockSource(core), productReferenceApi(core));
  return [route(open.getStock, ({ viewer, query }) => stock.list(viewer, query))];
}
