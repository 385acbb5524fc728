import type { Shipment, WarehouseFee, WarehouseFeeCode } from '@portal/contract';
import { percentOf } from './money';

/** What an order's handling fees are counted from. */
export interface HandlingContext {
  pieces: number;
  /** Different SKUs in the order. */
  skus: number;
  /** Σ unit price × quantity, US cents. */
  goods_value: number;
  /** Σ price × quantity of the chargeable consumables. */
  consumables: number;
  tracked: boolean;
}

export function handlingContext(shipment: Shipment, tracked: boolean): HandlingContext {
  let pieces = 0;
  let goods = 0;
  const skus = new Set<string>();
  for (const line of shipment.lines) {
    pieces += line.quantity;
    goods += line.unit_price * line.quantity;
    skus.add(line.sku.toUpperCase());
  }
  let consumables = 0;
  for (const item of shipment.consumables) if (item.chargeable) consumables += item.price * item.quantity;
  return { pieces, skus: skus.size, goods_value: goods, consumables, tracked };
}

/**
 * A warehouse's handling fee for one order, in cents (the columns each code uses are the ones
 * `FEE_COLUMNS` names; the ops API refuses values in the others):
 * - outbound_handling: per order, plus per_extra for every piece after the first;
 * - multiline_entry: per_extra for every SKU after the first;
 * - packaging: per order, plus the chargeable consumables at their prices;
 * - declared_value: percent of the goods value above the threshold, at least the minimum;
 * - online_tracked_mail: per order, on tracked methods.
 */
export function handlingFee(code: WarehouseFeeCode, fee: WarehouseFee, context: HandlingContext): number {
  switch (code) {
    case 'outbound_handling':
      return fee.per_order + fee.per_extra * Math.max(0, context.pieces - 1);
    case 'multiline_entry':
      return fee.per_extra * Math.max(0, context.skus - 1);
    case 'packaging':
      return fee.per_order + context.consumables;
    case 'declared_value': {
      const above = context.goods_value - fee.threshold;
      return above > 0 ? Math.max(fee.minimum, percentOf(above, fee.percent_bp)) : 0;
    }
    case 'online_tracked_mail':
      return context.tracked ? fee.per_order : 0;
  }
}

export const FEE_COLUMNS: Record<WarehouseFeeCode, readonly (keyof WarehouseFee)[]> = {
  outbound_handling: ['per_order', 'per_extra'],
  multiline_entry: ['per_extra'],
  packaging: ['per_order'],
  declared_value: ['percent_bp', 'threshold', 'minimum'],
  online_tracked_mail: ['per_order'],
};
