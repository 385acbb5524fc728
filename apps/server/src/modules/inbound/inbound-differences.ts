import type { DifferenceLine } from './inbound-ports';

interface Counted {
  product_id: number;
  sku: string;
  quantity: number;
  arrived: number;
  qualified: number;
  shelved: number;
}

function differences(lines: Counted[], expected: (l: Counted) => number, actual: (l: Counted) => number) {
  return lines.flatMap((line): DifferenceLine[] => {
    const difference = actual(line) - expected(line);
    if (difference === 0) return [];
    return [
      {
        productId: line.product_id,
        sku: line.sku,
        expected: expected(line),
        actual: actual(line),
        difference,
        counts: { booked: line.quantity, arrived: line.arrived, qualified: line.qualified },
      },
    ];
  });
}

/** At quality check: qualified against booked (a normal loss or gain: boxes lost, units damaged). */
export function qualityCheckDifferences(lines: Counted[]): DifferenceLine[] {
  return differences(
    lines,
    (l) => l.quantity,
    (l) => l.qualified,
  );
}

/** At shelving: shelved against qualified (an abnormal loss or gain: units went missing in the warehouse). */
export function shelvingDifferences(lines: Counted[]): DifferenceLine[] {
  return differences(
    lines,
    (l) => l.qualified,
    (l) => l.shelved,
  );
}
