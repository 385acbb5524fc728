import type { Selectable } from 'kysely';
import { containsText } from '../../../db/contains-text';
import type { Db } from '../../../db/database';
import { queryBuilder } from '../../../db/query-builder';
import type { Tx } from '../../../db/transaction';
import type { TenantScope } from '../../../kernel/viewer';
import { CodedRecordRepository } from '../coded-record-repository';
import type { PackagingDefaultsTable, PackagingItemsTable, ProductTables } from '../product-tables';

export type PackagingRow = Selectable<PackagingItemsTable>;

/** An item's own columns as the service sets them (the code only on insert). */
export type PackagingValues = Pick<
  PackagingItemsTable,
  'name_en' | 'name_cn' | 'length_cm' | 'width_cm' | 'height_cm' | 'weight_g' | 'warning_quantity'
>;

/** Filters after the service resolved them: codes upper-cased, low stock turned into item ids. */
export interface PackagingQuery {
  ids?: number[];
  codeKeys?: string[];
  codePart?: string;
  name?: string;
}

/**
 * The merchant's packaging records (`packaging_items`) and their default codes (`packaging_defaults`):
 * the one writer and reader of both, every query scoped to one customer. An item's code is claimed in
 * `merchant_codes` (kind `packaging`) in the transaction that inserts it, beside SKUs' and packages'
 * (the row writes are `CodedRecordRepository`'s, shared with packages).
 */
export class PackagingRepository {
  private readonly writes: CodedRecordRepository<PackagingValues, Pick<PackagingDefaultsTable, 'code_key'>>;

  constructor(private readonly db: Db) {
    this.writes = new CodedRecordRepository(db, {
      kind: 'packaging',
      table: 'packaging_items',
      children: 'packaging_defaults',
      parent: 'packaging_id',
    });
  }

  private kysely(tx?: Tx) {
    return queryBuilder<ProductTables>(this.db, tx);
  }

  private filtered(scope: TenantScope, query: PackagingQuery, tx?: Tx) {
    let q = this.kysely(tx).selectFrom('packaging_items').where('packaging_items.customer_id', '=', scope.customerId);
    if (query.ids) q = q.where('packaging_items.id', 'in', query.ids.length ? query.ids : [0]);
    if (query.codeKeys) q = q.where('packaging_items.code_key', 'in', query.codeKeys.length ? query.codeKeys : ['']);
    if (query.codePart) q = q.where(containsText('packaging_items.code', query.codePart));
    if (query.name) {
      const name = query.name;
      q = q.where((eb) =>
        eb.or(['packaging_items.name_en', 'packaging_items.name_cn'].map((column) => containsText(column, name))),
      );
    }
    return q;
  }

  async count(scope: TenantScope, query: PackagingQuery): Promise<number> {
    const row = await this.filtered(scope, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first; `id` breaks ties so pages never overlap. */
  list(
    scope: TenantScope,
    query: PackagingQuery,
    page: { offset: number; limit: number },
    tx?: Tx,
  ): Promise<PackagingRow[]> {
    return this.filtered(scope, query, tx)
      .selectAll('packaging_items')
      .orderBy('packaging_items.created_at', 'desc')
      .orderBy('packaging_items.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute();
  }

  /** Every item's warning quantity where it is positive (the list's low-stock filter; a merchant has few items). */
  warned(scope: TenantScope): Promise<{ id: number; warning_quantity: number }[]> {
    return this.filtered(scope, {}).select(['id', 'warning_quantity']).where('warning_quantity', '>', 0).execute();
  }

  /** By code, for the order form (at most `limit`). */
  byCode(scope: TenantScope, limit: number): Promise<PackagingRow[]> {
    return this.filtered(scope, {}).selectAll('packaging_items').orderBy('code_key').limit(limit).execute();
  }

  find(scope: TenantScope, id: number, tx?: Tx): Promise<PackagingRow | undefined> {
    return this.filtered(scope, { ids: [id] }, tx)
      .selectAll('packaging_items')
      .executeTakeFirst();
  }

  byIds(scope: TenantScope, ids: number[], tx?: Tx): Promise<PackagingRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.filtered(scope, { ids }, tx).selectAll('packaging_items').orderBy('id').execute();
  }

  /** The default code keys of these items, in the order the merchant gave them. */
  defaultsOf(scope: TenantScope, ids: number[], tx?: Tx): Promise<{ packaging_id: number; code_key: string }[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.kysely(tx)
      .selectFrom('packaging_defaults')
      .select(['packaging_id', 'code_key'])
      .where('customer_id', '=', scope.customerId)
      .where('packaging_id', 'in', ids)
      .orderBy('packaging_id')
      .orderBy('position')
      .execute();
  }

  /** Inserts an item with its code claim and defaults; a code taken meanwhile throws the engine's unique violation. */
  insert(
    tx: Tx,
    scope: TenantScope & { accountId: number },
    item: { code: string; codeKey: string; values: PackagingValues; defaults: string[] },
    at: string,
  ): Promise<number> {
    return this.writes.insert(tx, scope, { ...item, children: defaultRows(item.defaults) }, at);
  }

  update(
    tx: Tx,
    scope: TenantScope & { accountId: number },
    id: number,
    item: { values: PackagingValues; defaults: string[] },
    at: string,
  ): Promise<void> {
    return this.writes.update(tx, scope, id, { values: item.values, children: defaultRows(item.defaults) }, at);
  }

  /** Deletes items with their default codes and frees their codes; answers how many went. */
  async deleteMany(tx: Tx, scope: TenantScope, ids: number[]): Promise<number> {
    return (await this.writes.deleteMany(tx, scope, ids)).length;
  }
}

function defaultRows(codeKeys: string[]): Pick<PackagingDefaultsTable, 'code_key'>[] {
  return codeKeys.map((code_key) => ({ code_key }));
}
