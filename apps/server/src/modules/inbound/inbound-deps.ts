import type { Core } from '../../core';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { EventOutbox } from '../../platform/events/event-outbox';
import { type InventoryApi, inventoryApi } from '../inventory';
import { type PackagingLedger, type ProductApi, packagingApi, productApi } from '../product';
import { type ProductReferenceApi, productReferenceApi } from '../product-reference';
import { type WalletCharges, walletCharges } from '../wallet';
import { InboundContentsRepository } from './inbound-contents-repository';
import { InboundListRepository } from './inbound-list-repository';
import { InboundLookupRepository } from './inbound-lookup-repository';
import type { InboundLossOrders } from './inbound-ports';
import { InboundRateCardRepository } from './inbound-rate-card-repository';
import { InboundRepository } from './inbound-repository';
import { inboundLossOrders } from './inbound-wiring';

/** What the inbound services are built from: the module's repositories, other modules' surfaces and the port. */
export interface InboundDeps {
  db: Db;
  clock: Clock;
  bookings: InboundRepository;
  contents: InboundContentsRepository;
  lookups: InboundLookupRepository;
  list: InboundListRepository;
  products: ProductApi;
  /** The merchant's own packaging, received with a booking. */
  packaging: PackagingLedger;
  references: ProductReferenceApi;
  stock: InventoryApi;
  lossOrders: InboundLossOrders;
  rateCards: InboundRateCardRepository;
  wallet: WalletCharges;
  /** Every status change appends `inbound.statusChanged` (`inbound-transitions.ts`). */
  events: Pick<EventOutbox, 'append'>;
}

export function inboundDeps(core: Core): InboundDeps {
  return {
    db: core.db,
    clock: core.clock,
    bookings: new InboundRepository(core.db),
    contents: new InboundContentsRepository(core.db),
    lookups: new InboundLookupRepository(core.db),
    list: new InboundListRepository(core.db),
    products: productApi(core),
    packaging: packagingApi(core),
    references: productReferenceApi(core),
    stock: inventoryApi(core),
    lossOrders: inboundLossOrders(core),
    rateCards: new InboundRateCardRepository(core.db),
    wallet: walletCharges(core),
    events: core.events,
  };
}
