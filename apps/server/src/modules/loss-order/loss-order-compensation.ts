import { INBOUND_COMPENSATION_PERMILLE, type QualityInspection } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { WalletCharges } from '../wallet';
import type { LossOrderLineRow, LossOrderRepository, LossOrderRow } from './loss-order-repository';

/**
 * A booking's insurance as compensation needs it, read in the review's transaction: the quality
 * inspection it asked for and, per product, the units insured and their declared value (the purchase
 * price) in cents. Null when the booking is not the merchant's. The inbound module answers it
 * (`inboundInsurance(core)`): loss orders cannot import inbound, which imports them.
 */
export type BookingInsurance = (
  tx: Tx,
  scope: TenantScope,
  inboundId: number,
) => Promise<{
  inspection: QualityInspection;
  insured: { productId: number; units: number; unitValue: number }[];
} | null>;

export interface CompensatedLine {
  lineId: number;
  units: number;
  /** Declared value of those units, cents. */
  value: number;
}

/**
 * Spec 9's insurance compensation of a confirmed loss order: each line's lost units (a negative
 * difference, after any recount) that are insured — at most the units insured on the booking less
 * those its other loss orders were compensated for — pay their declared value × 7‰ after a routine or
 * sampled inspection, × 100% after a full one; the order's total is rounded to the cent. Uninsured
 * units and gains pay nothing.
 */
export function compensationOf(
  lines: Pick<LossOrderLineRow, 'id' | 'product_id' | 'difference'>[],
  insurance: NonNullable<Awaited<ReturnType<BookingInsurance>>>,
  alreadyCompensated: Map<number, number>,
): { lines: CompensatedLine[]; amount: number } {
  const left = new Map<number, { units: number; unitValue: number }>();
  for (const item of insurance.insured) {
    const before = left.get(item.productId);
    // A SKU insured on two rows: which row's units were lost cannot be known, so the units add up at
    // the lower of the two declared values.
    left.set(item.productId, {
      units: (before?.units ?? 0) + item.units,
      unitValue: before ? Math.min(before.unitValue, item.unitValue) : item.unitValue,
    });
  }
  for (const [productId, units] of alreadyCompensated) {
    const entry = left.get(productId);
    if (entry) entry.units = Math.max(0, entry.units - units);
  }
  const compensated: CompensatedLine[] = [];
  for (const line of lines) {
    const entry = left.get(line.product_id);
    if (!entry || line.difference >= 0) continue;
    const units = Math.min(-line.difference, entry.units);
    if (units <= 0) continue;
    entry.units -= units;
    compensated.push({ lineId: line.id, units, value: units * entry.unitValue });
  }
  const declared = compensated.reduce((sum, line) => sum + line.value, 0);
  const amount = Math.round((declared * INBOUND_COMPENSATION_PERMILLE[insurance.inspection]) / 1000);
  return { lines: compensated, amount };
}

/**
 * Credits a confirmed loss order's compensation (bill type `loss_compensation`, reference
 * `loss_order` + id, once) and records the units it paid for on its lines, in the review's transaction.
 */
export async function creditCompensation(
  tx: Tx,
  scope: TenantScope,
  deps: { orders: LossOrderRepository; wallet: WalletCharges; insurance: BookingInsurance },
  request: { order: LossOrderRow; lines: LossOrderLineRow[]; actor: Actor },
): Promise<void> {
  const { order, lines, actor } = request;
  const insurance = await deps.insurance(tx, scope, order.inbound_id);
  if (!insurance?.insured.length) return;
  const already = await deps.orders.compensatedUnits(tx, scope, order.inbound_id, order.id);
  const result = compensationOf(lines, insurance, already);
  if (!result.amount) return;
  const { written } = await deps.wallet.once(tx, scope, {
    type: 'loss_compensation',
    reference: { type: 'loss_order', id: order.id },
    amount: result.amount,
    items: [],
    actor,
    remark: `${order.loss_no} ${order.receiving_no}`,
  });
  if (!written) return;
  for (const line of result.lines) await deps.orders.setCompensatedUnits(tx, scope, line.lineId, line.units);
}
