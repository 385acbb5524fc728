/** A component's need: units of one SKU per package. */
export interface ComponentNeed {
  productId: number;
  quantity: number;
}

/** What the inventory module reports of one SKU in one warehouse (`InventoryApi.balancesOf`). */
export interface ComponentBalance {
  productId: number;
  warehouseId: number;
  available: number;
}

/**
 * How many packages each warehouse can make from what is available now: the least, over the
 * components, of ⌊component available ÷ quantity⌋. A warehouse is listed only when every component
 * has a balance there (one that never held a component cannot assemble it). The total adds the
 * warehouses' figures: an order ships from one warehouse, so a component in one warehouse never
 * completes a package with another's.
 */
export function packageAvailability(
  components: readonly ComponentNeed[],
  balances: readonly ComponentBalance[],
): { warehouses: Array<{ warehouseId: number; available: number }>; total: number } {
  const byWarehouse = new Map<number, Map<number, number>>();
  for (const balance of balances) {
    const stock = byWarehouse.get(balance.warehouseId) ?? new Map<number, number>();
    stock.set(balance.productId, balance.available);
    byWarehouse.set(balance.warehouseId, stock);
  }
  const warehouses: Array<{ warehouseId: number; available: number }> = [];
  if (!components.length) return { warehouses, total: 0 };
  for (const [warehouseId, stock] of [...byWarehouse].sort(([a], [b]) => a - b)) {
    let available = Number.POSITIVE_INFINITY;
    for (const component of components) {
      const units = stock.get(component.productId);
      if (units === undefined) {
        available = -1;
        break;
      }
      available = Math.min(available, Math.floor(Math.max(0, units) / component.quantity));
    }
    if (available >= 0) warehouses.push({ warehouseId, available });
  }
  return { warehouses, total: warehouses.reduce((sum, w) => sum + w.available, 0) };
}
