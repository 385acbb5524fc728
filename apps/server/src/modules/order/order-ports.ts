import type { AddressType, FeeLine, Lang, ShippingMethodSummary, ShippingQuote } from '@portal/contract';
import type { BindRequest } from '../serial-number';

/** One SKU line of a parcel, as the rate engine weighs and declares it. */
export interface ShipmentLine {
  sku: string;
  quantity: number;
  /** Declared value per unit, US cents. */
  unitPrice: number;
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** The SKU's property is dangerous goods. */
  dangerous: boolean;
}

/** A packing material packed with the parcel: chargeable ones are billed at `price` each; all add weight. */
export interface ShipmentConsumable {
  code: string;
  quantity: number;
  chargeable: boolean;
  /** US cents each. */
  price: number;
  weightG: number;
}

/** What a quote is made from: a draft or a saved order. */
export interface OrderShipment {
  warehouseId: number;
  country: string;
  state: string;
  zip: string;
  addressType: AddressType;
  lines: ShipmentLine[];
  consumables: ShipmentConsumable[];
  taxCodes: { vat: string; ioss: string; gst: string; icms: string };
  /** Declared value of the same recipient's other orders that day (the IOSS threshold), US cents. */
  sameDayValue: number;
}

/** The parcel as the warehouse measured it at packing. */
export interface MeasuredParcel {
  weightG: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/**
 * The rate engine (`modules/shipping/`) in the order's words: the rules build an `OrderShipment` from a
 * draft or a saved order, and `order-wiring.ts` turns it into the engine's wire-shaped `Shipment` and
 * the engine's quote into the fee lines an order stores. The order's other neighbours (the stock
 * ledger, the wallet, serial numbers) it calls directly, naming the order as their `reference`.
 */
export interface OrderRates {
  /** Every method that fits, cheapest first; only `methodCode` when given (an empty list: it does not fit). */
  quote(shipment: OrderShipment, options: { lang: Lang; methodCode?: string }): Promise<ShippingQuote[]>;
  /** The methods of every warehouse, disabled ones marked (the import template lists them). */
  methods(): Promise<ShippingMethodSummary[]>;
  /** The fee of the measured parcel by the order's method. */
  finalFee(
    shipment: OrderShipment,
    parcel: MeasuredParcel,
    options: { lang: Lang; methodCode: string },
  ): Promise<{ lines: FeeLine[]; total: number }>;
}

/** A unit's serial number scanned at packing, with the SKU it was scanned for. */
export type ScannedSerial = BindRequest['serialNumbers'][number];
