import type { Tx } from '../db/transaction';

/**
 * Answers which of a merchant's SKUs (by id) a feature still uses, as SKU codes: a packing list of an
 * inbound booking, an order line. Features that reference SKUs register a check here when they are
 * built, so the product module refuses to delete a SKU in use without importing those features.
 * Checks run inside the delete's transaction (`tx`, handed to the feature's own repository), so a
 * SKU cannot be taken into use between check and delete.
 */
export type ProductUsageCheck = (tx: Tx, customerId: number, productIds: number[]) => Promise<string[]>;

export class ProductUsageRegistry {
  private readonly checks = new Map<string, ProductUsageCheck>();

  /** `name` identifies the user (e.g. `orders`); registering the same name again replaces its check. */
  register(name: string, check: ProductUsageCheck): void {
    this.checks.set(name, check);
  }

  async skusInUse(tx: Tx, customerId: number, productIds: number[]): Promise<string[]> {
    if (!productIds.length) return [];
    const found = await Promise.all([...this.checks.values()].map((check) => check(tx, customerId, productIds)));
    return [...new Set(found.flat())];
  }
}
