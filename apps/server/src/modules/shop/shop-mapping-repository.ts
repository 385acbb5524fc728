import type { Db, Tx } from '../../db/handles';
import { queryBuilder } from '../../db/query-builder';
import { whereSkuOrPackageAllowed } from '../../db/sku-scope';
import type { TenantScope } from '../../kernel/viewer';
import type { ShopSkuMappingsTable, ShopTables } from './shop-tables';

export type MappingRow = Omit<ShopSkuMappingsTable, 'id'> & { id: number };

/**
 * The connections' SKU mappings (`shop_sku_mappings`), apart from the connections because a merchant
 * read of them is scoped by SKU as well: a sub-account limited to chosen SKUs reads only those of its
 * SKUs, and those of packages all of whose components are its SKUs.
 */
export class ShopMappingRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ShopTables>(this.db, tx);
  }

  /** SKUs mapped per connection, as the caller may see them. */
  async countsByConnection(scope: TenantScope, connectionIds: number[]): Promise<Map<number, number>> {
    if (!connectionIds.length) return new Map();
    const rows = await whereSkuOrPackageAllowed(
      this.kysely()
        .selectFrom('shop_sku_mappings')
        .select(['connection_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('customer_id', '=', scope.customerId)
        .where('connection_id', 'in', connectionIds),
      scope,
      'shop_sku_mappings.product_id',
      'shop_sku_mappings.package_id',
    )
      .groupBy('connection_id')
      .execute();
    return new Map(rows.map((row) => [row.connection_id, Number(row.n)]));
  }

  async countMappings(scope: TenantScope, connectionId: number): Promise<number> {
    const row = await whereSkuOrPackageAllowed(
      this.kysely()
        .selectFrom('shop_sku_mappings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', scope.customerId)
        .where('connection_id', '=', connectionId),
      scope,
      'shop_sku_mappings.product_id',
      'shop_sku_mappings.package_id',
    ).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  mappings(scope: TenantScope, connectionId: number, offset: number, limit: number): Promise<MappingRow[]> {
    return whereSkuOrPackageAllowed(
      this.kysely()
        .selectFrom('shop_sku_mappings')
        .selectAll()
        .where('customer_id', '=', scope.customerId)
        .where('connection_id', '=', connectionId),
      scope,
      'shop_sku_mappings.product_id',
      'shop_sku_mappings.package_id',
    )
      .orderBy('shop_sku')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** The portal code (a SKU's or a package's) each of these shop SKUs is mapped to on the connection. */
  async mappedSkus(customerId: number, connectionId: number, shopSkus: string[]): Promise<Map<string, string>> {
    if (!shopSkus.length) return new Map();
    const rows = await this.kysely()
      .selectFrom('shop_sku_mappings')
      .select(['shop_sku', 'sku'])
      .where('customer_id', '=', customerId)
      .where('connection_id', '=', connectionId)
      .where('shop_sku', 'in', shopSkus)
      .execute();
    return new Map(rows.map((row) => [row.shop_sku, row.sku]));
  }

  /** Maps the shop SKU (replacing its mapping if it has one); returns the mapping's id. */
  async saveMapping(tx: Tx, row: Omit<MappingRow, 'id'>): Promise<number> {
    const db = this.kysely(tx);
    await db
      .deleteFrom('shop_sku_mappings')
      .where('customer_id', '=', row.customer_id)
      .where('connection_id', '=', row.connection_id)
      .where('shop_sku', '=', row.shop_sku)
      .execute();
    const inserted = await db.insertInto('shop_sku_mappings').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  async deleteMapping(scope: TenantScope, id: number): Promise<boolean> {
    const result = await whereSkuOrPackageAllowed(
      this.kysely().deleteFrom('shop_sku_mappings').where('customer_id', '=', scope.customerId).where('id', '=', id),
      scope,
      'shop_sku_mappings.product_id',
      'shop_sku_mappings.package_id',
    ).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** A removed connection's mappings go with it (in its transaction). */
  async deleteOfConnection(tx: Tx, customerId: number, connectionId: number): Promise<void> {
    await this.kysely(tx)
      .deleteFrom('shop_sku_mappings')
      .where('customer_id', '=', customerId)
      .where('connection_id', '=', connectionId)
      .execute();
  }
}
