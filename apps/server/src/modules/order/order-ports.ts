import type { AddressType, FeeLine, Lang, ShippingMethodSummary, ShippingQuote } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { StockLine } from '../inventory';
import type { StoredFeeLine } from './fee-names';

/**
 * What the order module needs of other modules, in its own words. The flows (submit, pack,
 * interception) are written against these; `order-wiring.ts` puts the real modules behind them.
 * Every write takes the caller's transaction, so an order's status and its stock and money move
 * together or not at all. A refusal (not enough stock, not enough balance) is thrown as an AppError.
 */
/** What stock and money are moved for: the order, by its id. */
export interface ForOrder {
  orderId: number;
  actor: Actor;
}

export interface OrderStock {
  /** Reserves the lines in the warehouse for the order (submit); refuses when any is short. */
  lock(tx: Tx, scope: TenantScope, lock: ForOrder & { warehouseId: number; lines: StockLine[] }): Promise<void>;
  /** Gives the order's reservation back (an interception approved before packing). */
  release(tx: Tx, scope: TenantScope, release: ForOrder): Promise<void>;
  /** Turns the order's reservation into stock gone out (packing). */
  deduct(tx: Tx, scope: TenantScope, deduct: ForOrder): Promise<void>;
  /** Puts the order's packed lines back on the shelf (an interception approved after packing). */
  restock(tx: Tx, scope: TenantScope, restock: ForOrder & { warehouseId: number; lines: StockLine[] }): Promise<void>;
}

export interface OrderWallet {
  /** Holds the estimated fee against the balance (submit); refuses when the balance is short. */
  hold(tx: Tx, scope: TenantScope, hold: ForOrder & { amount: number }): Promise<void>;
  /** Gives the order's hold back (an interception approved before packing). */
  releaseHold(tx: Tx, scope: TenantScope, release: ForOrder): Promise<void>;
  /** Charges the final fee item by item (packing); the order's hold ends with it. */
  charge(
    tx: Tx,
    scope: TenantScope,
    charge: ForOrder & { amount: number; items: FeeLine[]; remark: string },
  ): Promise<void>;
  /**
   * Debits (`difference` > 0) or credits (< 0) the change from the fee charged at packing to the final
   * one, with the changed items; once per order. Answers the wallet transaction's id, null when none.
   */
  adjust(
    tx: Tx,
    scope: TenantScope,
    adjustment: ForOrder & { difference: number; items: StoredFeeLine[]; remark: string },
  ): Promise<number | null>;
}

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
export interface ScannedSerial {
  sku: string;
  serial_number: string;
}

export interface OrderSerialNumbers {
  /**
   * Binds the scanned serial numbers to the order (packing); refuses one that is unknown, of another
   * SKU, already bound, or more than the line's units. Answers them by upper-case SKU code.
   */
  bind(
    tx: Tx,
    scope: TenantScope,
    bind: {
      order: { id: number; systemOrderId: string; platformOrderNo: string };
      lines: { sku: string; quantity: number }[];
      serialNumbers: ScannedSerial[];
      at: string;
    },
  ): Promise<Map<string, string[]>>;
  /** Frees the order's serial numbers (an interception approved after packing). */
  unbind(tx: Tx, scope: TenantScope, orderId: number): Promise<void>;
}

export interface OrderPorts {
  stock: OrderStock;
  wallet: OrderWallet;
  rates: OrderRates;
  serialNumbers: OrderSerialNumbers;
}
