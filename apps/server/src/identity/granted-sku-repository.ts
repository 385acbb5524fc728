import type { GrantedSku } from '@portal/contract';
import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { Tx } from '../db/transaction';
import type { TenantScope } from '../kernel/viewer';
import type { SkuCatalogueSubquery } from '../platform/sku-catalogue';
import type { IdentityTables } from './identity-tables';

type Tables = Pick<IdentityTables, 'account_skus'>;

/** Rows per insert, well under both engines' bound-parameter limits. */
const INSERT_CHUNK = 500;

/**
 * The SKUs each SKU-limited sub-account was granted (`account_skus`): written here when the main
 * account saves the account, read by every limited query through `db/sku-scope.ts`.
 */
export class GrantedSkuRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Tables>(this.db, tx);
  }

  /** The account's SKUs are now these (none when its grant reaches all SKUs). */
  async replace(tx: Tx, customerId: number, accountId: number, productIds: readonly number[]): Promise<void> {
    await this.kysely(tx).deleteFrom('account_skus').where('account_id', '=', accountId).execute();
    for (let at = 0; at < productIds.length; at += INSERT_CHUNK) {
      const rows = productIds
        .slice(at, at + INSERT_CHUNK)
        .map((productId) => ({ account_id: accountId, customer_id: customerId, product_id: productId }));
      await this.kysely(tx).insertInto('account_skus').values(rows).execute();
    }
  }

  /** How many SKUs each of these accounts was granted. */
  async countsOf(customerId: number, accountIds: number[]): Promise<Map<number, number>> {
    if (accountIds.length === 0) return new Map();
    const rows = await this.kysely()
      .selectFrom('account_skus')
      .select((eb) => ['account_id', eb.fn.countAll<number>().as('count')])
      .where('customer_id', '=', customerId)
      .where('account_id', 'in', accountIds)
      .groupBy('account_id')
      .execute();
    return new Map(rows.map((row) => [row.account_id, Number(row.count)]));
  }

  /** The account's SKUs that still exist, by SKU code. */
  listOf(catalogue: SkuCatalogueSubquery, customerId: number, accountId: number): Promise<GrantedSku[]> {
    return queryBuilder<
      Tables & { sku_catalogue: { id: number; sku: string; sku_key: string; name_en: string; name_cn: string } }
    >(this.db)
      .selectFrom('account_skus')
      .innerJoin(catalogue, 'sku_catalogue.id', 'account_skus.product_id')
      .select(['sku_catalogue.id', 'sku_catalogue.sku', 'sku_catalogue.name_en', 'sku_catalogue.name_cn'])
      .where('account_skus.customer_id', '=', customerId)
      .where('account_skus.account_id', '=', accountId)
      .orderBy('sku_catalogue.sku_key')
      .execute();
  }

  /** Of these product ids, those that are not the merchant's SKUs. */
  async unknownOf(catalogue: SkuCatalogueSubquery, productIds: readonly number[]): Promise<number[]> {
    const known = new Set<number>();
    for (let at = 0; at < productIds.length; at += INSERT_CHUNK) {
      const rows = await queryBuilder<{ sku_catalogue: { id: number } }>(this.db)
        .selectFrom(catalogue)
        .select('sku_catalogue.id')
        .where('sku_catalogue.id', 'in', productIds.slice(at, at + INSERT_CHUNK))
        .execute();
      for (const row of rows) known.add(row.id);
    }
    return productIds.filter((id) => !known.has(id));
  }

  /**
   * SKUs a limited account just created join its grant, in the creating transaction: a supplier
   * sees the SKUs it adds. An unlimited scope grants nothing.
   */
  async addCreated(tx: Tx, scope: TenantScope, productIds: readonly number[]): Promise<void> {
    if (scope.skusOf === undefined || productIds.length === 0) return;
    const accountId = scope.skusOf;
    for (let at = 0; at < productIds.length; at += INSERT_CHUNK) {
      const rows = productIds
        .slice(at, at + INSERT_CHUNK)
        .map((productId) => ({ account_id: accountId, customer_id: scope.customerId, product_id: productId }));
      await this.kysely(tx).insertInto('account_skus').values(rows).execute();
    }
  }

  async deleteOf(tx: Tx, accountId: number): Promise<void> {
    await this.kysely(tx).deleteFrom('account_skus').where('account_id', '=', accountId).execute();
  }
}
