import { insuranceFee } from '@portal/contract';
import type { WizardInsurance } from './wizard-state';

/** The insured lines' declared value (Σ units × unit value), the fee the contract charges on it, and both. */
export function insuranceTotals(lines: readonly WizardInsurance[]): { declared: number; fee: number; total: number } {
  const declared = lines.reduce((sum, line) => sum + (line.quantity ?? 0) * (line.unit_value ?? 0), 0);
  const fee = insuranceFee(declared);
  return { declared, fee, total: declared + fee };
}
