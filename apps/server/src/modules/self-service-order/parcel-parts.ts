import type { Core } from '../../core';
import { outboxOf } from '../../platform/events/event-outbox';
import { commonApi } from '../common';
import { productReferenceApi } from '../product-reference';
import { shippingRates } from '../shipping';
import { walletApi, walletCharges } from '../wallet';
import { ParcelHistoryRepository } from './parcel-history-repository';
import { ParcelMoves } from './parcel-moves';
import { ParcelRates } from './parcel-rates';
import { ParcelRepository } from './parcel-repository';
import { ParcelService } from './parcel-service';
import { ParcelStaffService } from './parcel-staff-service';
import { SenderRepository } from './sender-repository';

/** The self-service-order module's objects, built one way for its routes, the demo seed and the simulator. */
export function parcelParts(core: Pick<Core, 'db' | 'clock'> & Partial<Pick<Core, 'events'>>) {
  const parcels = new ParcelRepository(core.db);
  const history = new ParcelHistoryRepository(core.db);
  const moves = new ParcelMoves(parcels, history, outboxOf(core));
  const shipping = shippingRates(core);
  const rates = new ParcelRates(shipping);
  const wallet = walletApi(core);
  const deps = {
    db: core.db,
    clock: core.clock,
    parcels,
    history,
    senders: new SenderRepository(core.db),
    moves,
    rates,
    shipping,
    references: productReferenceApi(core),
    countries: commonApi(core),
    wallet,
  };
  const service = new ParcelService(deps);
  const staff = new ParcelStaffService({
    db: core.db,
    clock: core.clock,
    parcels,
    history,
    moves,
    rates,
    wallet,
    charges: walletCharges(core),
  });
  return { parcels, service, staff, deps };
}
