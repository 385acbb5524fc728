import type { QualityInspection } from '@portal/contract';
import type { Core } from '../../core';
import type { BookingInsurance, BookingShelved } from '../loss-order';
import { InboundContentsRepository } from './inbound-contents-repository';
import { inboundDeps } from './inbound-deps';
import { InboundRateCardService } from './inbound-rate-card-service';
import { InboundRepository } from './inbound-repository';
import { InboundStaffService } from './inbound-staff-service';

/** The provider's steps on bookings: the staff routes', the demo seed's and simulator's. */
export function inboundStaff(core: Core): InboundStaffService {
  return new InboundStaffService(inboundDeps(core));
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
