import type { ProductReferenceApi } from '../product-reference';
import { compileRateData, type RateData, type RateDataInput } from './quote/rate-data';
import type { ShippingRepository } from './shipping-repository';

/**
 * This instance's copy of the rate data, compiled for quoting. Before each use it reads the
 * version in the database (one primary-key read) and reloads when another instance, or this one,
 * has written since: every ops write bumps the version in its own transaction, so no instance
 * quotes from data older than the last committed write it could see.
 */
export class RateDataCache {
  private current: RateData | undefined;
  private loading: { version: number; data: Promise<RateData> } | undefined;

  constructor(
    private readonly repository: ShippingRepository,
    private readonly reference: Pick<ProductReferenceApi, 'warehouses'>,
  ) {}

  async data(): Promise<RateData> {
    const version = await this.repository.version();
    if (this.current?.version === version) return this.current;
    // Concurrent quotes after a write share one reload.
    if (this.loading?.version === version) return this.loading.data;
    const data = this.load(version);
    this.loading = { version, data };
    data.then(
      (loaded) => {
        if (!this.current || this.current.version < loaded.version) this.current = loaded;
      },
      () => {
        if (this.loading?.data === data) this.loading = undefined;
      },
    );
    return data;
  }

  /**
   * The data read after its version: a write landing in between makes the copy newer than its
   * label, never older, and the next call sees the higher version and reloads.
   */
  private async load(version: number): Promise<RateData> {
    return compileRateData(await loadRateDataInput(this.repository, this.reference, version));
  }
}

export async function loadRateDataInput(
  repository: ShippingRepository,
  reference: Pick<ProductReferenceApi, 'warehouses'>,
  version: number,
): Promise<RateDataInput> {
  const [methods, rates, warehouses] = await Promise.all([
    repository.methods(),
    repository.rates(),
    reference.warehouses(),
  ]);
  return {
    version,
    warehouses: warehouses.map(({ id, code, country }) => ({ id, code, country })),
    methods,
    fees: rates.fees,
    tax_rates: rates.tax_rates,
    currency_rates: rates.currency_rates,
  };
}
