import { ops } from '@portal/contract';
import type { Core } from '../../../core';
import { type RouteBinding, route } from '../../../http/route';
import { WarehouseRepository } from '../warehouse-repository';
import { StockRepository } from './stock-repository';
import { StockService } from './stock-service';

/** Staff's stock counts (ops API): what receiving and stock-taking will write once they exist. */
export function stockRoutes(core: Core): RouteBinding[] {
  const service = new StockService(new StockRepository(core.db), new WarehouseRepository(core.db), core.clock);
  return [route(ops.setStock, ({ body, lang }) => service.setStock(body, lang))];
}
