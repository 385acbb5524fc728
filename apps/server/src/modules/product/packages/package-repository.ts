import type { Selectable } from 'kysely';
import { containsText } from '../../../db/contains-text';
import type { Db } from '../../../db/database';
import { queryBuilder } from '../../../db/query-builder';
import { SKU_LINES, whereOnlyAllowedSkus } from '../../../db/sku-scope';
import type { Tx } from '../../../db/transaction';
import type { TenantScope } from '../../../kernel/viewer';
import { MerchantCodeRepository } from '../merchant-code-repository';
import type { PackageComponentsTable, PackagesTable, ProductTables } from '../product-tables';

export type PackageRow = Selectable<PackagesTable>;
export type PackageComponentRow = Pick<PackageComponentsTable, 'package_id' | 'product_id' | 'quantity'>;

/** A package's own columns as the service sets them (the code only on insert). */
export type PackageValues = Pick<
  PackagesTable,
  'name_en' | 'name_cn' | 'barcode' | 'barcode_key' | 'image_url' | 'packing_note' | 'assembly'
>;

/** Filters after the service resolved them: codes upper-cased, a component SKU turned into its id. */
export interface PackageQuery {
  ids?: number[];
  codeKeys?: string[];
  codePart?: string;
  name?: string;
  barcode?: string;
  /** Part of the code, barcode or either name (the order form's picker). */
  keyword?: string;
  /** Packages holding any of these SKUs; none, or 0 (an unknown code), matches none. */
  componentProductIds?: number[];
  assembly?: PackagesTable['assembly'];
  createdFrom?: string;
  createdTo?: string;
}

/**
 * The merchant's packages (`packages`) and their components (`package_components`): the one writer
 * and reader of both. Every query is scoped to one customer and, for a sub-account limited to chosen
 * SKUs, to the packages none of whose components is another SKU (`SKU_LINES.package`). A package's
 * code is claimed in `merchant_codes` in the transaction that inserts it and freed in the one that
 * deletes it, beside the SKUs' codes.
 */
export class PackageRepository {
  private readonly codes: MerchantCodeRepository;

  constructor(private readonly db: Db) {
    this.codes = new MerchantCodeRepository(db);
  }

  private kysely(tx?: Tx) {
    return queryBuilder<ProductTables>(this.db, tx);
  }

  private filtered(scope: TenantScope, query: PackageQuery, tx?: Tx) {
    let q = whereOnlyAllowedSkus(
      this.kysely(tx).selectFrom('packages').where('packages.customer_id', '=', scope.customerId),
      scope,
      SKU_LINES.package,
      'packages.id',
    );
    if (query.ids) q = q.where('packages.id', 'in', query.ids.length ? query.ids : [0]);
    if (query.codeKeys) q = q.where('packages.code_key', 'in', query.codeKeys.length ? query.codeKeys : ['']);
    if (query.codePart) q = q.where(containsText('packages.code', query.codePart));
    if (query.name) {
      const name = query.name;
      q = q.where((eb) => eb.or(['packages.name_en', 'packages.name_cn'].map((column) => containsText(column, name))));
    }
    if (query.barcode) q = q.where(containsText('packages.barcode', query.barcode));
    if (query.keyword) {
      const keyword = query.keyword;
      q = q.where((eb) =>
        eb.or(
          ['packages.code', 'packages.barcode', 'packages.name_en', 'packages.name_cn'].map((column) =>
            containsText(column, keyword),
          ),
        ),
      );
    }
    if (query.componentProductIds !== undefined) {
      const productIds = query.componentProductIds.length ? query.componentProductIds : [0];
      q = q.where('packages.id', 'in', (eb) =>
        eb
          .selectFrom('package_components')
          .select('package_components.package_id')
          .where('package_components.customer_id', '=', scope.customerId)
          .where('package_components.product_id', 'in', productIds),
      );
    }
    if (query.assembly) q = q.where('packages.assembly', '=', query.assembly);
    if (query.createdFrom) q = q.where('packages.created_at', '>=', query.createdFrom);
    if (query.createdTo) q = q.where('packages.created_at', '<=', query.createdTo);
    return q;
  }

