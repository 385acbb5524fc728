import { type Kysely, sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { TenantScope } from '../../../http/viewer';

type Executor = Kysely<Database>;

/** The provider's reference lists with the names and codes an import row may use. */
export interface ImportReferenceLists {
  properties: { id: number; code: string; name_en: string; name_cn: string; is_dangerous: 0 | 1 }[];
  categories: { id: number; parent_id: number; name_en: string; name_cn: string }[];
  packMaterials: { id: number; code: string; name_en: string; name_cn: string; size: string }[];
}

/** New customs values of one SKU; null keeps the stored value. */
export interface TaxInfoUpdate {
  id: number;
  hs_code: string | null;
  declared_value: number | null;
  export_unit_price: number | null;
  tax_refund: 0 | 1 | null;
  name_cn: string | null;
  name_en: string | null;
  material_en: string | null;
  material_cn: string | null;
  purpose_en: string | null;
  purpose_cn: string | null;
}

/** Bound parameters per UPDATE statement, well under both engines' limits. */
const UPDATE_CHUNK = 400;

/** Reference names for reading SKU import rows, and the tax-info bulk update. */
export class ImportRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(work);
  }

  async referenceLists(): Promise<ImportReferenceLists> {
    const [properties, categories, packMaterials] = await Promise.all([
      this.db.kysely
        .selectFrom('product_properties')
        .select(['id', 'code', 'name_en', 'name_cn', 'is_dangerous'])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      this.db.kysely
        .selectFrom('product_categories')
        .select(['id', 'parent_id', 'name_en', 'name_cn'])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      this.db.kysely
        .selectFrom('pack_materials')
        .select(['id', 'code', 'name_en', 'name_cn', 'size'])
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    ]);
    return { properties, categories, packMaterials };
  }

  /** The merchant's SKU ids by upper-cased SKU code, for the codes given. */
  async idsBySkuKey(scope: TenantScope, keys: string[], executor: Executor = this.db.kysely) {
    const found = new Map<string, number>();
    for (let start = 0; start < keys.length; start += 5000) {
      const rows = await executor
        .selectFrom('products')
        .select(['id', 'sku_key'])
        .where('customer_id', '=', scope.customerId)
        .where('sku_key', 'in', keys.slice(start, start + 5000))
        .execute();
      for (const row of rows) found.set(row.sku_key, row.id);
    }
    return found;
  }

  /** One UPDATE … FROM (VALUES …) per chunk: each given value replaces the stored one, null keeps it. */
  async updateTaxInfo(scope: TenantScope, updates: TaxInfoUpdate[], at: string, executor: Executor): Promise<void> {
    const int = (value: number | null) => sql`cast(${value} as integer)`;
    const text = (value: string | null) => sql`cast(${value} as text)`;
    for (let start = 0; start < updates.length; start += UPDATE_CHUNK) {
      const values = updates
        .slice(start, start + UPDATE_CHUNK)
        .map(
          (u) =>
            sql`(${sql.join([
              int(u.id),
              text(u.hs_code),
              int(u.declared_value),
              int(u.export_unit_price),
              int(u.tax_refund),
              text(u.name_cn),
              text(u.name_en),
              text(u.material_en),
              text(u.material_cn),
              text(u.purpose_en),
              text(u.purpose_cn),
            ])})`,
        );
      // VALUES columns are named column1…column11 in both SQLite and PostgreSQL.
      await sql`
        update products set
          hs_code = coalesce(v.column2, products.hs_code),
          declared_value = coalesce(v.column3, products.declared_value),
          export_unit_price = coalesce(v.column4, products.export_unit_price),
          tax_refund = coalesce(v.column5, products.tax_refund),
          name_cn = coalesce(v.column6, products.name_cn),
          name_en = coalesce(v.column7, products.name_en),
          material_en = coalesce(v.column8, products.material_en),
          material_cn = coalesce(v.column9, products.material_cn),
          purpose_en = coalesce(v.column10, products.purpose_en),
          purpose_cn = coalesce(v.column11, products.purpose_cn),
          updated_at = ${at}
        from (values ${sql.join(values)}) as v
        where products.customer_id = ${scope.customerId} and products.id = v.column1
      `.execute(executor);
    }
  }
}
