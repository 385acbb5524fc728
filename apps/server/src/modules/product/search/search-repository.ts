import { sql } from 'kysely';
import { containsText } from '../../../db/contains-text';
import type { Db } from '../../../db/database';
import type { TenantScope } from '../../../http/viewer';

export interface SearchQuery {
  warehouseId: number;
  keyword?: string;
  inStockOnly: boolean;
}

export interface SearchRow {
  id: number;
  sku: string;
  name_cn: string;
  name_en: string;
  barcode: string | null;
  image_url: string;
  hs_code: string;
  declared_value: number;
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  property_id: number;
  property_code: string | null;
  property_name_en: string | null;
  property_name_cn: string | null;
  property_is_dangerous: 0 | 1 | null;
  available: number;
}

/** The SKU picker's query: the merchant's SKUs with what one warehouse can still ship of each. */
export class SearchRepository {
  constructor(private readonly db: Db) {}

  private filtered(scope: TenantScope, query: SearchQuery) {
    const stock = this.db.kysely
      .selectFrom('product_stock')
      .select(['product_id', 'total', 'frozen'])
      .where('customer_id', '=', scope.customerId)
      .where('warehouse_id', '=', query.warehouseId)
      .as('stock');
    let q = this.db.kysely
      .selectFrom('products')
      .leftJoin(stock, 'stock.product_id', 'products.id')
      .leftJoin('product_properties', 'product_properties.id', 'products.property_id')
      .where('products.customer_id', '=', scope.customerId);
    if (query.keyword) {
      const keyword = query.keyword;
      q = q.where((eb) =>
        eb.or(
          ['products.sku', 'products.barcode', 'products.name_cn', 'products.name_en'].map((column) =>
            containsText(column, keyword),
          ),
        ),
      );
    }
    if (query.inStockOnly) q = q.where(sql<boolean>`coalesce(stock.total, 0) - coalesce(stock.frozen, 0) > 0`);
    return q;
  }

  async count(scope: TenantScope, query: SearchQuery): Promise<number> {
    const row = await this.filtered(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Ordered by SKU code as bytes on both engines (PostgreSQL would otherwise use its locale's order). */
  list(scope: TenantScope, query: SearchQuery, page: { offset: number; limit: number }): Promise<SearchRow[]> {
    const bySku = this.db.engine === 'postgres' ? sql`products.sku_key collate "C"` : sql`products.sku_key`;
    return this.filtered(scope, query)
      .select([
        'products.id',
        'products.sku',
        'products.name_cn',
        'products.name_en',
        'products.barcode',
        'products.image_url',
        'products.hs_code',
        'products.declared_value',
        'products.weight_g',
        'products.length_cm',
        'products.width_cm',
        'products.height_cm',
        'products.property_id',
        'product_properties.code as property_code',
        'product_properties.name_en as property_name_en',
        'product_properties.name_cn as property_name_cn',
        'product_properties.is_dangerous as property_is_dangerous',
        sql<number>`coalesce(stock.total, 0) - coalesce(stock.frozen, 0)`.as('available'),
      ])
      .orderBy(bySku)
      .orderBy('products.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }
}
