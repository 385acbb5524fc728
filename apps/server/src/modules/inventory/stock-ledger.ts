import type { Tx } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { BalanceAfter } from './balance-repository';
import type { NewMovement } from './movement-repository';
import { StockBalanceReads } from './stock-balance-reads';
import { StockCounts } from './stock-counts';
import { assertWarehouse, mergeLines, packageCodeOf, type StockLedgerDeps } from './stock-ledger-support';
import type {
  AdjustRequest,
  CorrectRequest,
  LockRequest,
  ReceiveRequest,
  SettleRequest,
  StockLine,
  StockMovement,
} from './stock-ledger-types';

export type { StockLedgerDeps } from './stock-ledger-support';

/**
 * The stock ledger: every change of a balance is one conditional write and one appended movement,
 * inside the caller's transaction, so an order's status and its stock commit or roll back together.
 * Invariants: on hand = Σ on-hand deltas = Σ what its age layers have left, locked = Σ locked deltas
 * = Σ what references hold, and available (on hand − locked) is never negative. This file holds the
 * order flow (lock, release, deduct) and receipts; counts and reads are parts it hands on to.
 */
export class StockLedger {
  /** Stock-taking and a loss order's recount (`stock-counts.ts`). */
  private readonly counts: StockCounts;
  /** Balances and movements as other modules read them (`stock-balance-reads.ts`). */
  readonly reads: StockBalanceReads;

  constructor(private readonly deps: StockLedgerDeps) {
    this.counts = new StockCounts(deps);
    this.reads = new StockBalanceReads(deps);
  }

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
        const available = await this.deps.balances.available(tx, scope, key);
        // A component short refuses its package line: how many packages this component still makes.
        const params = line.package
          ? {
              sku: line.package.code,
              available: Math.floor((available * line.package.quantity) / line.quantity),
              requested: line.package.quantity,
            }
          : { sku: line.sku, available, requested: line.quantity };
        throw new AppError('INSUFFICIENT_STOCK', { params });
      }
      taken.push({ line, after });
    }
    await this.deps.locks.add(
      tx,
      scope,
      request.reference,
      request.warehouseId,
      lines.map((line) => ({
        productId: line.productId,
        warehouseId: request.warehouseId,
        quantity: line.quantity,
        packageCode: packageCodeOf(line),
      })),
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
        packageCode: line.package?.code ?? null,
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
        packageCode: lock.packageCode || null,
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
    await assertWarehouse(this.deps, tx, warehouseId);
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
    await assertWarehouse(this.deps, tx, request.warehouseId);
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
          packageCode: null,
          actor: request.actor,
        };
      }),
      at,
    );
  }

  /** Counted stock and the staff hold (`StockCounts.adjust`). */
  adjust(tx: Tx, scope: TenantScope, request: AdjustRequest) {
    return this.counts.adjust(tx, scope, request);
  }

  /** A loss order's recount (`StockCounts.correct`). */
  correct(tx: Tx, scope: TenantScope, request: CorrectRequest) {
    return this.counts.correct(tx, scope, request);
  }

  balancesIn: StockBalanceReads['balancesIn'] = (...args) => this.reads.balancesIn(...args);
  balancePage: StockBalanceReads['balancePage'] = (...args) => this.reads.balancePage(...args);
  balancesOf: StockBalanceReads['balancesOf'] = (...args) => this.reads.balancesOf(...args);
  movementsOf: StockBalanceReads['movementsOf'] = (...args) => this.reads.movementsOf(...args);
  productIdsWithStock: StockBalanceReads['productIdsWithStock'] = (...args) => this.reads.productIdsWithStock(...args);
  removeEmptyBalances: StockBalanceReads['removeEmptyBalances'] = (...args) => this.reads.removeEmptyBalances(...args);
  availableStockSubquery: StockBalanceReads['availableStockSubquery'] = (...args) =>
    this.reads.availableStockSubquery(...args);
}
