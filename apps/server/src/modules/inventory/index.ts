import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import { outboxOf } from '../../platform/events/event-outbox';
import { productReferenceApi } from '../product-reference';
import { AgeLayerRepository } from './age-layer-repository';
import { BalanceRepository } from './balance-repository';
import { InventoryStatisticsRepository } from './inventory-statistics-repository';
import { LockRepository } from './lock-repository';
import { MovementJournal } from './movement-journal';
import { MovementRepository } from './movement-repository';
import { OpenLayerReads } from './open-layer-repository';
import { inventoryRoutes } from './routes';
import { StockLedger } from './stock-ledger';

/**
 * The inventory module's public surface: the stock ledger (`inventoryApi(core)`), which owns every
 * SKU's balance per warehouse. Orders lock, release and deduct through it inside their own
 * transactions; inbound shelving receives through it and loss orders correct stock through it; the
 * product module, storage fees, statistics and dashboards read stock through it. It knows SKUs by id
 * only: callers resolve SKU codes; the merchant's inventory list and stock log read codes and names
 * through `core.skuCatalogue`, which the product module provides. Other modules import this file only.
 */
export const inventoryModule = defineModule({ name: 'inventory', areas: ['inventory'], routes: inventoryRoutes });
export type { AvailableStockSubquery } from './balance-repository';
export type { OpenLayer, OpenLayerReads } from './open-layer-repository';
export type { StockLedger as InventoryApi } from './stock-ledger';
export type {
  AdjustRequest,
  CorrectRequest,
  LockRequest,
  ReceiveRequest,
  SettleRequest,
  StockBalance,
  StockLine,
  StockMovement,
  StockReference,
} from './stock-ledger-types';

/** The ledger over a server's core (every movement appends its event: `outboxOf`). */
export function inventoryApi(core: Pick<Core, 'db' | 'clock'> & Partial<Pick<Core, 'events'>>): StockLedger {
  return new StockLedger({
    balances: new BalanceRepository(core.db),
    movements: new MovementJournal(new MovementRepository(core.db), outboxOf(core)),
    locks: new LockRepository(core.db),
    layers: new AgeLayerRepository(core.db),
    references: productReferenceApi(core),
    clock: core.clock,
  });
}
export type { InventoryStatisticsRepository, OnHandFigures } from './inventory-statistics-repository';

/** Aggregates of stock for statistics and the dashboards (read-only). */
export function inventoryStatistics(core: Pick<Core, 'db'>): InventoryStatisticsRepository {
  return new InventoryStatisticsRepository(core.db);
}

/** Open age layers for storage billing (issue 12): read-only, across merchants for the daily job. */
export function inventoryLayerReads(core: Pick<Core, 'db'>): OpenLayerReads {
  return new OpenLayerReads(core.db);
}
