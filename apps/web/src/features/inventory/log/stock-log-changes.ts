import type { StockMovementItem } from '@portal/contract';

/** A change as the log prints it: +5 came in or was frozen, −5 went out or was released, blank when nothing moved. */
export function signedChange(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '';
}

/**
 * What one movement changed, in the log's two columns: the total stock and the frozen stock. A lock
 * shows under frozen only (the total did not move); packing shows under both.
 */
export function stockLogChanges(row: Pick<StockMovementItem, 'on_hand_delta' | 'locked_delta'>): {
  onHand: string;
  locked: string;
} {
  return { onHand: signedChange(row.on_hand_delta), locked: signedChange(row.locked_delta) };
}
