import type { Selectable } from 'kysely';
import { containsText } from '../../../db/contains-text';
import type { Db } from '../../../db/database';
import { queryBuilder } from '../../../db/query-builder';
import { SKU_LINES, whereOnlyAllowedSkus } from '../../../db/sku-scope';
import type { Tx } from '../../../db/transaction';
import type { TenantScope } from '../../../kernel/viewer';
import { CodedRecordRepository } from '../coded-record-repository';
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
 * deletes it, beside the SKUs' codes; those row writes are `CodedRecordRepository`'s, shared with packaging.
 */
export class PackageRepository {
  private readonly writes: CodedRecordRepository<
    PackageValues,
    Pick<PackageComponentsTable, 'product_id' | 'quantity'>
  >;

  constructor(private readonly db: Db) {
    this.writes = new CodedRecordRepository(db, {
      kind: 'package',
      table: 'packages',
      children: 'package_components',
      parent: 'package_id',
    });
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
  insert(
    tx: Tx,
    scope: TenantScope & { accountId: number },
    item: { code: string; codeKey: string; values: PackageValues; components: ComponentValues[] },
    at: string,
  ): Promise<number> {
    return this.writes.insert(tx, scope, { ...item, children: componentRows(item.components) }, at);
  }

  /** Replaces a package's fields and components. */
  update(
    tx: Tx,
    scope: TenantScope & { accountId: number },
    id: number,
    item: { values: PackageValues; components: ComponentValues[] },
    at: string,
  ): Promise<void> {
    return this.writes.update(tx, scope, id, { values: item.values, children: componentRows(item.components) }, at);
  }

  /** Deletes packages with their components and frees their codes. */
  async deleteMany(tx: Tx, scope: TenantScope, ids: number[]): Promise<number> {
    return (await this.writes.deleteMany(tx, scope, ids)).length;
  }
}

function componentRows(components: ComponentValues[]): Pick<PackageComponentsTable, 'product_id' | 'quantity'>[] {
  return components.map((component) => ({ product_id: component.productId, quantity: component.quantity }));
}

/** A component as stored: a SKU of the merchant by id and its units per package. */
export interface ComponentValues {
  productId: number;
  quantity: number;
}
