import type { PackMaterial, ProductProperty, Warehouse } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import type { ProductReferenceRepository } from './product-reference-repository';

/** A category as stored: the tree is made from these by `parent_id` (0 at the top). */
export interface CategoryRow {
  id: number;
  parent_id: number;
  name_en: string;
  name_cn: string;
}

/** Every reference list, each in the provider's display order. */
export interface ReferenceLists {
  categories: CategoryRow[];
  properties: ProductProperty[];
  packMaterials: PackMaterial[];
  warehouses: Warehouse[];
}

/**
 * What other modules may read of the provider's reference data (SKU attributes, categories,
 * packing materials, warehouses): orders and inbound bookings will pick warehouses here too.
 */
export class ProductReferenceApi {
  constructor(private readonly repository: ProductReferenceRepository) {}

  categories(): Promise<CategoryRow[]> {
    return this.repository.categories();
  }

  properties(): Promise<ProductProperty[]> {
    return this.repository.properties();
  }

  packMaterials(): Promise<PackMaterial[]> {
    return this.repository.packMaterials();
  }

  /** Pass the transaction a caller is in: on SQLite a read outside it would wait for it to end. */
  warehouses(tx?: Tx): Promise<Warehouse[]> {
    return this.repository.warehouses(tx);
  }

  /** Active warehouses with the IANA time zone of their clock (storage fees charge by local day). */
  async warehouseClocks(tx?: Tx): Promise<Array<{ id: number; timeZone: string }>> {
    const rows = await this.repository.warehouseClocks(tx);
    return rows.map((row) => ({ id: Number(row.id), timeZone: row.time_zone }));
  }

  async lists(): Promise<ReferenceLists> {
    const [categories, properties, packMaterials, warehouses] = await Promise.all([
      this.categories(),
      this.properties(),
      this.packMaterials(),
      this.warehouses(),
    ]);
    return { categories, properties, packMaterials, warehouses };
  }
}
