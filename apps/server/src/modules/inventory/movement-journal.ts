import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { EventOutbox } from '../../platform/events/event-outbox';
import type { MovementRepository, NewMovement } from './movement-repository';
import type { StockMovement } from './stock-ledger-types';

/**
 * The ledger's one way to record stock movements: each movement row is written with a
 * `stock.moved` event in the same transaction (docs/server/events.md), so a subscriber (a shop's
 * stock push, an alert) learns every change of a SKU's stock without the ledger's call sites
 * knowing of it.
 */
export class MovementJournal {
  constructor(
    private readonly movements: MovementRepository,
    private readonly events: Pick<EventOutbox, 'append'>,
  ) {}

  async append(tx: Tx, scope: TenantScope, movements: NewMovement[], at: string): Promise<StockMovement[]> {
    const written = await this.movements.append(tx, scope, movements, at);
    if (written.length === 0) return written;
    await this.events.append(
      tx,
      written.map((movement) => ({
        customerId: scope.customerId,
        type: 'stock.moved',
        subject: movement.productId,
        payload: {
          movement_id: movement.id,
          product_id: movement.productId,
          warehouse_id: movement.warehouseId,
          type: movement.type,
          on_hand_delta: movement.onHandDelta,
          locked_delta: movement.lockedDelta,
          on_hand: movement.onHandAfter,
          available: movement.onHandAfter - movement.lockedAfter,
          reference_type: movement.reference?.type ?? null,
          reference_id: movement.reference?.id ?? null,
        },
      })),
    );
    return written;
  }

  ofReference(...args: Parameters<MovementRepository['ofReference']>) {
    return this.movements.ofReference(...args);
  }
}
