import type { Db } from '../../db/database';
import type { TenantScope } from '../../http/viewer';

export interface ProductRelations {
  categories: { product_id: number; id: number; name_en: string; name_cn: string }[];
  consumables: { product_id: number; id: number; code: string; name_en: string; name_cn: string }[];
  stock: {
    product_id: number;
    warehouse_id: number;
    warehouse_code: string;
    total: number;
    frozen: number;
  }[];
}

/** What the API shows beside a SKU row: category and consumable names, stock per warehouse. */
export class ProductRelationsRepository {
  constructor(private readonly db: Db) {}

  async load(scope: TenantScope, productIds: number[]): Promise<ProductRelations> {
    if (!productIds.length) return { categories: [], consumables: [], stock: [] };
    const [categories, consumables, stock] = await Promise.all([
      this.db.kysely
        .selectFrom('product_category_links')
        .innerJoin('product_categories', 'product_categories.id', 'product_category_links.category_id')
        .select([
          'product_category_links.product_id',
          'product_categories.id',
          'product_categories.name_en',
          'product_categories.name_cn',
        ])
        .where('product_category_links.customer_id', '=', scope.customerId)
        .where('product_category_links.product_id', 'in', productIds)
        .orderBy('product_categories.sort')
        .orderBy('product_categories.id')
        .execute(),
      this.db.kysely
        .selectFrom('product_consumables')
        .innerJoin('pack_materials', 'pack_materials.id', 'product_consumables.pack_material_id')
        .select([
          'product_consumables.product_id',
          'pack_materials.id',
          'pack_materials.code',
          'pack_materials.name_en',
          'pack_materials.name_cn',
        ])
        .where('product_consumables.customer_id', '=', scope.customerId)
        .where('product_consumables.product_id', 'in', productIds)
        .orderBy('pack_materials.sort')
        .orderBy('pack_materials.id')
        .execute(),
      this.db.kysely
        .selectFrom('product_stock')
        .innerJoin('warehouses', 'warehouses.id', 'product_stock.warehouse_id')
        .select([
          'product_stock.product_id',
          'product_stock.warehouse_id',
          'warehouses.code as warehouse_code',
          'product_stock.total',
          'product_stock.frozen',
        ])
        .where('product_stock.customer_id', '=', scope.customerId)
        .where('product_stock.product_id', 'in', productIds)
        .orderBy('warehouses.sort')
        .orderBy('warehouses.id')
        .execute(),
    ]);
    return { categories, consumables, stock };
  }
}
