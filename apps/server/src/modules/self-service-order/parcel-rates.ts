import {
  type DutyTerms,
  FEE_ITEM_CODES,
  FEE_ITEM_NAMES,
  type FeeItemCode,
  type FeeLine,
  type Lang,
  type MeasuredParcel,
  parcelInsuranceFee,
  type Shipment,
  type ShippingQuote,
} from '@portal/contract';
import type { ShippingRates } from '../shipping';

/** Fee items that are import taxes the provider pays for a duties-paid (DDP) parcel. */
const TAX_ITEMS: ReadonlySet<FeeItemCode> = new Set(['vat', 'eu_ioss', 'sg_gst', 'br_icms']);

/** What a quote is made of: the destination, the pieces as declared, the terms. */
export interface ParcelShipment {
  warehouseId: number;
  country: string;
  state: string;
  zip: string;
  addressType: Shipment['destination']['address_type'];
  taxCodes: Shipment['tax_codes'];
  dutyTerms: DutyTerms;
  /** Every piece holds dangerous goods: methods that do not carry them give no quote. */
  dangerousGoods: boolean;
  insuredValue: number;
  pieces: {
    weight_g: number;
    length_cm: number;
    width_cm: number;
    height_cm: number;
    /** Σ quantity × unit value of the piece's customs lines, US cents. */
    value: number;
  }[];
}

/** A fee as stored and shown: lines summed over the pieces, the shipping total, the premium, the total. */
export interface ParcelFeeFigures {
  lines: { code: FeeItemCode; amount: number }[];
  shipping_total: number;
  insurance_fee: number;
  total: number;
}

/** One method's option: the sum and each piece's working. */
export interface ParcelOption extends ParcelFeeFigures {
  shipping_method_code: string;
  shipping_method_name: string;
  courier: string;
  delivery_time: string;
  quotes: ShippingQuote[];
}

/**
 * A parcel order priced by the rate engine (`modules/shipping/`), one piece at a time: each piece
 * is a parcel of its own to the carrier, so each is weighed, measured and charged by the method, and
 * the order's fee is their sum. Taxes see the whole consignment: each piece's goods value is quoted
 * with the other pieces' as the recipient's same-day value (the IOSS limit counts them together).
 * A DDU parcel's import taxes are the recipient's, so the engine's tax lines are left out.
 */
export class ParcelRates {
  constructor(private readonly rates: ShippingRates) {}

  private shipmentOf(parcel: ParcelShipment, index: number): Shipment {
    const piece = parcel.pieces[index];
    if (!piece) throw new RangeError(`no piece ${index + 1}`);
    const others = parcel.pieces.reduce((sum, p, i) => (i === index ? sum : sum + p.value), 0);
    return {
      warehouse_id: parcel.warehouseId,
      destination: {
        country: parcel.country,
        zip: parcel.zip,
        state: parcel.state,
        address_type: parcel.addressType,
      },
      lines: [
        {
          sku: `PIECE-${index + 1}`,
          quantity: 1,
          unit_price: piece.value,
          weight_g: piece.weight_g,
          length_cm: piece.length_cm,
          width_cm: piece.width_cm,
          height_cm: piece.height_cm,
          dangerous: parcel.dangerousGoods,
        },
      ],
      consumables: [],
      tax_codes: parcel.taxCodes,
      recipient_day_value: others,
    };
  }

  private terms(quote: ShippingQuote, dutyTerms: DutyTerms): ShippingQuote {
    if (dutyTerms === 'DDP') return quote;
    const charges = quote.charges.filter((line) => !TAX_ITEMS.has(line.code));
    return { ...quote, charges, total: charges.reduce((sum, line) => sum + line.amount, 0) };
  }

  private figures(quotes: ShippingQuote[], insuredValue: number): ParcelFeeFigures {
    const sums = new Map<FeeItemCode, number>();
    for (const quote of quotes) {
      for (const line of quote.charges) sums.set(line.code, (sums.get(line.code) ?? 0) + line.amount);
    }
    const lines = FEE_ITEM_CODES.filter((code) => sums.has(code)).map((code) => ({
      code,
      amount: sums.get(code) ?? 0,
    }));
    const shipping = quotes.reduce((sum, quote) => sum + quote.total, 0);
    const insurance = parcelInsuranceFee(insuredValue);
    return { lines, shipping_total: shipping, insurance_fee: insurance, total: shipping + insurance };
  }

  /** Every method of the hub that carries every piece, cheapest first (none: NO_SHIPPING_OPTIONS from the engine). */
  async options(parcel: ParcelShipment, lang: Lang): Promise<ParcelOption[]> {
    const perPiece = await Promise.all(
      parcel.pieces.map((_, index) => this.rates.quote(this.shipmentOf(parcel, index), { lang })),
    );
    const [first = [], ...rest] = perPiece;
    const options: ParcelOption[] = [];
    for (const quote of first) {
      const quotes = [
        quote,
        ...rest.map((list) => list.find((q) => q.shipping_method_code === quote.shipping_method_code)),
      ];
      if (quotes.some((q) => q === undefined)) continue;
      const termed = (quotes as ShippingQuote[]).map((q) => this.terms(q, parcel.dutyTerms));
      options.push({
        shipping_method_code: quote.shipping_method_code,
        shipping_method_name: quote.shipping_method_name,
        courier: quote.courier,
        delivery_time: quote.delivery_time,
        ...this.figures(termed, parcel.insuredValue),
        quotes: termed,
      });
    }
    return options.sort((a, b) => a.total - b.total);
  }

  /** The chosen method's estimate; SHIPPING_METHOD_UNAVAILABLE (saying why) when a piece does not fit it. */
  async estimate(
    parcel: ParcelShipment,
    methodCode: string,
    lang: Lang,
  ): Promise<ParcelFeeFigures & { quotes: ShippingQuote[] }> {
    const quotes = await Promise.all(
      parcel.pieces.map(async (_, index) => {
        const [quote] = await this.rates.quote(this.shipmentOf(parcel, index), { lang, methodCode });
        if (!quote) throw new Error(`the engine answered no quote of ${methodCode}`);
        return this.terms(quote, parcel.dutyTerms);
      }),
    );
    return { ...this.figures(quotes, parcel.insuredValue), quotes };
  }

  /** The fee of the pieces as the hub measured them, by the parcel's method (the same pricing as an order's packing). */
  async final(
    parcel: ParcelShipment,
    measured: MeasuredParcel[],
    methodCode: string,
    lang: Lang,
  ): Promise<ParcelFeeFigures> {
    const quotes = await Promise.all(
      measured.map(async (piece, index) =>
        this.terms(
          await this.rates.finalFee(this.shipmentOf(parcel, index), piece, { lang, methodCode }),
          parcel.dutyTerms,
        ),
      ),
    );
    return this.figures(quotes, parcel.insuredValue);
  }
}

/** A stored breakdown named in `lang`. */
export function namedLines(lines: readonly { code: FeeItemCode; amount: number }[], lang: Lang): FeeLine[] {
  return lines.map(({ code, amount }) => ({ code, amount, name: FEE_ITEM_NAMES[code]?.[lang] ?? code }));
}
