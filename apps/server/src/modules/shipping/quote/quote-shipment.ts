import {
  FEE_ITEM_NAMES,
  type FeeItemCode,
  type FeeLine,
  type Lang,
  type MeasuredParcel,
  SERVICE_OPTIONS,
  type Shipment,
  type ShippingQuote,
  WAREHOUSE_FEE_CODES,
} from '@portal/contract';
import { AppError } from '../../../kernel/app-error';
import { type FitProblem, fitProblemField } from './fit-problems';
import { handlingContext, handlingFee } from './handling-fees';
import { girth, lengthGirth, longestSide, type Parcel, parcelMeasured, parcelOfLines } from './parcel';
import { postcodeKey } from './postcodes';
import { cardPrice, weightsFor, zoneOf } from './rate-card';
import type { CompiledMethod, RateData } from './rate-data';
import { surchargeLines } from './surcharges';
import { taxLines } from './taxes';

export interface QuoteRequest {
  lang: Lang;
  /** The quoted day, YYYY-MM-DD (UTC): peak seasons are read against it. */
  day: string;
  /** Only this method: refused with its reason when it does not fit. */
  methodCode?: string;
}

type Fit = { quote: ShippingQuote } | { problem: FitProblem };

const exceeds = (value: number, limit: number | null) => limit !== null && value > limit + 1e-9;

/** The method's quote for this parcel, or why the method cannot carry it. */
function quoteMethod(
  method: CompiledMethod,
  shipment: Shipment,
  parcel: Parcel,
  data: RateData,
  request: QuoteRequest,
): Fit {
  const dangerous = shipment.lines.some((line) => line.dangerous);
  if (dangerous && !method.accepts_dangerous) return { problem: 'dangerous' };
  if (parcel.weight_g > method.max_weight_g) return { problem: 'weight' };
  if (
    exceeds(longestSide(parcel), method.max_longest_cm) ||
    exceeds(girth(parcel), method.max_girth_cm) ||
    exceeds(lengthGirth(parcel), method.max_length_girth_cm)
  ) {
    return { problem: 'size' };
  }
  const { country, zip, state } = shipment.destination;
  const zone = zoneOf(method, country, zip);
  const card = zone === null ? undefined : method.cards.get(zone);
  if (!card) return { problem: 'destination' };
  const weights = weightsFor(parcel, method);
  const freight = cardPrice(card, weights.chargeable_weight_g);
  if (freight === null) return { problem: 'weight' };

  const amounts = new Map<FeeItemCode, number>([['basic_shipping', freight]]);
  const handling = handlingContext(shipment, method.service_options.includes('tracking'));
  const fees = data.fees.get(method.warehouse_id);
  for (const code of WAREHOUSE_FEE_CODES) {
    const fee = fees?.get(code);
    if (fee) amounts.set(code, handlingFee(code, fee, handling));
  }
  const surcharges = surchargeLines(method, {
    parcel,
    chargeable_weight_g: weights.chargeable_weight_g,
    freight,
    country,
    postcodeKey: postcodeKey(country, zip),
    day: request.day,
    dangerous,
  });
  for (const [kind, amount] of surcharges) amounts.set(kind, amount);
  const taxes = taxLines(data, {
    warehouseCountry: data.warehouseCountry.get(method.warehouse_id),
    country,
    state,
    goodsValue: handling.goods_value,
    recipientDayValue: shipment.recipient_day_value,
    codes: shipment.tax_codes,
  });
  for (const { code, amount } of taxes) amounts.set(code, amount);

  const charges = breakdown(amounts, request.lang);
  return {
    quote: {
      shipping_method_code: method.code,
      shipping_method_name: method.name[request.lang],
      courier: method.courier,
      delivery_time: method.delivery_time,
      billing_method: method.billing_method,
      service_options: method.service_options.map((option) => SERVICE_OPTIONS[option]?.[request.lang] ?? option),
      volume_factor: method.volume_factor,
      ...weights,
      charges,
      total: charges.reduce((sum, line) => sum + line.amount, 0),
    },
  };
}

