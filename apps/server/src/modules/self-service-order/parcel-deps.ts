import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { CommonApi } from '../common';
import type { ProductReferenceApi } from '../product-reference';
import type { ShippingRates } from '../shipping';
import type { WalletApi } from '../wallet';
import type { ParcelCountsRepository } from './parcel-counts-repository';
import type { ParcelHistoryRepository } from './parcel-history-repository';
import type { ParcelListRepository } from './parcel-list-repository';
import type { ParcelLookupRepository } from './parcel-lookup-repository';
import type { ParcelMoves } from './parcel-moves';
import type { ParcelRates } from './parcel-rates';
import type { ParcelRepository } from './parcel-repository';
import type { SenderRepository } from './sender-repository';

/** What the merchant's parcel services (and the parcel import) are built from (`parcelParts`). */
export interface ParcelServiceDeps {
  db: Db;
  clock: Clock;
  /** The owner of the parcel tables: every write. */
  parcels: ParcelRepository;
  parcelLookups: ParcelLookupRepository;
  parcelLists: ParcelListRepository;
  /** The kept counts per status: the tabs and total without a filter. */
  counts: ParcelCountsRepository;
  history: ParcelHistoryRepository;
  senders: SenderRepository;
  moves: ParcelMoves;
  rates: ParcelRates;
  shipping: ShippingRates;
  references: ProductReferenceApi;
  countries: CommonApi;
  wallet: Pick<WalletApi, 'hold' | 'releaseHold'>;
}
