import type { QualityInspection } from '@portal/contract';
import type { Core } from '../../core';
import { defineModule } from '../../http/server-module';
import type { BookingInsurance, BookingShelved } from '../loss-order';
import { InboundArrivalsRepository } from './inbound-arrivals-repository';
import { InboundBookingService } from './inbound-booking-service';
import { InboundContentsRepository } from './inbound-contents-repository';
import { inboundDeps } from './inbound-deps';
import { InboundRateCardService } from './inbound-rate-card-service';
import { InboundReadService } from './inbound-read-service';
import { InboundRepository } from './inbound-repository';
import { InboundStaffService } from './inbound-staff-service';
import { inboundRoutes } from './routes';

/**
 * The inbound module's public surface: its routes (the merchant's bookings), `inboundStaff(core)`,
 * the provider's steps that `modules/ops-inbound/` (and later the WMS, the demo simulator) call, and
 * `inboundMerchantServices(core)` for code acting as a merchant outside the portal's routes (the demo
 * seed, the Open API). Depends on products, product reference data and the stock ledger; loss orders
 * come in through its port (`inbound-ports.ts`, wired in `inbound-wiring.ts`). Other modules import
 * this file only.
 */
export const inboundModule = defineModule({ area: 'inbound', routes: inboundRoutes });
export type { StatusReply } from './inbound-booking-service';
export type { BookingInput } from './inbound-draft';
export type { DifferenceKind, DifferenceLine, InboundLossOrders, RaiseRequest } from './inbound-ports';
export type { SkuQuantity, StaffStepResult } from './inbound-staff-service';

export function inboundStaff(core: Core): InboundStaffService {
  return new InboundStaffService(inboundDeps(core));
}

export function inboundMerchantServices(core: Core) {
  const deps = inboundDeps(core);
  return { bookings: new InboundBookingService(deps), reads: new InboundReadService(deps) };
}

/** Whether a booking's units are on the shelf (Inventory completion): a loss order's recount waits for it. */
export function inboundShelved(core: Pick<Core, 'db'>): BookingShelved {
  const bookings = new InboundRepository(core.db);
  return async (tx, scope, inboundId) => (await bookings.find(scope, inboundId, tx))?.status === 'completed';
}
/** The provider's inbound rate cards (operations API): what shelving a booking charges per warehouse. */
export function inboundRateCards(core: Core): InboundRateCardService {
  return new InboundRateCardService(inboundDeps(core));
}

/**
 * A booking's insurance as a loss order's compensation needs it (read in the review's transaction):
 * its quality inspection and the insured units and declared value per unit of each SKU, by product id.
 */
export function inboundInsurance(core: Pick<Core, 'db'>): BookingInsurance {
  const bookings = new InboundRepository(core.db);
  const contents = new InboundContentsRepository(core.db);
  return async (tx, scope, inboundId) => {
    const booking = await bookings.find(scope, inboundId, tx);
    if (!booking) return null;
    const lines = await contents.lines(scope, inboundId, tx);
    const productOf = new Map(lines.map((line) => [line.sku_key, line.product_id]));
    const insured = JSON.parse(booking.insurance) as { sku: string; quantity: number; unit_value: number }[];
    return {
      inspection: booking.quality_inspection as QualityInspection,
      insured: insured.flatMap((item) => {
        const productId = productOf.get(item.sku.trim().toUpperCase());
        return productId === undefined ? [] : [{ productId, units: item.quantity, unitValue: item.unit_value }];
      }),
    };
  };
}

/** Bookings due to arrive, for the monitor dashboard (read-only). */
export function inboundArrivals(core: Pick<Core, 'db'>): InboundArrivalsRepository {
  return new InboundArrivalsRepository(core.db);
}
export type { InboundArrivalsRepository } from './inbound-arrivals-repository';