/** Charge lines in the fee items' order, the basic freight always, the others when there is something to pay. */
function breakdown(amounts: Map<FeeItemCode, number>, lang: Lang): FeeLine[] {
  const lines: FeeLine[] = [];
  for (const [code, amount] of amounts) {
    if (amount > 0 || code === 'basic_shipping') lines.push({ code, name: FEE_ITEM_NAMES[code][lang], amount });
  }
  return lines.sort((a, b) => FEE_ORDER.indexOf(a.code) - FEE_ORDER.indexOf(b.code));
}

const FEE_ORDER: readonly FeeItemCode[] = Object.keys(FEE_ITEM_NAMES) as FeeItemCode[];

function unavailable(method: CompiledMethod, problem: FitProblem, shipment: Shipment): AppError {
  return new AppError('SHIPPING_METHOD_UNAVAILABLE', { fields: [fitProblemField(problem, method.name, shipment)] });
}

/**
 * Every enabled method of the shipment's warehouse that can carry it (weight, size, destination,
 * dangerous goods), priced from the order's lines, cheapest first. A pure function of the
 * shipment, the rate data and the day. None fits: NO_SHIPPING_OPTIONS (the spec's message). With
 * `methodCode`, that method alone, or SHIPPING_METHOD_UNAVAILABLE saying why.
 */
export function quoteShipment(shipment: Shipment, data: RateData, request: QuoteRequest): ShippingQuote[] {
  const parcel = parcelOfLines(shipment.lines, shipment.consumables);
  if (request.methodCode !== undefined) {
    const method = data.methodsByCode.get(request.methodCode);
    if (!method || method.warehouse_id !== shipment.warehouse_id) {
      throw new AppError('SHIPPING_METHOD_UNAVAILABLE', {
        fields: [fitProblemField('warehouse', request.methodCode, shipment)],
      });
    }
    if (!method.enabled) throw unavailable(method, 'disabled', shipment);
    const fit = quoteMethod(method, shipment, parcel, data, request);
    if ('problem' in fit) throw unavailable(method, fit.problem, shipment);
    return [fit.quote];
  }
  const quotes: { quote: ShippingQuote; sort: number }[] = [];
  for (const method of data.methodsByWarehouse.get(shipment.warehouse_id) ?? []) {
    if (!method.enabled) continue;
    const fit = quoteMethod(method, shipment, parcel, data, request);
    if ('quote' in fit) quotes.push({ quote: fit.quote, sort: method.sort });
  }
  if (quotes.length === 0) throw new AppError('NO_SHIPPING_OPTIONS');
  return quotes
    .sort(
      (a, b) =>
        a.quote.total - b.quote.total ||
        a.sort - b.sort ||
        a.quote.shipping_method_code.localeCompare(b.quote.shipping_method_code),
    )
    .map(({ quote }) => quote);
}

/**
 * The fee charged at packing: the order's method on the parcel as weighed and measured (packaging
 * included, so consumables add no weight again), everything else as at submit. A method disabled
 * since the order was submitted still ships it. SHIPPING_METHOD_UNAVAILABLE when the parcel is
 * beyond what the method carries: the warehouse must change the method, not guess a price.
 */
export function quoteFinalFee(
  shipment: Shipment,
  measured: MeasuredParcel,
  data: RateData,
  request: QuoteRequest & { methodCode: string },
): ShippingQuote {
  const method = data.methodsByCode.get(request.methodCode);
  if (!method || method.warehouse_id !== shipment.warehouse_id) {
    throw new AppError('SHIPPING_METHOD_UNAVAILABLE', {
      fields: [fitProblemField('warehouse', request.methodCode, shipment)],
    });
  }
  const fit = quoteMethod(method, shipment, parcelMeasured(measured), data, request);
  if ('problem' in fit) throw unavailable(method, fit.problem, shipment);
  return fit.quote;
}
