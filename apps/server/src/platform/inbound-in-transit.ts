/** One SKU's units booked and not yet shelved in one warehouse. */
export interface InTransitFigure {
  productId: number;
  warehouseId: number;
  quantity: number;
}

/** Answers the units of these SKUs (by id) that a merchant's bookings still bring, per warehouse. */
export type InTransitSource = (customerId: number, productIds: number[]) => Promise<InTransitFigure[]>;

/**
 * How the inventory list reads "inbound in transit" without importing the inbound module (which
 * imports inventory to receive stock): inbound registers its source when its routes are built; with
 * none registered every figure is 0.
 */
export class InboundInTransit {
  private source: InTransitSource | null = null;

  register(source: InTransitSource): void {
    this.source = source;
  }

  /** Units in transit by `productId:warehouseId`. */
  async of(customerId: number, productIds: number[]): Promise<Map<string, number>> {
    const figures = new Map<string, number>();
    if (!this.source || !productIds.length) return figures;
    for (const { productId, warehouseId, quantity } of await this.source(customerId, [...new Set(productIds)])) {
      figures.set(`${productId}:${warehouseId}`, quantity);
    }
    return figures;
  }
}
