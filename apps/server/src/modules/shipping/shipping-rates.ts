import type { Lang, MeasuredParcel, Shipment, ShippingMethodSummary, ShippingQuote } from '@portal/contract';
import type { Clock } from '../../platform/clock';
import { quoteFinalFee, quoteShipment } from './quote/quote-shipment';
import type { RateDataCache } from './rate-data-cache';

export interface QuoteOptions {
  lang: Lang;
  /** Only this method (the one an order chose): refused with SHIPPING_METHOD_UNAVAILABLE when it does not fit. */
  methodCode?: string;
  /** The moment quoted (peak seasons are read on its UTC day); now by default. */
  at?: Date;
}

export interface FinalFeeOptions {
  lang: Lang;
  methodCode: string;
  at?: Date;
}

/** The UTC day of a moment, as peak-season windows are written. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * What the orders module (and the Open API) quote with: every method that fits a shipment, cheapest
 * first, the fee of the chosen method at submit, the final fee from the parcel measured at packing,
 * and the methods to filter or pick by. Reads the rate data through this instance's cache, which
 * follows the version in the database.
 */
export class ShippingRates {
  constructor(
    private readonly cache: RateDataCache,
    private readonly clock: Clock,
  ) {}

  /**
   * Every enabled method of `shipment.warehouse_id` that carries it, cheapest first, priced from its
   * lines. None: AppError NO_SHIPPING_OPTIONS (1200). With `methodCode`: that method's quote alone,
   * or AppError SHIPPING_METHOD_UNAVAILABLE (1201) naming why.
   */
  async quote(shipment: Shipment, options: QuoteOptions): Promise<ShippingQuote[]> {
    const data = await this.cache.data();
    return quoteShipment(shipment, data, {
      lang: options.lang,
      day: utcDay(options.at ?? this.clock.now()),
      methodCode: options.methodCode,
    });
  }

  /**
   * The fee charged at packing: `methodCode` on the parcel as weighed and measured, even if the
   * method was disabled after the order was submitted. AppError SHIPPING_METHOD_UNAVAILABLE (1201)
   * when the parcel is beyond the method (too heavy, too large, not delivered there).
   */
  async finalFee(shipment: Shipment, parcel: MeasuredParcel, options: FinalFeeOptions): Promise<ShippingQuote> {
    const data = await this.cache.data();
    return quoteFinalFee(shipment, parcel, data, {
      lang: options.lang,
      day: utcDay(options.at ?? this.clock.now()),
      methodCode: options.methodCode,
    });
  }

  /** The methods of one warehouse (or of all), disabled ones included and marked, in display order. */
  async methodsOf(warehouseId?: number): Promise<ShippingMethodSummary[]> {
    const data = await this.cache.data();
    const warehouses =
      warehouseId === undefined ? [...data.methodsByWarehouse.keys()].sort((a, b) => a - b) : [warehouseId];
    return warehouses.flatMap((id) =>
      (data.methodsByWarehouse.get(id) ?? []).map((method) => ({
        code: method.code,
        name_en: method.name_en,
        name_cn: method.name_cn,
        courier: method.courier,
        delivery_time: method.delivery_time,
        warehouse_id: method.warehouse_id,
        warehouse_code: data.warehouseCode.get(method.warehouse_id) ?? '',
        enabled: method.enabled,
      })),
    );
  }
}
