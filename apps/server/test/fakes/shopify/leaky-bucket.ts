/**
 * Shopify's cost bucket for one app on one shop: a query runs only when the bucket holds its
 * requested cost; it then pays its actual cost. The bucket restores `restoreRate` points a second of
 * the fake's clock, which only the test moves. `starve()` stands for another client of the same app
 * that keeps the bucket empty, so no wait is ever enough.
 */
export class LeakyBucket {
  readonly maximumAvailable: number;
  readonly restoreRate: number;
  currentlyAvailable: number;
  private starved = false;

  constructor(options: { maximumAvailable: number; restoreRate: number }) {
    this.maximumAvailable = options.maximumAvailable;
    this.restoreRate = options.restoreRate;
    this.currentlyAvailable = options.maximumAvailable;
  }

  advance(ms: number): void {
    if (this.starved) return;
    this.currentlyAvailable = Math.min(this.maximumAvailable, this.currentlyAvailable + (ms / 1000) * this.restoreRate);
  }

  starve(): void {
    this.starved = true;
    this.currentlyAvailable = 0;
  }

  /** Pays for a query when the bucket holds what it requests; false (nothing paid) when it does not. */
  take(requested: number, actual: number): boolean {
    if (this.currentlyAvailable < requested) return false;
    this.currentlyAvailable -= actual;
    return true;
  }

  status() {
    return {
      maximumAvailable: this.maximumAvailable,
      currentlyAvailable: Math.floor(this.currentlyAvailable),
      restoreRate: this.restoreRate,
    };
  }
}
