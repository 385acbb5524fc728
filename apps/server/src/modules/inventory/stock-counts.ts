import type { Tx } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { BalanceAfter } from './balance-repository';
import type { NewMovement } from './movement-repository';
import { assertWarehouse, type StockLedgerDeps, written } from './stock-ledger-support';
import type { AdjustRequest, CorrectRequest, StockBalance, StockMovement, StockReference } from './stock-ledger-types';

/**
 * Counted stock: staff's stock-taking (with the quantity they hold from sale) and a loss order's
 * recount. Each sets what is on the shelf through the balance the transaction claimed, keeps the age
 * layers in step (a gain is a layer of today, a loss takes the oldest first) and appends the movements.
 */
export class StockCounts {
  constructor(private readonly deps: StockLedgerDeps) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /**
   * Counted stock: sets what is on the shelf (the movement is the difference) and, when `held` is
   * given, the quantity staff keep from sale (a lock of the reference `stock_hold` named after the
   * balance row). Refused when the count cannot cover what orders have locked plus the hold.
   */
  async adjust(tx: Tx, scope: TenantScope, request: AdjustRequest): Promise<StockBalance> {
    const { productId, warehouseId, onHand, actor } = request;
    if (!Number.isSafeInteger(onHand) || onHand < 0) throw new RangeError(`counted stock must be ≥ 0, got ${onHand}`);
    await assertWarehouse(this.deps, tx, warehouseId);
    const at = this.now();
    const key = { productId, warehouseId };
    const current = await this.deps.balances.claim(tx, scope, key, at);
    const hold: StockReference = { type: 'stock_hold', id: current.id };
    const heldBefore = await this.deps.locks.heldOf(tx, scope, hold, productId, warehouseId);
    const heldAfter = request.held ?? heldBefore;
    if (!Number.isSafeInteger(heldAfter) || heldAfter < 0) throw new RangeError(`held must be ≥ 0, got ${heldAfter}`);
    const lockedByOrders = current.locked - heldBefore;
    if (onHand < lockedByOrders + heldAfter) {
      throw new AppError('STOCK_COUNT_BELOW_LOCKED', {
        params: { counted: onHand, locked: lockedByOrders + heldAfter },
      });
    }

    const movements: NewMovement[] = [];
    const move = (type: NewMovement['type'], onHandDelta: number, lockedDelta: number, row: BalanceAfter) =>
      movements.push({
        productId,
        warehouseId,
        type,
        onHandDelta,
        lockedDelta,
        onHandAfter: row.onHand,
        lockedAfter: row.locked,
        reference: lockedDelta ? hold : null,
        actor,
      });
    // Lower the hold before the count and raise it after: each write leaves on hand ≥ locked.
    if (heldAfter !== heldBefore)
      await this.deps.locks.put(tx, scope, hold, { productId, warehouseId, quantity: heldAfter });
    let last = current;
    if (heldAfter < heldBefore) {
      last = written(await this.deps.balances.unlock(tx, scope, key, heldBefore - heldAfter, at));
      move('release', 0, heldAfter - heldBefore, last);
    }
    if (onHand !== last.onHand) {
      const delta = onHand - last.onHand;
      last = written(await this.deps.balances.setOnHand(tx, scope, key, onHand, at));
      if (delta > 0) await this.deps.layers.add(tx, scope, key, delta, at, { type: 'adjustment', reference: null });
      else await this.deps.layers.consume(tx, scope, key, -delta);
      move('adjustment', delta, 0, last);
    }
    if (heldAfter > heldBefore) {
      last = written(await this.deps.balances.lock(tx, scope, key, heldAfter - heldBefore, at));
      move('lock', 0, heldAfter - heldBefore, last);
    }
    await this.deps.movements.append(tx, scope, movements, at);
    return { productId, warehouseId, onHand: last.onHand, locked: last.locked, available: last.onHand - last.locked };
  }

  /**
   * Corrects what is on the shelf by `delta` units (a loss order's recount confirmed by staff): one
   * `loss_adjustment` movement naming `reference`. Refused, changing nothing, when a decrease would
   * leave less on hand than orders and holds have locked. Answers null for a delta of 0.
   */
  async correct(tx: Tx, scope: TenantScope, request: CorrectRequest): Promise<StockMovement | null> {
    const { productId, warehouseId, delta, reference, actor } = request;
    if (!Number.isSafeInteger(delta)) throw new RangeError(`stock correction must be a whole number, got ${delta}`);
    if (delta === 0) return null;
    await assertWarehouse(this.deps, tx, warehouseId);
    const at = this.now();
    const key = { productId, warehouseId };
    const current = await this.deps.balances.claim(tx, scope, key, at);
    const onHand = current.onHand + delta;
    if (onHand < current.locked) {
      throw new AppError('STOCK_COUNT_BELOW_LOCKED', { params: { counted: onHand, locked: current.locked } });
    }
    const after = written(await this.deps.balances.setOnHand(tx, scope, key, onHand, at));
    // A recount that found units adds an age layer of today; one that lost units takes the oldest first.
    if (delta > 0) await this.deps.layers.add(tx, scope, key, delta, at, { type: 'loss_adjustment', reference });
    else await this.deps.layers.consume(tx, scope, key, -delta);
    const [movement] = await this.deps.movements.append(
      tx,
      scope,
      [
        {
          productId,
          warehouseId,
          type: 'loss_adjustment',
          onHandDelta: delta,
          lockedDelta: 0,
          onHandAfter: after.onHand,
          lockedAfter: after.locked,
          reference,
          actor,
        },
      ],
      at,
    );
    return movement ?? null;
  }
}
