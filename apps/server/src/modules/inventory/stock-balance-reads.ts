import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { AvailableStockSubquery, BalancePageFilter } from './balance-repository';
import type { StockLedgerDeps } from './stock-ledger-support';
import type { StockBalance, StockMovement, StockReference } from './stock-ledger-types';

/** What other modules read of the ledger (balances, a reference's movements) and the SKU deletion's checks. */
export class StockBalanceReads {
  constructor(private readonly deps: Pick<StockLedgerDeps, 'balances' | 'movements'>) {}

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
}
