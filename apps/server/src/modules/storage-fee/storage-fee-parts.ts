import type { Core } from '../../core';
import { inventoryLayerReads } from '../inventory';
import { productApi } from '../product';
import { productReferenceApi } from '../product-reference';
import { walletApi } from '../wallet';
import { ChargeRepository } from './charge-repository';
import { RateCardRepository } from './rate-card-repository';
import { RateCardService } from './rate-card-service';
import { StorageBilling } from './storage-billing';
import { StorageFeeService } from './storage-fee-service';

/** The storage-fee module's services on a server's core. */
export function storageFeeParts(core: Core) {
  const charges = new ChargeRepository(core.db);
  const rateCards = new RateCardRepository(core.db);
  const layers = inventoryLayerReads(core);
  const products = productApi(core);
  const references = productReferenceApi(core);
  return {
    charges,
    billing: new StorageBilling({
      db: core.db,
      clock: core.clock,
      charges,
      rateCards,
      layers,
      products,
      references,
      wallet: walletApi(core),
    }),
    rateCardService: new RateCardService({
      db: core.db,
      clock: core.clock,
      rateCards,
      references,
      customers: core.customers,
    }),
    service: new StorageFeeService({
      charges,
      rateCards,
      layers,
      products,
      references,
      catalogue: core.skuCatalogue,
      clock: core.clock,
    }),
  };
}
