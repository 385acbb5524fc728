import { describe, expect, it } from 'vitest';
import { feeDifference } from './fee-adjustment';

describe('feeDifference', () => {
  it('answers the change per fee item and in total, leaving unchanged items out', () => {
    const charged = [
      { code: 'basic_shipping' as const, amount: 800 },
      { code: 'outbound_handling' as const, amount: 120 },
      { code: 'remote_area' as const, amount: 300 },
    ];
    const final = [
      { code: 'basic_shipping' as const, amount: 1100 },
      { code: 'outbound_handling' as const, amount: 120 },
      { code: 'oversize' as const, amount: 250 },
    ];
    expect(feeDifference(charged, final)).toEqual({
      lines: [
        { code: 'basic_shipping', amount: 300 },
        { code: 'oversize', amount: 250 },
        { code: 'remote_area', amount: -300 },
      ],
      total: 250,
    });
  });

  it('is empty when the parcel prices the same', () => {
    const lines = [{ code: 'basic_shipping' as const, amount: 800 }];
    expect(feeDifference(lines, lines)).toEqual({ lines: [], total: 0 });
  });
});
