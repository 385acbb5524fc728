import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { whereSkuAllowed } from '../../db/sku-scope';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { SkuCatalogueSubquery } from '../../platform/sku-catalogue';
import type { ProductTables } from './product-tables';

/** What statistics value and measure a SKU by: declared value (cents) and size (cm). */
export interface SkuMeasures {
  id: number;
  declaredValue: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** SKU ids per query, well under both engines' bound-parameter limits. */
const KEY_CHUNK = 5000;

/**
 * What other modules measure SKUs by (declared value and size for statistics, dimensions for storage
 * billing) and the catalogue the inventory screens join: reads of `products` beside its owner,
 * `product-repository.ts`.
 */
export class SkuMeasuresRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ProductTables>(this.db, tx);
  }

  /** Length, width and height (cm) of SKUs by id, across merchants (ids are unique): storage billing's volumes. */
  async dimensionsOf(productIds: number[], tx?: Tx) {
    if (productIds.length === 0) return [];
    return this.kysely(tx)
      .selectFrom('products')
      .select(['id', 'length_cm', 'width_cm', 'height_cm'])
      .where('id', 'in', productIds)
      .execute();
  }

  /** Declared value and dimensions of a merchant's SKUs by id, for stock value and stored volume. */
  async measuresOf(scope: TenantScope, ids: readonly number[]): Promise<Map<number, SkuMeasures>> {
    const measures = new Map<number, SkuMeasures>();
    for (let at = 0; at < ids.length; at += KEY_CHUNK) {
      const rows = await this.kysely()
        .selectFrom('products')
        .select(['id', 'declared_value', 'length_cm', 'width_cm', 'height_cm'])
        .where('customer_id', '=', scope.customerId)
        .where('id', 'in', ids.slice(at, at + KEY_CHUNK))
        .execute();
      for (const r of rows) {
        measures.set(r.id, {
          id: r.id,
          declaredValue: Number(r.declared_value),
          lengthCm: Number(r.length_cm),
          widthCm: Number(r.width_cm),
          heightCm: Number(r.height_cm),
        });
      }
    }
    return measures;
  }

  /** The merchant's SKUs as the subquery the inventory screens join (`core.skuCatalogue`). */
  catalogue(scope: TenantScope): SkuCatalogueSubquery {
    const merchant = this.kysely()
      .selectFrom('products')
      .select(['id', 'sku', 'sku_key', 'name_cn', 'name_en', 'image_url', 'warning_quantity'])
      .where('customer_id', '=', scope.customerId);
    return whereSkuAllowed(merchant, scope, 'products.id').as('sku_catalogue');
  }
}
