import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../http/viewer';
import type { ProductTables } from './product-tables';

/** What statistics value and measure a SKU by: declared value (cents) and size (cm). */
export interface SkuMeasures {
  id: number;
  declaredValue: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** Declared value and dimensions of a merchant's SKUs, for stock value and stored volume. */
export class ProductMeasuresRepository {
  constructor(private readonly db: Db) {}

  async of(scope: TenantScope, ids: readonly number[]): Promise<Map<number, SkuMeasures>> {
    const measures = new Map<number, SkuMeasures>();
    // Chunked: a statement's bound parameters are limited (SQLite: 32766).
    for (let at = 0; at < ids.length; at += 5000) {
      const rows = await queryBuilder<Pick<ProductTables, 'products'>>(this.db)
        .selectFrom('products')
        .select(['id', 'declared_value', 'length_cm', 'width_cm', 'height_cm'])
        .where('customer_id', '=', scope.customerId)
        .where('id', 'in', ids.slice(at, at + 5000))
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
}
