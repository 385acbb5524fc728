import { FEE_ITEM_NAMES, type FeeLine, type Lang } from '@portal/contract';

/** A value-added service of an order, at the unit price the warehouse's list had when it was saved. */
export interface PricedService {
  quantity: number;
  unit_price: number;
}

/**
 * Value-added services are the warehouse's work, not the carrier's: the rate engine does not price
 * them, so the estimate held at submit and the fee charged at packing get them as one more line.
 */
export function addServiceCharge(
  fee: { lines: readonly FeeLine[]; total: number },
  services: readonly PricedService[],
  lang: Lang,
): { lines: FeeLine[]; total: number } {
  const amount = services.reduce((sum, service) => sum + service.quantity * service.unit_price, 0);
  if (amount === 0) return { lines: [...fee.lines], total: fee.total };
  const line: FeeLine = { code: 'value_added_services', name: FEE_ITEM_NAMES.value_added_services[lang], amount };
  return { lines: [...fee.lines, line], total: fee.total + amount };
}
