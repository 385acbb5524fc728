import type { PRODUCT_SORT_FIELDS } from '@portal/contract';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { containsText } from '../../db/contains-text';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { whereSkuAllowed } from '../../db/sku-scope';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { SkuCatalogueSubquery } from '../../platform/sku-catalogue';
import type { ProductsTable, ProductTables } from './product-tables';

export type ProductRow = Selectable<ProductsTable>;

/** The columns the API shows of a SKU: all but its upper-cased keys, its merchant and who created it. */
const VIEW_COLUMNS = [
  'products.id',
  'products.sku',
  'products.name_cn',
  'products.name_en',
  'products.alias',
  'products.image_url',
  'products.barcode',
  'products.color',
  'products.size',
  'products.property_id',
  'products.brand',
  'products.hs_code',
  'products.material_en',
  'products.material_cn',
  'products.purpose_en',
  'products.purpose_cn',
  'products.declared_value',
  'products.export_unit_price',
  'products.tax_refund',
  'products.weight_g',
  'products.length_cm',
  'products.width_cm',
  'products.height_cm',
  'products.warning_quantity',
  'products.scan_barcode',
  'products.created_at',
  'products.updated_at',
] as const;

export type ProductViewRow = Omit<ProductRow, 'customer_id' | 'sku_key' | 'barcode_key' | 'created_by'>;

/** Filters after the service resolved them: SKU keys upper-cased, category expanded to its sub-tree. */
export interface ProductQuery {
  skuKeys?: string[];
  /** A single SKU line: SKUs containing it. */
  skuPart?: string;
  name?: string;
  barcode?: string;
  categoryIds?: number[];
  propertyId?: number;
  createdFrom?: string;
  createdTo?: string;
  ids?: number[];
}

/** A list's order: a sortable field of the contract (PRODUCT_SORT_FIELDS) and its direction. */
export interface ProductOrder {
  by: (typeof PRODUCT_SORT_FIELDS)[number];
  order: 'asc' | 'desc';
}

/** Upper-cased SKU, so that upper and lower case sort together as they count as the same SKU. */
const SORT_COLUMNS = {
  sku: 'products.sku_key',
  declared_value: 'products.declared_value',
  weight_g: 'products.weight_g',
  created_at: 'products.created_at',
} as const satisfies Record<ProductOrder['by'], string>;

/** The columns a save writes; links are written beside them. */
export type ProductValues = Omit<Insertable<ProductsTable>, 'id' | 'customer_id' | 'created_by' | 'created_at'>;

export interface ProductLinks {
  categoryIds: number[];
  consumableIds: number[];
}

/** The link rows of some SKUs, in insertion order (the reference lists give the display order). */
export interface ProductLinkRows {
  categories: { product_id: number; category_id: number }[];
  consumables: { product_id: number; pack_material_id: number }[];
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

/** What statistics value and measure a SKU by: declared value (cents) and size (cm). */
export interface SkuMeasures {
  id: number;
  declaredValue: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

type LinkKind = 'category' | 'consumable';

/** Bound parameters per statement, well under both engines' limits. */
const INSERT_CHUNK = 500;
const LINK_CHUNK = 2000;
const KEY_CHUNK = 5000;
const UPDATE_CHUNK = 400;

/**
 * The merchant's SKUs (`products`) with their category and packing-material links: the one writer
 * of these tables, and their reads but the SKU picker's search (`search/sku-search-repository.ts`;
 * `tools/dependency-rules/table-owners.test.ts` keeps it so). Every merchant query is scoped to one
 * customer; link rows carry the customer too.
 */
export class ProductRepository {
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

