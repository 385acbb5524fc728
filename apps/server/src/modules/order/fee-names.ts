import { FEE_ITEM_NAMES, type FeeItemCode, type FeeLine, type Lang } from '@portal/contract';

/** A stored breakdown line: code and amount in US cents. */
export interface StoredFeeLine {
  code: FeeItemCode;
  amount: number;
}

export function storedFeeLines(lines: readonly FeeLine[]): StoredFeeLine[] {
  return lines.map(({ code, amount }) => ({ code, amount }));
}

/** A stored breakdown named in `lang`; an unknown code (a later fee item) keeps its code as its name. */
export function namedFeeLines(lines: readonly StoredFeeLine[], lang: Lang): FeeLine[] {
  return lines.map(({ code, amount }) => ({ code, amount, name: FEE_ITEM_NAMES[code]?.[lang] ?? code }));
}
