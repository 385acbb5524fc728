import type { Lang } from '@portal/contract';
import type { TenantScope } from '../../kernel/viewer';
import { type StoredFeeLine, storedFeeLines } from './fee-names';
import type { OrderDeps } from './order-deps';
import type { MeasuredParcel } from './order-ports';
import type { OrderRow } from './order-repository';
import type { OrderQuotes } from './order-shipments';
import type { StoredFinalFee } from './order-views';
import { addServiceCharge } from './service-charge';

/** The fee of a measured parcel as the order keeps it: its lines, the measurements and when it was charged. */
export function storedFinalFee(lines: StoredFeeLine[], parcel: MeasuredParcel, chargedAt: string): StoredFinalFee {
  return {
    lines,
    weight_g: parcel.weightG,
    length_cm: parcel.lengthCm,
    width_cm: parcel.widthCm,
    height_cm: parcel.heightCm,
    charged_at: chargedAt,
  };
}

/** The order's fee for a measured parcel by its own method, value-added services included (at packing and at shipping). */
export async function finalFeeOf(
  deps: OrderDeps,
  quotes: OrderQuotes,
  order: OrderRow,
  scope: TenantScope,
  parcel: MeasuredParcel,
  lang: Lang,
) {
  const [lines, consumables, services] = await Promise.all([
    deps.lines.linesOf(scope, [order.id]),
    deps.lines.consumablesOf(scope, [order.id]),
    deps.lines.servicesOf(scope, [order.id]),
  ]);
  // No packaging rows: the measured parcel holds the merchant's packaging already, and it is never charged.
  const shipment = await quotes.storedShipment(scope, order, { lines, consumables, services });
  const carried = await deps.rates.finalFee(shipment, parcel, { lang, methodCode: order.shipping_method_code });
  const fee = addServiceCharge(carried, services, lang);
  return { lines, stored: storedFeeLines(fee.lines), total: fee.total, named: fee.lines };
}
