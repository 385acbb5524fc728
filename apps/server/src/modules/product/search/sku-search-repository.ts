import { sql } from 'kysely';
import { containsText } from '../../../db/contains-text';
import type { Db } from '../../../db/database';
import { queryBuilder } from '../../../db/query-builder';
import { whereSkuAllowed } from '../../../db/sku-scope';
import type { TenantScope } from '../../../kernel/viewer';
import type { AvailableStockSubquery } from '../../inventory';
import type { ProductRow } from '../product-query';
import type { ProductTables } from '../product-tables';

/** The SKU picker's search after the service resolved it (commonProductListForSearch). */
export interface SearchQuery {
  /** Available stock per SKU in the chosen warehouse, as the inventory module writes it. */
  stock: AvailableStockSubquery;
  keyword?: string;
  inStockOnly: boolean;
}

export type SearchRow = Pick<
  ProductRow,
  | 'id'
  | 'sku'
  | 'name_cn'
  | 'name_en'
  | 'barcode'
  | 'image_url'
  | 'hs_code'
  | 'declared_value'
  | 'weight_g'
  | 'length_cm'
  | 'width_cm'
  | 'height_cm'
  | 'property_id'
> & { available: number };

/**
 * The SKU picker's read of `products` (order creation, inbound booking), apart from their owner
 * `product-repository.ts`: it joins the stock the inventory module hands over and only reads.
 */
export class SkuSearchRepository {
  constructor(private readonly db: Db) {}

  private searched(scope: TenantScope, query: SearchQuery) {
    let q = queryBuilder<ProductTables>(this.db)
      .selectFrom('products')
      .leftJoin(query.stock, 'stock.product_id', 'products.id')
      .where('products.customer_id', '=', scope.customerId);
    q = whereSkuAllowed(q, scope, 'products.id');
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
    if (query.inStockOnly) q = q.where(sql<boolean>`coalesce(stock.available, 0) > 0`);
    return q;
  }

  /** How many SKUs the picker's search matches. */
  async searchCount(scope: TenantScope, query: SearchQuery): Promise<number> {
    const row = await this.searched(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The SKU picker's page: the merchant's SKUs with what one warehouse can still ship of each,
   * ordered by SKU code as bytes on both engines (PostgreSQL would otherwise use its locale's order).
   */
  async search(scope: TenantScope, query: SearchQuery, page: { offset: number; limit: number }): Promise<SearchRow[]> {
    const bySku = this.db.engine === 'postgres' ? sql`products.sku_key collate "C"` : sql`products.sku_key`;
    const rows = await this.searched(scope, query)
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
        sql<number>`coalesce(stock.available, 0)`.as('available'),
      ])
      .orderBy(bySku)
      .orderBy('products.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
    return rows.map((row) => ({ ...row, available: Number(row.available) }));
  }
}
