import type { Tx } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { TenantScope } from '../../http/viewer';
import type { Clock } from '../../platform/clock';
import type { ProductReferenceApi } from '../product-reference';
import type { AgeLayerRepository } from './age-layer-repository';
import type { AvailableStockSubquery, BalanceAfter, BalancePageFilter, BalanceRepository } from './balance-repository';
import type { LockRepository } from './lock-repository';
import type { MovementRepository, NewMovement } from './movement-repository';
import type {
  AdjustRequest,
  CorrectRequest,
  LockRequest,
  ReceiveRequest,
  SettleRequest,
  StockBalance,
  StockLine,
  StockMovement,
  StockReference,
} from './stock-ledger-types';

export interface StockLedgerDeps {
  balances: BalanceRepository;
  movements: MovementRepository;
  locks: LockRepository;
  layers: AgeLayerRepository;
  references: ProductReferenceApi;
  clock: Clock;
}

/** The same SKU named on several lines counts once, with their quantities added; SKUs in id order. */
function mergeLines<L extends Omit<StockLine, 'sku'>>(lines: L[]): L[] {
  const byProduct = new Map<number, L>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`stock quantity must be a positive whole number, got ${line.quantity}`);
    }
    const seen = byProduct.get(line.productId);
    byProduct.set(line.productId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  // One order of rows for every writer, so two transactions locking the same SKUs never wait on each other in a circle.
  return [...byProduct.values()].sort((a, b) => a.productId - b.productId);
}

/** A write on the balance row this transaction claimed cannot miss it; if it does, the ledger is broken. */
function written(after: BalanceAfter | undefined): BalanceAfter {
  if (!after) throw new Error('stock ledger broken: a claimed balance refused a write its checks allowed');
  return after;
}

/**
 * The stock ledger: every change of a balance is one conditional write and one appended movement,
 * inside the caller's transaction, so an order's status and its stock commit or roll back together.
 * Invariants: on hand = Σ on-hand deltas = Σ what its age layers have left, locked = Σ locked deltas
 * = Σ what references hold, and available (on hand − locked) is never negative.
 */
export class StockLedger {
  constructor(private readonly deps: StockLedgerDeps) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /**
   * Locks each line's quantity in the warehouse for `reference` (an order being submitted). All or
   * nothing: a line that is not covered refuses the call naming its SKU, and the lines locked before
   * it are given back first, so nothing stays locked even if the caller goes on with its transaction.
   */
  async lock(tx: Tx, scope: TenantScope, request: LockRequest): Promise<StockMovement[]> {
    const lines = mergeLines(request.lines);
    const at = this.now();
    const taken: { line: StockLine; after: BalanceAfter }[] = [];
    for (const line of lines) {
      const key = { productId: line.productId, warehouseId: request.warehouseId };
      const after = await this.deps.balances.lock(tx, scope, key, line.quantity, at);
      if (!after) {
        for (const done of taken.reverse()) {
          const doneKey = { productId: done.line.productId, warehouseId: request.warehouseId };
          await this.deps.balances.unlock(tx, scope, doneKey, done.line.quantity, at);
        }
        throw new AppError('INSUFFICIENT_STOCK', {
          params: {
            sku: line.sku,
            available: await this.deps.balances.available(tx, scope, key),
            requested: line.quantity,
          },
        });
      }
      taken.push({ line, after });
    }
    await this.deps.locks.add(
      tx,
      scope,
      request.reference,
      request.warehouseId,
      lines.map(({ productId, quantity }) => ({ productId, warehouseId: request.warehouseId, quantity })),
    );
    return this.deps.movements.append(
      tx,
      scope,
      taken.map(({ line, after }) => ({
        productId: line.productId,
        warehouseId: request.warehouseId,
        type: 'lock',
        onHandDelta: 0,
        lockedDelta: line.quantity,
        onHandAfter: after.onHand,
        lockedAfter: after.locked,
        reference: request.reference,
        actor: request.actor,
      })),
      at,
    );
  }

  /** Gives back exactly what `reference` holds locked (an order cancelled before packing); nothing twice. */
  async release(tx: Tx, scope: TenantScope, request: SettleRequest): Promise<StockMovement[]> {
    return this.settle(tx, scope, request, 'release');
  }

  /** Takes what `reference` holds locked off the shelf (an order packed): on hand and locked both go down. */
  async deduct(tx: Tx, scope: TenantScope, request: SettleRequest): Promise<StockMovement[]> {
    return this.settle(tx, scope, request, 'deduction');
  }

  private async settle(
    tx: Tx,
    scope: TenantScope,
    request: SettleRequest,
    type: 'release' | 'deduction',
  ): Promise<StockMovement[]> {
    const held = await this.deps.locks.take(tx, scope, request.reference);
    const at = this.now();
    const movements: NewMovement[] = [];
    for (const lock of held) {
      const key = { productId: lock.productId, warehouseId: lock.warehouseId };
      const after =
        type === 'release'
          ? await this.deps.balances.unlock(tx, scope, key, lock.quantity, at)
          : await this.deps.balances.deduct(tx, scope, key, lock.quantity, at);
      if (!after) {
        throw new Error(
          `stock ledger broken: ${request.reference.type} ${request.reference.id} holds ${lock.quantity} of product ${lock.productId} in warehouse ${lock.warehouseId}, the balance less`,
        );
      }
      if (type === 'deduction') await this.deps.layers.consume(tx, scope, key, lock.quantity);
      movements.push({
        productId: lock.productId,
        warehouseId: lock.warehouseId,
        type,
        onHandDelta: type === 'deduction' ? -lock.quantity : 0,
        lockedDelta: -lock.quantity,
        onHandAfter: after.onHand,
        lockedAfter: after.locked,
        reference: request.reference,
        actor: request.actor,
      });
    }
    return this.deps.movements.append(tx, scope, movements, at);
  }