  private filtered(scope: TenantScope, query: ProductQuery, tx?: Tx) {
    let q = whereSkuAllowed(
      this.kysely(tx).selectFrom('products').where('products.customer_id', '=', scope.customerId),
      scope,
      'products.id',
    );
    if (query.ids) q = q.where('products.id', 'in', query.ids.length ? query.ids : [0]);
    if (query.skuKeys) q = q.where('products.sku_key', 'in', query.skuKeys.length ? query.skuKeys : ['']);
    if (query.skuPart) q = q.where(containsText('products.sku', query.skuPart));
    if (query.name) {
      const name = query.name;
      q = q.where((eb) =>
        eb.or(['products.name_cn', 'products.name_en', 'products.alias'].map((column) => containsText(column, name))),
      );
    }
    if (query.barcode) q = q.where(containsText('products.barcode', query.barcode));
    if (query.categoryIds) {
      const categoryIds = query.categoryIds.length ? query.categoryIds : [0];
      q = q.where('products.id', 'in', (eb) =>
        eb
          .selectFrom('product_category_links')
          .select('product_category_links.product_id')
          .where('product_category_links.customer_id', '=', scope.customerId)
          .where('product_category_links.category_id', 'in', categoryIds),
      );
    }
    if (query.propertyId) q = q.where('products.property_id', '=', query.propertyId);
    if (query.createdFrom) q = q.where('products.created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('products.created_at', '<=', query.createdTo);
    return q;
  }

  async count(scope: TenantScope, query: ProductQuery): Promise<number> {
    const row = await this.filtered(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first unless another order is asked; `id` breaks ties so pages never overlap. */
  list(
    scope: TenantScope,
    query: ProductQuery,
    page: { offset: number; limit: number },
    order: ProductOrder = { by: 'created_at', order: 'desc' },
  ): Promise<ProductViewRow[]> {
    return this.filtered(scope, query)
      .select(VIEW_COLUMNS)
      .orderBy(SORT_COLUMNS[order.by], order.order)
      .orderBy('products.id', order.order)
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  find(scope: TenantScope, id: number, tx?: Tx): Promise<ProductRow | undefined> {
    return this.filtered(scope, { ids: [id] }, tx)
      .selectAll('products')
      .executeTakeFirst();
  }

  /** The merchant's SKUs among `ids` (another merchant's or unknown ids are simply absent). */
  byIds(scope: TenantScope, ids: number[], tx?: Tx): Promise<ProductRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.filtered(scope, { ids }, tx).selectAll('products').orderBy('products.id').execute();
  }

  /** The ids of the SKUs the scope reaches, by upper-cased SKU code, for the codes given. */
  async idsBySkuKey(scope: TenantScope, keys: string[], tx?: Tx): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (let start = 0; start < keys.length; start += KEY_CHUNK) {
      const rows = await whereSkuAllowed(
        this.kysely(tx)
          .selectFrom('products')
          .select(['id', 'sku_key'])
          .where('customer_id', '=', scope.customerId)
          .where('sku_key', 'in', keys.slice(start, start + KEY_CHUNK)),
        scope,
        'products.id',
      ).execute();
      for (const row of rows) found.set(row.sku_key, row.id);
    }
    return found;
  }

  /**
   * Which of these upper-cased SKU codes the merchant already has (for import and save checks): a
   * code is unique in the whole merchant, so a SKU-limited account is told of codes it cannot see.
   */
  async takenSkuKeys(scope: TenantScope, keys: string[], tx?: Tx): Promise<Set<string>> {
    return new Set((await this.idsBySkuKey({ customerId: scope.customerId }, keys, tx)).keys());
  }

  /** Upper-cased barcodes already used by another of the merchant's SKUs. */
  async takenBarcodeKeys(scope: TenantScope, keys: string[], exceptProductId?: number, tx?: Tx): Promise<Set<string>> {
    if (!keys.length) return new Set();
    let q = this.kysely(tx)
      .selectFrom('products')
      .select('barcode_key')
      .where('customer_id', '=', scope.customerId)
      .where('barcode_key', 'in', keys);
    if (exceptProductId) q = q.where('id', '<>', exceptProductId);
    const rows = await q.execute();
    return new Set(rows.flatMap((r) => (r.barcode_key ? [r.barcode_key] : [])));
  }

  /** The category and packing-material links of these SKUs, both read by one statement. */
  async links(scope: TenantScope, productIds: number[]): Promise<ProductLinkRows> {
    if (!productIds.length) return { categories: [], consumables: [] };
    const rows = await this.kysely()
      .selectFrom('product_category_links')
      .select(['product_id', 'category_id as link_id', sql<LinkKind>`'category'`.as('kind')])
      .where('customer_id', '=', scope.customerId)
      .where('product_id', 'in', productIds)
      .unionAll((eb) =>
        eb
          .selectFrom('product_consumables')
          .select(['product_id', 'pack_material_id as link_id', sql<LinkKind>`'consumable'`.as('kind')])
          .where('customer_id', '=', scope.customerId)
          .where('product_id', 'in', productIds),
      )
      .execute();
    const links: ProductLinkRows = { categories: [], consumables: [] };
    for (const { kind, product_id, link_id } of rows) {
      if (kind === 'category') links.categories.push({ product_id, category_id: link_id });
      else links.consumables.push({ product_id, pack_material_id: link_id });
    }
    return links;
  }

  /** Inserts SKUs with their links in one statement per table; answers the new ids in input order. */
  async insertMany(
    scope: TenantScope & { accountId: number },
    items: { values: ProductValues; links: ProductLinks }[],
    at: string,
    tx: Tx,
  ): Promise<number[]> {
    if (!items.length) return [];
    const ids: number[] = [];
    for (let start = 0; start < items.length; start += INSERT_CHUNK) {
      const chunk = items.slice(start, start + INSERT_CHUNK);
      const inserted = await this.kysely(tx)
        .insertInto('products')
        .values(
          chunk.map(({ values }) => ({
            ...values,
            customer_id: scope.customerId,
            created_by: scope.accountId,
            created_at: at,
            updated_at: at,
          })),
        )
        .returning(['id', 'sku_key'])
        .execute();
      const idByKey = new Map(inserted.map((row) => [row.sku_key, row.id]));
      for (const { values } of chunk) {
        const id = idByKey.get(values.sku_key);
        if (id === undefined) throw new Error(`insert of ${values.sku} returned no id`);
        ids.push(id);
      }
    }
    await this.insertLinks(
      scope,
      items.map((item, index) => ({ productId: ids[index] as number, links: item.links })),
      tx,
    );
    return ids;
  }

  async update(
    scope: TenantScope,
    id: number,
    values: Updateable<ProductsTable>,
    links: ProductLinks,
    tx: Tx,
  ): Promise<void> {
    const kysely = this.kysely(tx);
    await whereSkuAllowed(
      kysely.updateTable('products').set(values).where('customer_id', '=', scope.customerId).where('id', '=', id),
      scope,
      'products.id',
    ).execute();
    await kysely
      .deleteFrom('product_category_links')
      .where('customer_id', '=', scope.customerId)
      .where('product_id', '=', id)
      .execute();
    await kysely
      .deleteFrom('product_consumables')
      .where('customer_id', '=', scope.customerId)
      .where('product_id', '=', id)
      .execute();
    await this.insertLinks(scope, [{ productId: id, links }], tx);
  }

  private async insertLinks(
    scope: TenantScope,
    items: { productId: number; links: ProductLinks }[],
    tx: Tx,
  ): Promise<void> {
    const categories = items.flatMap(({ productId, links }) =>
      links.categoryIds.map((category_id) => ({ customer_id: scope.customerId, product_id: productId, category_id })),
    );
    const consumables = items.flatMap(({ productId, links }) =>
      links.consumableIds.map((pack_material_id) => ({
        customer_id: scope.customerId,
        product_id: productId,
        pack_material_id,
      })),
    );
    for (let start = 0; start < categories.length; start += LINK_CHUNK) {
      await this.kysely(tx)
        .insertInto('product_category_links')
        .values(categories.slice(start, start + LINK_CHUNK))
        .execute();
    }
    for (let start = 0; start < consumables.length; start += LINK_CHUNK) {
      await this.kysely(tx)
        .insertInto('product_consumables')
        .values(consumables.slice(start, start + LINK_CHUNK))
        .execute();
    }
  }

  async updateImage(scope: TenantScope, id: number, imageUrl: string, at: string): Promise<boolean> {
    const result = await whereSkuAllowed(
      this.kysely()
        .updateTable('products')
        .set({ image_url: imageUrl, updated_at: at })
        .where('customer_id', '=', scope.customerId)
        .where('id', '=', id),
      scope,
      'products.id',
    ).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** One UPDATE … FROM (VALUES …) per chunk: each given value replaces the stored one, null keeps it. */
  async updateTaxInfo(scope: TenantScope, updates: TaxInfoUpdate[], at: string, tx: Tx): Promise<void> {
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
      `.execute(this.kysely(tx));
    }
  }

  /** Deletes SKUs (their links go with them); their stock rows must be gone first. */
  async deleteMany(scope: TenantScope, ids: number[], tx: Tx): Promise<number> {
    const result = await whereSkuAllowed(
      this.kysely(tx).deleteFrom('products').where('customer_id', '=', scope.customerId).where('id', 'in', ids),
      scope,
      'products.id',
    ).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
