import type { Tx } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Clock } from '../../platform/clock';
import type { ProductReferenceApi } from '../product-reference';
import type { AgeLayerRepository } from './age-layer-repository';
import type { BalanceAfter, BalanceRepository } from './balance-repository';
import type { LockRepository } from './lock-repository';
import type { MovementJournal } from './movement-journal';
import type { StockLine } from './stock-ledger-types';

/** What the ledger's parts (order flow, counts, reads) are built from. */
export interface StockLedgerDeps {
  balances: BalanceRepository;
  /** Movements are written through the journal, which appends their events. */
  movements: MovementJournal;
  locks: LockRepository;
  layers: AgeLayerRepository;
  references: ProductReferenceApi;
  clock: Clock;
}

/**
 * The same SKU named on several lines for the same package (or for none) counts once, with their
 * quantities added; SKUs in id order, a SKU's own line before its packages' (by code).
 */
export function mergeLines<L extends Omit<StockLine, 'sku'>>(lines: L[]): L[] {
  const byPart = new Map<string, L>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`stock quantity must be a positive whole number, got ${line.quantity}`);
    }
    const key = `${line.productId}\u0000${line.package?.code ?? ''}`;
    const seen = byPart.get(key);
    byPart.set(key, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  // One order of rows for every writer, so two transactions locking the same SKUs never wait on each other in a circle.
  return [...byPart.values()].sort(
    (a, b) => a.productId - b.productId || packageCodeOf(a).localeCompare(packageCodeOf(b)),
  );
}

/** The package a line is for, '' for a SKU's own line (as `stock_locks.package_code` keeps it). */
export function packageCodeOf(line: Pick<StockLine, 'package'>): string {
  return line.package?.code ?? '';
}

/** A write on the balance row this transaction claimed cannot miss it; if it does, the ledger is broken. */
export function written(after: BalanceAfter | undefined): BalanceAfter {
  if (!after) throw new Error('stock ledger broken: a claimed balance refused a write its checks allowed');
  return after;
}

/** Stock moves only in a warehouse that exists (404 otherwise). */
export async function assertWarehouse(deps: Pick<StockLedgerDeps, 'references'>, tx: Tx, warehouseId: number) {
  const warehouses = await deps.references.warehouses(tx);
  if (!warehouses.some((w) => w.id === warehouseId)) throw new AppError('NOT_FOUND');
}
