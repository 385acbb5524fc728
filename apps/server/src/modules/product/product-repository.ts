import type { PRODUCT_SORT_FIELDS } from '@portal/contract';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { containsText } from '../../db/contains-text';
import type { Db } from '../../db/database';
import type { Database, ProductsTable } from '../../db/schema';
import type { TenantScope } from '../../http/viewer';

export type ProductRow = Selectable<ProductsTable> & {
  property_code: string | null;
  property_name_en: string | null;
  property_name_cn: string | null;
  property_is_dangerous: 0 | 1 | null;
};

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

type Executor = Kysely<Database>;

/** The merchant's SKUs. Every query is scoped to one customer; link rows carry the customer too. */
export class ProductRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(work);
  }

  private filtered(scope: TenantScope, query: ProductQuery, executor: Executor = this.db.kysely) {
    let q = executor
      .selectFrom('products')
      .leftJoin('product_properties', 'product_properties.id', 'products.property_id')
      .where('products.customer_id', '=', scope.customerId);
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

  private selectRow<Q extends ReturnType<ProductRepository['filtered']>>(q: Q) {
    return q
      .selectAll('products')
      .select([
        'product_properties.code as property_code',
        'product_properties.name_en as property_name_en',
        'product_properties.name_cn as property_name_cn',
        'product_properties.is_dangerous as property_is_dangerous',
      ]);
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
  ): Promise<ProductRow[]> {
    return this.selectRow(this.filtered(scope, query))
      .orderBy(SORT_COLUMNS[order.by], order.order)
      .orderBy('products.id', order.order)
      .offset(page.offset)
      .limit(page.limit)
      .execute() as Promise<ProductRow[]>;
  }

  async find(scope: TenantScope, id: number, executor?: Executor): Promise<ProductRow | undefined> {
    const rows = (await this.selectRow(this.filtered(scope, { ids: [id] }, executor)).execute()) as ProductRow[];
    return rows[0];
  }

  /** Which of these upper-cased SKU codes the merchant already has (for import and save checks). */
  async takenSkuKeys(scope: TenantScope, keys: string[], executor: Executor = this.db.kysely): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await executor
      .selectFrom('products')
      .select('sku_key')
      .where('customer_id', '=', scope.customerId)
      .where('sku_key', 'in', keys)
      .execute();
    return new Set(rows.map((r) => r.sku_key));
  }

  /** Upper-cased barcodes already used by another of the merchant's SKUs. */
  async takenBarcodeKeys(
    scope: TenantScope,
    keys: string[],
    exceptProductId?: number,
    executor: Executor = this.db.kysely,
  ): Promise<Set<string>> {
    if (!keys.length) return new Set();
    let q = executor
      .selectFrom('products')
      .select('barcode_key')
      .where('customer_id', '=', scope.customerId)
      .where('barcode_key', 'in', keys);
    if (exceptProductId) q = q.where('id', '<>', exceptProductId);
    const rows = await q.execute();
    return new Set(rows.flatMap((r) => (r.barcode_key ? [r.barcode_key] : [])));
  }

  /** Inserts SKUs with their links in one statement per table; answers the new ids in input order. */
  async insertMany(
    scope: TenantScope & { accountId: number },
    items: { values: ProductValues; links: ProductLinks }[],
    at: string,
    executor: Executor,
  ): Promise<number[]> {
    if (!items.length) return [];
    const ids: number[] = [];
    // Keeps each statement well under SQLite's and PostgreSQL's bound-parameter limits.
    for (let start = 0; start < items.length; start += 500) {
      const chunk = items.slice(start, start + 500);
      const inserted = await executor
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
      executor,
    );
    return ids;
  }

  async update(
    scope: TenantScope,
    id: number,
    values: Updateable<ProductsTable>,
    links: ProductLinks,
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('products')
      .set(values)
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .execute();
    await executor
      .deleteFrom('product_category_links')
      .where('customer_id', '=', scope.customerId)
      .where('product_id', '=', id)
      .execute();
    await executor
      .deleteFrom('product_consumables')
      .where('customer_id', '=', scope.customerId)
      .where('product_id', '=', id)
      .execute();
    await this.insertLinks(scope, [{ productId: id, links }], executor);
  }

  private async insertLinks(
    scope: TenantScope,
    items: { productId: number; links: ProductLinks }[],
    executor: Executor,
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
    for (let start = 0; start < categories.length; start += 2000) {
      await executor
        .insertInto('product_category_links')
        .values(categories.slice(start, start + 2000))
        .execute();
    }
    for (let start = 0; start < consumables.length; start += 2000) {
      await executor
        .insertInto('product_consumables')
        .values(consumables.slice(start, start + 2000))
        .execute();
    }
  }

  async updateImage(scope: TenantScope, id: number, imageUrl: string, at: string): Promise<boolean> {
    const result = await this.db.kysely
      .updateTable('products')
      .set({ image_url: imageUrl, updated_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The ids among `ids` that belong to the merchant. */
  async ownedIds(scope: TenantScope, ids: number[], executor: Executor = this.db.kysely): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await executor
      .selectFrom('products')
      .select('id')
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', ids)
      .execute();
    return rows.map((r) => r.id);
  }

  /** SKU codes among `ids` that hold or reserve stock in any warehouse. */
  async skusWithStock(scope: TenantScope, ids: number[], executor: Executor): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await executor
      .selectFrom('product_stock')
      .innerJoin('products', 'products.id', 'product_stock.product_id')
      .select('products.sku')
      .distinct()
      .where('product_stock.customer_id', '=', scope.customerId)
      .where('product_stock.product_id', 'in', ids)
      .where((eb) => eb.or([eb('product_stock.total', '>', 0), eb('product_stock.frozen', '>', 0)]))
      .execute();
    return rows.map((r) => r.sku);
  }

  async deleteMany(scope: TenantScope, ids: number[], executor: Executor): Promise<number> {
    // Empty stock rows (all counts 0) go with the SKU; rows with counts were refused before this.
    await executor
      .deleteFrom('product_stock')
      .where('customer_id', '=', scope.customerId)
      .where('product_id', 'in', ids)
      .execute();
    const result = await executor
      .deleteFrom('products')
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async customerSettings(
    scope: TenantScope,
  ): Promise<{ warning_quantity_enabled: 0 | 1; scan_barcode_enabled: 0 | 1 }> {
    return this.db.kysely
      .selectFrom('customers')
      .select(['warning_quantity_enabled', 'scan_barcode_enabled'])
      .where('id', '=', scope.customerId)
      .executeTakeFirstOrThrow();
  }

  /** Reference ids that exist, to name unknown ones in a save or an import row. */
  async referenceIds(): Promise<{
    categories: { id: number; parent_id: number }[];
    properties: number[];
    packMaterials: number[];
  }> {
    const [categories, properties, packMaterials] = await Promise.all([
      this.db.kysely.selectFrom('product_categories').select(['id', 'parent_id']).execute(),
      this.db.kysely.selectFrom('product_properties').select('id').execute(),
      this.db.kysely.selectFrom('pack_materials').select('id').execute(),
    ]);
    return {
      categories,
      properties: properties.map((p) => p.id),
      packMaterials: packMaterials.map((p) => p.id),
    };
  }
}
