import { describe, expect, it } from 'vitest';
import { packageAvailability } from './package-availability';

const MUG = 1;
const COASTER = 2;
const giftSet = [
  { productId: MUG, quantity: 1 },
  { productId: COASTER, quantity: 2 },
];

describe('package availability', () => {
  it('is the least, over the components, of available ÷ quantity, rounded down', () => {
    const result = packageAvailability(giftSet, [
      { productId: MUG, warehouseId: 1, available: 10 },
      { productId: COASTER, warehouseId: 1, available: 7 },
    ]);
    expect(result).toEqual({ warehouses: [{ warehouseId: 1, available: 3 }], total: 3 });
  });

  it('counts each warehouse apart and adds them up, never combining components across warehouses', () => {
    const result = packageAvailability(giftSet, [
      { productId: MUG, warehouseId: 1, available: 5 },
      { productId: COASTER, warehouseId: 1, available: 0 },
      { productId: MUG, warehouseId: 2, available: 0 },
      { productId: COASTER, warehouseId: 2, available: 40 },
      { productId: MUG, warehouseId: 3, available: 4 },
      { productId: COASTER, warehouseId: 3, available: 100 },
    ]);
    expect(result).toEqual({
      warehouses: [
        { warehouseId: 1, available: 0 },
        { warehouseId: 2, available: 0 },
        { warehouseId: 3, available: 4 },
      ],
      total: 4,
    });
  });

  it('leaves out a warehouse where a component has no balance', () => {
    const result = packageAvailability(giftSet, [
      { productId: MUG, warehouseId: 1, available: 5 },
      { productId: MUG, warehouseId: 2, available: 5 },
      { productId: COASTER, warehouseId: 2, available: 5 },
    ]);
    expect(result).toEqual({ warehouses: [{ warehouseId: 2, available: 2 }], total: 2 });
  });

  it('is nothing without components or balances', () => {
    expect(packageAvailability([], [{ productId: MUG, warehouseId: 1, available: 5 }])).toEqual({
      warehouses: [],
      total: 0,
    });
    expect(packageAvailability(giftSet, [])).toEqual({ warehouses: [], total: 0 });
  });
});
