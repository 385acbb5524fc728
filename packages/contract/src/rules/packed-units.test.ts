import { describe, expect, it } from 'vitest';
import { packedUnitsBySku } from './packed-units';

describe('units packed per SKU', () => {
  it('adds quantity × carton count over every row, SKU codes without case, empty cells as 0', () => {
    const packed = packedUnitsBySku([
      {
        box_count: 3,
        items: [
          { sku: 'ts-1', quantity: 10 },
          { sku: 'MUG', quantity: 2 },
        ],
      },
      { box_count: 2, items: [{ sku: 'TS-1', quantity: 5 }] },
      { box_count: null, items: [{ sku: 'MUG', quantity: 4 }] },
      { box_count: 1, items: [{ sku: 'CAP', quantity: null }] },
    ]);
    expect(Object.fromEntries(packed)).toEqual({ 'TS-1': 40, MUG: 6, CAP: 0 });
  });
});
