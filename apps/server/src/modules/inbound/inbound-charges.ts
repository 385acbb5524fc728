import { INBOUND_SERVICE_CODES, type InboundRateCard, insuranceFee } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { FeeItem, WalletCharges } from '../wallet';
import type { BookingRow } from './inbound-repository';

type ServiceCode = (typeof INBOUND_SERVICE_CODES)[number];
export type InboundRates = Pick<InboundRateCard, 'per_box' | 'per_unit' | 'services'>;

/** Prices of a warehouse without a card of its own (migration 0023 seeds the same for every warehouse). */
export const DEFAULT_INBOUND_RATES: InboundRates = {
  per_box: 150,
  per_unit: 10,
  services: { relabel: 20, photograph: 50, repack: 80, pallet_unload: 1500 },
};

/** What one shelving of a booking is charged: handling and value-added services, and its insurance. */
export interface InboundBill {
  fee: FeeItem[];
  insurance: number;
}

/**
 * The bill of a shelved booking: handling per carton that arrived and per unit shelved, each
 * value-added service the booking asked for at the card's unit price (fee items `inbound_handling`
 * and `value_added_services`), and the insurance fee of the declared value insured — what the
 * booking's detail showed the merchant (`insuranceFee`, spec 9).
 */
export function inboundBill(
  booking: Pick<BookingRow, 'value_added_services' | 'insurance'>,
  figures: { boxesArrived: number; unitsShelved: number },
  rates: InboundRates,
): InboundBill {
  const handling = figures.boxesArrived * rates.per_box + figures.unitsShelved * rates.per_unit;
  const services = JSON.parse(booking.value_added_services) as { code: ServiceCode; quantity: number }[];
  const servicesAmount = services.reduce(
    (sum, service) =>
      sum + (INBOUND_SERVICE_CODES.includes(service.code) ? rates.services[service.code] : 0) * service.quantity,
    0,
  );
  const insured = JSON.parse(booking.insurance) as { quantity: number; unit_value: number }[];
  const declared = insured.reduce((sum, item) => sum + item.quantity * item.unit_value, 0);
  const fee: FeeItem[] = [];
  if (handling) fee.push({ code: 'inbound_handling', amount: handling });
  if (servicesAmount) fee.push({ code: 'value_added_services', amount: servicesAmount });
  return { fee, insurance: insuranceFee(declared) };
}

/**
 * Debits a shelved booking's bill in the shelving's transaction: `inbound_fee` with its lines and
 * `insurance`, each once per booking (reference `inbound` + id). Like a fulfilment fee charged at
 * packing it may take the balance below the credit limit: the goods are on the shelf.
 */
export async function chargeShelvedBooking(
  tx: Tx,
  scope: TenantScope,
  wallet: WalletCharges,
  request: { booking: Pick<BookingRow, 'id' | 'receiving_no'>; bill: InboundBill; actor: Actor },
): Promise<void> {
  const { booking, bill, actor } = request;
  const reference = { type: 'inbound' as const, id: booking.id };
  const feeTotal = bill.fee.reduce((sum, item) => sum + item.amount, 0);
  await wallet.once(tx, scope, {
    type: 'inbound_fee',
    reference,
    amount: -feeTotal,
    items: bill.fee,
    actor,
    remark: booking.receiving_no,
  });
  await wallet.once(tx, scope, {
    type: 'insurance',
    reference,
    amount: -bill.insurance,
    items: bill.insurance ? [{ code: 'declared_value', amount: bill.insurance }] : [],
    actor,
    remark: booking.receiving_no,
  });
}
