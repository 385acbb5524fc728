import type { Tx } from '../db/transaction';

/**
 * Which of a merchant's packages (by id) orders name: `open` — held by an order not yet shipped or
 * canceled (a package's components cannot change under it), `any` — named by any order at all (a
 * package cannot be deleted). The order module registers its check when built, so the product module
 * asks without importing orders (as `ProductUsageRegistry` does for SKUs). Checks run in the caller's
 * transaction.
 */
export type PackageUsageCheck = (
  tx: Tx,
  customerId: number,
  packageIds: number[],
  which: 'open' | 'any',
) => Promise<number[]>;

export class PackageUsageRegistry {
  private readonly checks = new Map<string, PackageUsageCheck>();

  /** Registering the same name again replaces its check. */
  register(name: string, check: PackageUsageCheck): void {
    this.checks.set(name, check);
  }

  async packagesInUse(tx: Tx, customerId: number, packageIds: number[], which: 'open' | 'any'): Promise<number[]> {
    if (!packageIds.length) return [];
    const found = await Promise.all([...this.checks.values()].map((check) => check(tx, customerId, packageIds, which)));
    return [...new Set(found.flat())];
  }
}
