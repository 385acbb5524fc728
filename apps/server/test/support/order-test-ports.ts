import type { FeeLine, ShippingQuote } from '@portal/contract';
import { EU_COUNTRIES } from '@portal/contract';
import { AppError } from '../../src/http/app-error';
import type { MeasuredParcel, OrderRates, OrderShipment } from '../../src/modules/order';

/**
 * A stand-in for the rate engine while its branch (shipping-rates) has not landed: the order flows
 * are tested against it until `order-wiring.ts` wires `modules/shipping/`. Stock and money go through
 * the real stock ledger and wallet.
 */
interface TestMethod {
  code: string;
  name: string;
  courier: string;
  fits: (shipment: OrderShipment) => boolean;
  base: number;
  perHundredGrams: number;
  factor: number;
}

/** Two methods: a US ground service from the US warehouses, and an express service to anywhere. */
const METHODS: TestMethod[] = [
  {
    code: 'US-GROUND',
    name: 'US Ground',
    courier: 'USPS',
    fits: (s) => s.country === 'US' && (s.warehouseId === 1 || s.warehouseId === 2),
    base: 300,
    perHundredGrams: 20,
    factor: 6000,
  },
  { code: 'EXPRESS', name: 'Express', courier: 'DHL', fits: () => true, base: 900, perHundredGrams: 50, factor: 5000 },
];

/** Prices a parcel from its weight: basic shipping by every 100 g begun, handling per item, IOSS in the EU. */
export class TestRates implements OrderRates {
  async quote(shipment: OrderShipment, options: { methodCode?: string }): Promise<ShippingQuote[]> {
    const actual = shipment.lines.reduce((sum, line) => sum + line.weightG * line.quantity, 0);
    const volume = shipment.lines.reduce(
      (sum, line) => sum + line.lengthCm * line.widthCm * line.heightCm * line.quantity,
      0,
    );
    return METHODS.filter((m) => m.fits(shipment) && (!options.methodCode || m.code === options.methodCode))
      .map((method) => {
        const volumetric = Math.round((volume / method.factor) * 1000);
        const chargeable = Math.max(Math.round(actual), volumetric);
        const charges = this.charges(method, shipment, chargeable);
        return {
          shipping_method_code: method.code,
          shipping_method_name: method.name,
          courier: method.courier,
          delivery_time: '3-5',
          billing_method: 'greater' as const,
          service_options: [],
          volume_factor: method.factor,
          actual_weight_g: Math.round(actual),
          volumetric_weight_g: volumetric,
          chargeable_weight_g: chargeable,
          charges,
          total: charges.reduce((sum, line) => sum + line.amount, 0),
        };
      })
      .sort((a, b) => a.total - b.total);
  }

  async finalFee(shipment: OrderShipment, parcel: MeasuredParcel, options: { methodCode: string }) {
    const method = METHODS.find((m) => m.code === options.methodCode);
    if (!method) throw new AppError('SHIPPING_METHOD_UNAVAILABLE', { params: { method: options.methodCode } });
    const volumetric = Math.round(((parcel.lengthCm * parcel.widthCm * parcel.heightCm) / method.factor) * 1000);
    const lines = this.charges(method, shipment, Math.max(parcel.weightG, volumetric));
    return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
  }

  private charges(method: TestMethod, shipment: OrderShipment, chargeableG: number): FeeLine[] {
    const items = shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
    const lines: FeeLine[] = [
      {
        code: 'basic_shipping',
        name: 'Basic shipping',
        amount: method.base + Math.ceil(chargeableG / 100) * method.perHundredGrams,
      },
      { code: 'outbound_handling', name: 'Outbound handling', amount: 50 * items },
    ];
    if (EU_COUNTRIES.has(shipment.country)) lines.push({ code: 'eu_ioss', name: 'EU IOSS', amount: 100 });
    return lines;
  }
}
