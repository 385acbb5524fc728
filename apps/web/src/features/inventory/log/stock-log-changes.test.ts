import { describe, expect, it } from 'vitest';
import { stockLogChanges } from './stock-log-changes';

describe('stockLogChanges', () => {
  it('shows a lock under frozen stock, not as a change of the total', () => {
    expect(stockLogChanges({ on_hand_delta: 0, locked_delta: 2 })).toEqual({ onHand: '', locked: '+2' });
    expect(stockLogChanges({ on_hand_delta: 0, locked_delta: -3 })).toEqual({ onHand: '', locked: '−3' });
  });

  it('shows packing under both, and a count under the total only', () => {
    expect(stockLogChanges({ on_hand_delta: -2, locked_delta: -2 })).toEqual({ onHand: '−2', locked: '−2' });
    expect(stockLogChanges({ on_hand_delta: 100, locked_delta: 0 })).toEqual({ onHand: '+100', locked: '' });
  });
});
