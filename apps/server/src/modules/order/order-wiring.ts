import type { Shipment } from '@portal/contract';
import type { Core } from '../../core';
import { shippingRates } from '../shipping';
import type { OrderRates, OrderShipment } from './order-ports';

/** An order's parcel as the rate engine (`modules/shipping/`) takes it. */
export function toShipment(shipment: OrderShipment): Shipment {
  return {
    warehouse_id: shipment.warehouseId,
    destination: {
      country: shipment.country,
      zip: shipment.zip,
      state: shipment.state,
      address_type: shipment.addressType,
    },
    lines: shipment.lines.map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      weight_g: line.weightG,
      length_cm: line.lengthCm,
      width_cm: line.widthCm,
      height_cm: line.heightCm,
      dangerous: line.dangerous,
    })),
    consumables: shipment.consumables.map((consumable) => ({
      code: consumable.code,
      quantity: consumable.quantity,
      chargeable: consumable.chargeable,
      price: consumable.price,
      weight_g: consumable.weightG,
    })),
    tax_codes: shipment.taxCodes,
    recipient_day_value: shipment.sameDayValue,
  };
}

/** The rate engine behind the order's port. */
export function orderRates(core: Core): OrderRates {
  const rates = shippingRates(core);
  return {
    quote: (shipment, options) => rates.quote(toShipment(shipment), options),
    methods: () => rates.methodsOf(),
    async finalFee(shipment, parcel, options) {
      const quote = await rates.finalFee(
        toShipment(shipment),
        { weight_g: parcel.weightG, length_cm: parcel.lengthCm, width_cm: parcel.widthCm, height_cm: parcel.heightCm },
        options,
      );
      return { lines: quote.charges, total: quote.total };
    },
  };
}
