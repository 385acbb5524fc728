import { describe, expect, it } from 'vitest';
import { takeFirstInFirstOut } from './age-layers';

describe('takeFirstInFirstOut', () => {
  const layers = [
    { id: 1, remaining: 4 },
    { id: 2, remaining: 3 },
    { id: 3, remaining: 5 },
  ];

  it('empties the oldest layers before opening a newer one', () => {
    expect(takeFirstInFirstOut(layers, 2)).toEqual([{ id: 1, remaining: 2 }]);
    expect(takeFirstInFirstOut(layers, 4)).toEqual([{ id: 1, remaining: 0 }]);
    expect(takeFirstInFirstOut(layers, 6)).toEqual([
      { id: 1, remaining: 0 },
      { id: 2, remaining: 1 },
    ]);
    expect(takeFirstInFirstOut(layers, 12)).toEqual([
      { id: 1, remaining: 0 },
      { id: 2, remaining: 0 },
      { id: 3, remaining: 0 },
    ]);
  });

  it('skips spent layers and leaves the input as it was', () => {
    const withSpent = [{ id: 9, remaining: 0 }, ...layers];
    expect(takeFirstInFirstOut(withSpent, 5)).toEqual([
      { id: 1, remaining: 0 },
      { id: 2, remaining: 2 },
    ]);
    expect(withSpent[1]).toEqual({ id: 1, remaining: 4 });
  });

  it('throws when the layers hold less than is taken (the ledger is broken)', () => {
    expect(() => takeFirstInFirstOut(layers, 13)).toThrow(
      'stock ledger broken: taking 13 units from layers holding 12',
    );
    expect(() => takeFirstInFirstOut([], 1)).toThrow(/stock ledger broken/);
  });

  it('refuses a quantity that is not a positive whole number', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN])
      expect(() => takeFirstInFirstOut(layers, quantity)).toThrow(RangeError);
  });
});
