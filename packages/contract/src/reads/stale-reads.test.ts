import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, product, setting } from '../operations';
import { declaresStaleReads, staleReadsOf } from './stale-reads';

describe('stale reads', () => {
  it('are declared by every write a merchant can make', () => {
    const writes = ALL_OPERATIONS.filter((operation) => operation.auth === 'user' && operation.method === 'POST');
    expect(writes.filter((write) => !declaresStaleReads(write)).map((write) => write.id)).toEqual([]);
  });

  it('name only reads: operations the web caches (GET)', () => {
    const named = ALL_OPERATIONS.flatMap((operation) => staleReadsOf(operation));
    expect(named.filter((read) => read.method !== 'GET').map((read) => read.id)).toEqual([]);
  });

  it('say what a SKU save changes: the list, the detail and the SKU picker', () => {
    expect(staleReadsOf(product.addProduct)).toEqual([
      product.getProductList,
      product.getProductDetail,
      product.commonProductListForSearch,
    ]);
    expect(staleReadsOf(setting.generateCustomerApiKey)).toEqual([setting.getSettingInfo]);
    expect(staleReadsOf(product.printSku)).toEqual([]);
  });
});
