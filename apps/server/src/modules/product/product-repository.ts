import { type Kysely, sql, type Updateable } from 'kysely';
import { compiledPerShape } from '../../db/compiled-once';
import { containsText } from '../../db/contains-text';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { whereSkuAllowed } from '../../db/sku-scope';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { MerchantCodeRepository } from './merchant-code-repository';
import { ProductLinksRepository } from './product-links-repository';
import { fromListParams, listParams } from './product-list-shapes';
import {
  LIST_COLUMNS,
  type ProductLinkRows,
  type ProductLinks,
  type ProductListRow,
  type ProductOrder,
  type ProductQuery,
  type ProductRow,
  type ProductValues,
  type ProductViewRow,
  SORT_COLUMNS,
  type TaxInfoUpdate,
  VIEW_COLUMNS,
} from './product-query';
import type { MerchantCodeKind, ProductsTable, ProductTables } from './product-tables';

/** Bound parameters per statement, well under both engines' limits. */
const INSERT_CHUNK = 500;
const KEY_CHUNK = 5000;
const UPDATE_CHUNK = 400;

const NEWEST_FIRST: ProductOrder = { by: 'created_at', order: 'desc' };

/**
 * The merchant's SKUs (`products`) with their category and packing-material links: the one writer
 * of these tables, and their reads but the SKU picker's search (`search/sku-search-repository.ts`;
 * `tools/dependency-rules/table-owners.test.ts` keeps it so). Every merchant query is scoped to one
 * customer; link rows carry the customer too. A SKU's code is claimed in `merchant_codes` in the
 * transaction that inserts it and freed in the one that deletes it (`merchant-code-repository.ts`),
 * so no writer of SKUs can leave a code a package could take (docs/server/packages.md).
 */
export class ProductRepository {
  private readonly linkRows: ProductLinksRepository;
  private readonly codes: MerchantCodeRepository;
  /** The list's count and page, compiled once per shape of their filters (`db/compiled-once.ts`). */
  private readonly countShapes;
  private readonly pageShapes;

  constructor(private readonly db: Db) {
    this.linkRows = new ProductLinksRepository(db);
    this.codes = new MerchantCodeRepository(db);
    const kysely = () => this.kysely() as Kysely<unknown>;
    this.countShapes = compiledPerShape(kysely, (params) => {
      const { scope, query } = fromListParams(params);
      return this.filtered(scope, query).select((eb) => eb.fn.countAll<number>().as('n'));
    });
    this.pageShapes = compiledPerShape(
      kysely,
      (params, order) => {
        const { scope, query, page } = fromListParams(params);
        return this.ordered(scope, query, page, JSON.parse(order) as ProductOrder).select(LIST_COLUMNS);
      },
      { literal: ['limit'] },
    );
  }

  private kysely(tx?: Tx) {
    return queryBuilder<ProductTables>(this.db, tx);
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
    const { params, reusable } = listParams(scope, query);
    const [row] = await this.countShapes(params, '', { reusable });
    return Number(row?.n ?? 0);
  }

  /** Newest first unless another order is asked; `id` breaks ties so pages never overlap. */
  list(
    scope: TenantScope,
    query: ProductQuery,
    page: { offset: number; limit: number },
    order?: ProductOrder,
  ): Promise<ProductViewRow[]> {
    return this.ordered(scope, query, page, order).select(VIEW_COLUMNS).execute();
  }

  /** A page of the SKU list: only the columns it shows (`LIST_COLUMNS`), in `list`'s order. */
  listPage(
    scope: TenantScope,
    query: ProductQuery,
    page: { offset: number; limit: number },
    order: ProductOrder = NEWEST_FIRST,
  ): Promise<ProductListRow[]> {
    const { params, reusable } = listParams(scope, query, page);
    return this.pageShapes(params, JSON.stringify(order), { reusable });
  }

  private ordered(
    scope: TenantScope,
    query: ProductQuery,
    page: { offset: number; limit: number },
    order: ProductOrder = NEWEST_FIRST,
  ) {
    return this.filtered(scope, query)
      .orderBy(SORT_COLUMNS[order.by], order.order)
      .orderBy('products.id', order.order)
      .offset(page.offset)
      .limit(page.limit);
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
   * Which of these upper-cased codes the merchant has given out, to a SKU or a package (for import
   * and save checks): a code is unique in the whole merchant, so a SKU-limited account is told of
   * codes it cannot see.
   */
  takenCodes(scope: TenantScope, keys: string[], tx?: Tx): Promise<Map<string, MerchantCodeKind>> {
    return this.codes.taken(scope, keys, tx);
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

  /** The category and packing-material links of these SKUs (`product-links-repository.ts`). */
  links(scope: TenantScope, productIds: number[]): Promise<ProductLinkRows> {
    return this.linkRows.of(scope, productIds);
  }

  /** The category links of these SKUs alone (the SKU list's). */
  categoryLinks(scope: TenantScope, productIds: number[]): Promise<ProductLinkRows['categories']> {
    return this.linkRows.categoriesOf(scope, productIds);
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
      await this.codes.claim(
        tx,
        scope,
        inserted.map((row) => ({ key: row.sku_key, kind: 'sku', ownerId: row.id })),
      );
    }
    await this.linkRows.add(
      tx,
      scope,
      items.map((item, index) => ({ productId: ids[index] as number, links: item.links })),
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
    await this.linkRows.replace(tx, scope, [{ productId: id, links }]);
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

  /** Deletes SKUs (their links go with them) and frees their codes; their stock rows must be gone first. */
  async deleteMany(scope: TenantScope, ids: number[], tx: Tx): Promise<number> {
    const deleted = await whereSkuAllowed(
      this.kysely(tx).deleteFrom('products').where('customer_id', '=', scope.customerId).where('id', 'in', ids),
      scope,
      'products.id',
    )
      .returning('id')
      .execute();
    await this.codes.release(
      tx,
      scope,
      'sku',
      deleted.map((row) => row.id),
    );
    return deleted.length;
  }
}