  async count(scope: TenantScope, query: PackageQuery): Promise<number> {
    const row = await this.filtered(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first; `id` breaks ties so pages never overlap. */
  list(
    scope: TenantScope,
    query: PackageQuery,
    page: { offset: number; limit: number },
    tx?: Tx,
  ): Promise<PackageRow[]> {
    return this.filtered(scope, query, tx)
      .selectAll('packages')
      .orderBy('packages.created_at', 'desc')
      .orderBy('packages.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  find(scope: TenantScope, id: number, tx?: Tx): Promise<PackageRow | undefined> {
    return this.filtered(scope, { ids: [id] }, tx)
      .selectAll('packages')
      .executeTakeFirst();
  }

  /** The id and code of every package the scope reaches holding any of these SKUs, by id. */
  holding(scope: TenantScope, productIds: number[]): Promise<Pick<PackageRow, 'id' | 'code'>[]> {
    if (!productIds.length) return Promise.resolve([]);
    return this.filtered(scope, { componentProductIds: productIds })
      .select(['packages.id', 'packages.code'])
      .orderBy('packages.id')
      .execute();
  }

  /** The merchant's packages among `ids` the scope reaches (others are simply absent). */
  byIds(scope: TenantScope, ids: number[], tx?: Tx): Promise<PackageRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.filtered(scope, { ids }, tx).selectAll('packages').orderBy('packages.id').execute();
  }

  /** The components of these packages, in the order they were given. */
  componentsOf(scope: TenantScope, packageIds: number[], tx?: Tx): Promise<PackageComponentRow[]> {
    if (!packageIds.length) return Promise.resolve([]);
    return this.kysely(tx)
      .selectFrom('package_components')
      .select(['package_id', 'product_id', 'quantity'])
      .where('customer_id', '=', scope.customerId)
      .where('package_id', 'in', packageIds)
      .orderBy('package_id')
      .orderBy('position')
      .execute();
  }

  /** Upper-cased barcodes already used by another of the merchant's packages. */
  async takenBarcodeKeys(scope: TenantScope, keys: string[], exceptPackageId?: number, tx?: Tx): Promise<Set<string>> {
    if (!keys.length) return new Set();
    let q = this.kysely(tx)
      .selectFrom('packages')
      .select('barcode_key')
      .where('customer_id', '=', scope.customerId)
      .where('barcode_key', 'in', keys);
    if (exceptPackageId) q = q.where('id', '<>', exceptPackageId);
    const rows = await q.execute();
    return new Set(rows.flatMap((r) => (r.barcode_key ? [r.barcode_key] : [])));
  }

  /** For deleting SKUs: the ids among `productIds` some package of the merchant holds. */
  async productIdsInPackages(tx: Tx, customerId: number, productIds: number[]): Promise<number[]> {
    const rows = await this.kysely(tx)
      .selectFrom('package_components')
      .select('product_id')
      .distinct()
      .where('customer_id', '=', customerId)
      .where('product_id', 'in', productIds)
      .execute();
    return rows.map((row) => row.product_id);
  }

  /**
   * Inserts a package with its code claim and components; a code or barcode taken meanwhile throws
   * the engine's unique violation and the caller's transaction rolls back.
   */
  async insert(
    tx: Tx,
    scope: TenantScope & { accountId: number },
    item: { code: string; codeKey: string; values: PackageValues; components: ComponentValues[] },
    at: string,
  ): Promise<number> {
    const { id } = await this.kysely(tx)
      .insertInto('packages')
      .values({
        ...item.values,
        customer_id: scope.customerId,
        code: item.code,
        code_key: item.codeKey,
        created_by: scope.accountId,
        updated_by: scope.accountId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.codes.claim(tx, scope, [{ key: item.codeKey, kind: 'package', ownerId: id }]);
    await this.insertComponents(tx, scope, id, item.components);
    return id;
  }

  /** Replaces a package's fields and components. */
  async update(
    tx: Tx,
    scope: TenantScope & { accountId: number },
    id: number,
    item: { values: PackageValues; components: ComponentValues[] },
    at: string,
  ): Promise<void> {
    await this.kysely(tx)
      .updateTable('packages')
      .set({ ...item.values, updated_by: scope.accountId, updated_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .execute();
    await this.kysely(tx)
      .deleteFrom('package_components')
      .where('customer_id', '=', scope.customerId)
      .where('package_id', '=', id)
      .execute();
    await this.insertComponents(tx, scope, id, item.components);
  }

  /** Deletes packages with their components and frees their codes. */
  async deleteMany(tx: Tx, scope: TenantScope, ids: number[]): Promise<number> {
    await this.kysely(tx)
      .deleteFrom('package_components')
      .where('customer_id', '=', scope.customerId)
      .where('package_id', 'in', ids)
      .execute();
    const deleted = await this.kysely(tx)
      .deleteFrom('packages')
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    await this.codes.release(
      tx,
      scope,
      'package',
      deleted.map((row) => row.id),
    );
    return deleted.length;
  }

  private async insertComponents(tx: Tx, scope: TenantScope, packageId: number, components: ComponentValues[]) {
    await this.kysely(tx)
      .insertInto('package_components')
      .values(
        components.map((component, position) => ({
          customer_id: scope.customerId,
          package_id: packageId,
          product_id: component.productId,
          quantity: component.quantity,
          position,
        })),
      )
      .execute();
  }
}

/** A component as stored: a SKU of the merchant by id and its units per package. */
export interface ComponentValues {
  productId: number;
  quantity: number;
}