  /**
   * Gives SKUs a (zero) balance in a warehouse ahead of their first receipt, so the inventory list
   * shows what is booked in transit to a warehouse that never held them. No movement: nothing moved.
   */
  async open(tx: Tx, scope: TenantScope, warehouseId: number, productIds: number[]): Promise<void> {
    await this.assertWarehouse(tx, warehouseId);
    await this.deps.balances.open(
      tx,
      scope,
      warehouseId,
      [...new Set(productIds)].sort((a, b) => a - b),
      this.now(),
    );
  }

  /** Adds received units to the warehouse (an inbound booking shelved). */
  async receive(tx: Tx, scope: TenantScope, request: ReceiveRequest): Promise<StockMovement[]> {
    await this.assertWarehouse(tx, request.warehouseId);
    const lines = mergeLines(request.lines);
    const at = this.now();
    const after = new Map(
      (await this.deps.balances.receive(tx, scope, request.warehouseId, lines, at)).map((row) => [row.productId, row]),
    );
    for (const line of lines) {
      const key = { productId: line.productId, warehouseId: request.warehouseId };
      await this.deps.layers.add(tx, scope, key, line.quantity, at, { type: 'receipt', reference: request.reference });
    }
    return this.deps.movements.append(
      tx,
      scope,
      lines.map((line) => {
        const row = after.get(line.productId) as BalanceAfter;
        return {
          productId: line.productId,
          warehouseId: request.warehouseId,
          type: 'receipt',
          onHandDelta: line.quantity,
          lockedDelta: 0,
          onHandAfter: row.onHand,
          lockedAfter: row.locked,
          reference: request.reference,
          actor: request.actor,
        };
      }),
      at,
    );
  }

  /**
   * Counted stock: sets what is on the shelf (the movement is the difference) and, when `held` is
   * given, the quantity staff keep from sale (a lock of the reference `stock_hold` named after the
   * balance row). Refused when the count cannot cover what orders have locked plus the hold.
   */
  async adjust(tx: Tx, scope: TenantScope, request: AdjustRequest): Promise<StockBalance> {
    const { productId, warehouseId, onHand, actor } = request;
    if (!Number.isSafeInteger(onHand) || onHand < 0) throw new RangeError(`counted stock must be ≥ 0, got ${onHand}`);
    await this.assertWarehouse(tx, warehouseId);
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

  /** Balances of these SKUs in one warehouse, one per SKU asked (zeros for a SKU it holds none of). */
  async balancesIn(scope: TenantScope, warehouseId: number, productIds: number[], tx?: Tx): Promise<StockBalance[]> {
    const found = new Map(
      (await this.deps.balances.inWarehouse(scope, warehouseId, [...new Set(productIds)], tx)).map((b) => [
        b.productId,
        b,
      ]),
    );
    return productIds.map(
      (productId) => found.get(productId) ?? { productId, warehouseId, onHand: 0, locked: 0, available: 0 },
    );
  }

  /** A page of the merchant's balances (the Open API's stock list), by SKU id then warehouse. */
  balancePage(scope: TenantScope, filter: BalancePageFilter): Promise<{ balances: StockBalance[]; total: number }> {
    return this.deps.balances.page(scope, filter);
  }

  /** Balances of these SKUs in every warehouse holding a row for them (the SKU list and detail). */
  balancesOf(scope: TenantScope, productIds: number[], tx?: Tx): Promise<StockBalance[]> {
    return this.deps.balances.ofProducts(scope, productIds, tx);
  }

  /** The movements of one reference (an order's locks, release, deduction), oldest first. */
  movementsOf(scope: TenantScope, reference: StockReference, tx?: Tx): Promise<StockMovement[]> {
    return this.deps.movements.ofReference(scope, reference, tx);
  }

  /** For deleting SKUs: those among `productIds` still holding stock somewhere. */
  productIdsWithStock(tx: Tx, scope: TenantScope, productIds: number[]): Promise<number[]> {
    return this.deps.balances.productIdsWithStock(tx, scope, productIds);
  }

  /** For deleting SKUs: removes their (empty) balance rows; their history stays. */
  removeEmptyBalances(tx: Tx, scope: TenantScope, productIds: number[]): Promise<void> {
    return this.deps.balances.removeEmpty(tx, scope, productIds);
  }

  /** Available stock per SKU in one warehouse as a subquery another module's repository may join. */
  availableStockSubquery(scope: TenantScope, warehouseId: number): AvailableStockSubquery {
    return this.deps.balances.availableIn(scope, warehouseId);
  }

  private async assertWarehouse(tx: Tx, warehouseId: number): Promise<void> {
    const warehouses = await this.deps.references.warehouses(tx);
    if (!warehouses.some((w) => w.id === warehouseId)) throw new AppError('NOT_FOUND');
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
    await this.assertWarehouse(tx, warehouseId);
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
