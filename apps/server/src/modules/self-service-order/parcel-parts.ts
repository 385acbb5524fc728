import type { Core } from '../../core';
import { outboxOf } from '../../platform/events/event-outbox';
import { commonApi } from '../common';
import { productReferenceApi } from '../product-reference';
import { shippingRates } from '../shipping';
import { walletApi, walletCharges } from '../wallet';
import { ParcelCountsRepository } from './parcel-counts-repository';
import { ParcelHistoryRepository } from './parcel-history-repository';
import { ParcelListRepository } from './parcel-list-repository';
import { ParcelLookupRepository } from './parcel-lookup-repository';
import { ParcelMoves } from './parcel-moves';
import { ParcelRates } from './parcel-rates';
import { ParcelReadService } from './parcel-read-service';
import { ParcelRepository } from './parcel-repository';
import { ParcelRequestService } from './parcel-request-service';
import { ParcelSaveService } from './parcel-save-service';
import { ParcelSenderService } from './parcel-sender-service';
import { ParcelStaffService } from './parcel-staff-service';
import { SenderRepository } from './sender-repository';

/** What the merchant does with its parcels, a service per concern (the routes, the demo seed). */
export interface ParcelMerchantServices {
  senders: ParcelSenderService;
  saving: ParcelSaveService;
  requests: ParcelRequestService;
  reads: ParcelReadService;
}

/** The self-service-order module's objects, built one way for its routes, the demo seed and the simulator. */
export function parcelParts(core: Pick<Core, 'db' | 'clock'> & Partial<Pick<Core, 'events'>>) {
  const parcels = new ParcelRepository(core.db);
  const parcelLookups = new ParcelLookupRepository(core.db);
  const history = new ParcelHistoryRepository(core.db);
  const counts = new ParcelCountsRepository(core.db);
  const moves = new ParcelMoves(parcels, history, outboxOf(core), counts);
  const shipping = shippingRates(core);
  const rates = new ParcelRates(shipping);
  const wallet = walletApi(core);
  const deps = {
    db: core.db,
    clock: core.clock,
    parcels,
    parcelLookups,
    parcelLists: new ParcelListRepository(core.db),
    counts,
    history,
    senders: new SenderRepository(core.db),
    moves,
    rates,
    shipping,
    references: productReferenceApi(core),
    countries: commonApi(core),
    wallet,
  };
  const merchant: ParcelMerchantServices = {
    senders: new ParcelSenderService(deps),
    saving: new ParcelSaveService(deps),
    requests: new ParcelRequestService(deps),
    reads: new ParcelReadService(deps),
  };
  const staff = new ParcelStaffService({
    db: core.db,
    clock: core.clock,
    parcels,
    parcelLookups,
    history,
    moves,
    rates,
    wallet,
    charges: walletCharges(core),
  });
  return { parcelLookups, merchant, staff, deps };
}
