import { describe, expect, it } from 'vitest';
import { ProductReferenceApi } from './product-reference-api';
import type { ProductReferenceRepository } from './product-reference-repository';

/** A repository that counts its reads, and fails the first `failures` of them. */
function countingRepository(failures = 0) {
  const reads: string[] = [];
  let failing = failures;
  const read = async <T>(name: string, rows: T[]): Promise<T[]> => {
    reads.push(name);
    if (failing > 0) {
      failing -= 1;
      throw new Error('database unavailable');
    }
    return rows;
  };
  const repository = {
    categories: () => read('categories', [{ id: 1, parent_id: 0, name_en: 'Apparel', name_cn: '服装' }]),
    properties: () =>
      read('properties', [{ id: 1, code: 'general', name_en: 'General', name_cn: '普货', is_dangerous: 0 }]),
    packMaterials: () => read('packMaterials', []),
    warehouses: () =>
      read('warehouses', [
        {
          id: 1,
          code: 'LA',
          name_en: 'Los Angeles',
          name_cn: '洛杉矶',
          country: 'US',
          address: '1 Main St',
          is_active: 1,
        },
        {
          id: 2,
          code: 'NJ',
          name_en: 'New Jersey',
          name_cn: '新泽西',
          country: 'US',
          address: '2 Dock Rd',
          is_active: 0,
        },
      ]),
  } as unknown as ProductReferenceRepository;
  return { repository, reads };
}

describe('the reference lists a SKU points into', () => {
  it('are read once per server, not once per request: only migrations write them', async () => {
    const { repository, reads } = countingRepository();
    const api = new ProductReferenceApi(repository);
    const [first, second] = await Promise.all([api.lists(), api.lists()]);
    const third = await api.lists();
    expect(reads.sort()).toEqual(['categories', 'packMaterials', 'properties', 'warehouses']);
    expect(second).toBe(first);
    expect(third.categories).toEqual([{ id: 1, parent_id: 0, name_en: 'Apparel', name_cn: '服装' }]);
    // Whether a warehouse takes orders may change while servers run: it is not part of the kept lists.
    expect(third.warehouses[0]).toEqual({
      id: 1,
      code: 'LA',
      name_en: 'Los Angeles',
      name_cn: '洛杉矶',
      country: 'US',
      address: '1 Main St',
    });
    expect(Object.isFrozen(third.properties[0])).toBe(true);
  });

  it('keep no failed read: the next request reads them again', async () => {
    const { repository, reads } = countingRepository(1);
    const api = new ProductReferenceApi(repository);
    await expect(api.lists()).rejects.toThrow('database unavailable');
    expect((await api.lists()).properties).toHaveLength(1);
    expect(reads.filter((name) => name === 'properties')).toHaveLength(2);
  });
});

describe('a warehouse the Open API names by code', () => {
  const api = new ProductReferenceApi(countingRepository().repository);
  const unknownCode = { code: 'VALIDATION_FAILED', fields: [{ field: 'warehouse_code', message: 'v.unknownChoice' }] };

  it('is found in any case', async () => {
    expect((await api.warehouseByCode('la', { activeOnly: true })).id).toBe(1);
  });

  it('takes orders and bookings only while active, but still names where stock lies', async () => {
    await expect(api.warehouseByCode('NJ', { activeOnly: true })).rejects.toMatchObject(unknownCode);
    expect((await api.warehouseByCode('nj', { activeOnly: false })).id).toBe(2);
  });

  it('is a field problem of warehouse_code when no warehouse has the code', async () => {
    await expect(api.warehouseByCode('NOPE', { activeOnly: false })).rejects.toMatchObject(unknownCode);
  });
});
