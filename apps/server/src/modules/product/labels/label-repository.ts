import type { Db } from '../../../db/database';
import type { TenantScope } from '../../../http/viewer';

export interface LabelProductRow {
  id: number;
  sku: string;
  barcode: string | null;
  name_en: string;
  name_cn: string;
}

/** What a label prints of the merchant's SKUs. */
export class LabelRepository {
  constructor(private readonly db: Db) {}

  /** The merchant's SKUs among `ids`; another merchant's or unknown ids are simply absent. */
  products(scope: TenantScope, ids: number[]): Promise<LabelProductRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.db.kysely
      .selectFrom('products')
      .select(['id', 'sku', 'barcode', 'name_en', 'name_cn'])
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', ids)
      .execute();
  }
}
