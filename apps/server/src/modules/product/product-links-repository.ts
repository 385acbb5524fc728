import { type Kysely, sql } from 'kysely';
import { compiledPerShape } from '../../db/compiled-once';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { ProductLinkRows, ProductLinks } from './product-query';
import type { ProductTables } from './product-tables';

type LinkKind = 'category' | 'consumable';

/**
 * The customer column as a value, not a column an index could lead with: SQLite, which keeps no
 * statistics, otherwise walks every category link of the merchant (`(customer_id, category_id)`)
 * to find a page's SKUs instead of looking each up by its key, which starts with the SKU.
 */
function notIndexed(column: 'customer_id') {
  return sql<number>`+${sql.ref(column)}`;
}

/** Link rows per statement, well under both engines' bound-parameter limits. */
const LINK_CHUNK = 2000;

/**
 * A SKU's categories and packing materials (`product_category_links`, `product_consumables`): the one
 * writer of these tables, called by `ProductRepository` as it writes the SKUs; link rows carry the
 * customer too.
 */
export class ProductLinksRepository {
  /** The SKU list's category lookup, compiled once per page length (`db/compiled-once.ts`). */
  private readonly categoryShapes;

  constructor(private readonly db: Db) {
    this.categoryShapes = compiledPerShape(
      () => this.kysely() as Kysely<unknown>,
      (params) =>
        this.kysely()
          .selectFrom('product_category_links')
          .select(['product_id', 'category_id'])
          .where(notIndexed('customer_id'), '=', params.customerId as number)
          .where('product_id', 'in', params.productIds as number[]),
    );
  }

  private kysely(tx?: Tx) {
    return queryBuilder<ProductTables>(this.db, tx);
  }

  /** The category and packing-material links of these SKUs, both read by one statement. */
  async of(scope: TenantScope, productIds: number[]): Promise<ProductLinkRows> {
    if (!productIds.length) return { categories: [], consumables: [] };
    const rows = await this.kysely()
      .selectFrom('product_category_links')
      .select(['product_id', 'category_id as link_id', sql<LinkKind>`'category'`.as('kind')])
      .where(notIndexed('customer_id'), '=', scope.customerId)
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

  /** The category links of these SKUs alone (the SKU list names categories, not packing materials). */
  categoriesOf(scope: TenantScope, productIds: number[]): Promise<ProductLinkRows['categories']> {
    if (!productIds.length) return Promise.resolve([]);
    return this.categoryShapes({ customerId: scope.customerId, productIds });
  }

  /** A SKU's links as given, instead of those it had. */
  async replace(tx: Tx, scope: TenantScope, items: { productId: number; links: ProductLinks }[]): Promise<void> {
    const kysely = this.kysely(tx);
    const productIds = items.map((item) => item.productId);
    await kysely
      .deleteFrom('product_category_links')
      .where('customer_id', '=', scope.customerId)
      .where('product_id', 'in', productIds)
      .execute();
    await kysely
      .deleteFrom('product_consumables')
      .where('customer_id', '=', scope.customerId)
      .where('product_id', 'in', productIds)
      .execute();
    await this.add(tx, scope, items);
  }

  /** The links of new SKUs, a statement per table and chunk. */
  async add(tx: Tx, scope: TenantScope, items: { productId: number; links: ProductLinks }[]): Promise<void> {
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
}
