import type { ErrorCodeName } from '@portal/contract';
import type { Tx } from '../db/transaction';

/**
 * What keeps a merchant's packaging item from being deleted besides its stock: an open order asking
 * for it (the order module), an inbound booking not yet shelved that it was received with (the inbound
 * module). Each feature registers its check with the refusal it stands for, so the product module asks
 * without importing them (as `PackageUsageRegistry` does for packages). Checks run in the delete's
 * transaction.
 */
export interface PackagingUsageCheck {
  /** The refusal of deleting an item this check finds in use; its blockers are the items' codes. */
  refusal: ErrorCodeName;
  /** The ids among `packagingIds` the feature still uses. */
  inUse: (tx: Tx, customerId: number, packagingIds: number[]) => Promise<number[]>;
}

export class PackagingUsageRegistry {
  private readonly checks = new Map<string, PackagingUsageCheck>();

  /** Registering the same name again replaces its check. */
  register(name: string, check: PackagingUsageCheck): void {
    this.checks.set(name, check);
  }

  /** The first registered check that finds some of the items in use, with those ids; none when free. */
  async firstInUse(
    tx: Tx,
    customerId: number,
    packagingIds: number[],
  ): Promise<{ refusal: ErrorCodeName; ids: number[] } | undefined> {
    if (!packagingIds.length) return undefined;
    for (const check of this.checks.values()) {
      const ids = await check.inUse(tx, customerId, packagingIds);
      if (ids.length) return { refusal: check.refusal, ids };
    }
    return undefined;
  }
}
