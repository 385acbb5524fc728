import type { FeeItemCode } from '@portal/contract';
import type { StoredFeeLine } from './fee-names';

/**
 * What changes between the fee charged at packing and the final fee priced for the carrier's own
 * measurements: per fee item the final less the charged amount (lines that did not change left out),
 * and their sum — above 0 the merchant owes more, below 0 gets money back.
 */
export function feeDifference(
  charged: readonly StoredFeeLine[],
  final: readonly StoredFeeLine[],
): { lines: StoredFeeLine[]; total: number } {
  const byCode = new Map<FeeItemCode, number>();
  for (const line of final) byCode.set(line.code, (byCode.get(line.code) ?? 0) + line.amount);
  for (const line of charged) byCode.set(line.code, (byCode.get(line.code) ?? 0) - line.amount);
  const lines = [...byCode].filter(([, amount]) => amount !== 0).map(([code, amount]) => ({ code, amount }));
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
