import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { MerchantCodeRepository } from './merchant-code-repository';

/**
 * Where a kind of coded record lives: its table, the table of its ordered child rows and the child
 * column naming the record (a package's components, a packaging item's default codes).
 */
export type CodedRecordTables =
  | { kind: 'package'; table: 'packages'; children: 'package_components'; parent: 'package_id' }
  | { kind: 'packaging'; table: 'packaging_items'; children: 'packaging_defaults'; parent: 'packaging_id' };

/** A record's own columns and its child rows as the owning repository typed them. */
export interface CodedRecordWrite<Values extends object, Child extends object> {
  values: Values;
  children: Child[];
}

/**
 * The row writes packages and packaging items share: a row with its code and who created and last
 * changed it, the code claimed in `merchant_codes` in the same transaction (a code taken meanwhile
 * throws the engine's unique violation), and child rows replaced in the order given. The owning
 * repository (`PackageRepository`, `PackagingRepository`) types the values and children and names the
 * tables; this file writes only what they hand it, so each table keeps one owner.
 */
export class CodedRecordRepository<Values extends object, Child extends object> {
  private readonly codes: MerchantCodeRepository;

  constructor(
    private readonly db: Db,
    private readonly tables: CodedRecordTables,
  ) {
    this.codes = new MerchantCodeRepository(db);
  }

  /** The tables as the owner's types describe them; here only the columns every coded record has are named. */
  private kysely(tx: Tx) {
    return queryBuilder<Record<string, Record<string, unknown>>>(this.db, tx);
  }

  async insert(
    tx: Tx,
    scope: TenantScope & { accountId: number },
    item: { code: string; codeKey: string } & CodedRecordWrite<Values, Child>,
    at: string,
  ): Promise<number> {
    const row = await this.kysely(tx)
      .insertInto(this.tables.table)
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
    const id = Number(row.id);
    await this.codes.claim(tx, scope, [{ key: item.codeKey, kind: this.tables.kind, ownerId: id }]);
    await this.insertChildren(tx, scope, id, item.children);
    return id;
  }

  /** Replaces the record's own columns (never its code) and its child rows. */
  async update(
    tx: Tx,
    scope: TenantScope & { accountId: number },
    id: number,
    item: CodedRecordWrite<Values, Child>,
    at: string,
  ): Promise<void> {
    await this.kysely(tx)
      .updateTable(this.tables.table)
      .set({ ...item.values, updated_by: scope.accountId, updated_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .execute();
    await this.deleteChildren(tx, scope, [id]);
    await this.insertChildren(tx, scope, id, item.children);
  }

  /** Deletes records with their child rows and frees their codes; answers the ids that went. */
  async deleteMany(tx: Tx, scope: TenantScope, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    await this.deleteChildren(tx, scope, ids);
    const deleted = await this.kysely(tx)
      .deleteFrom(this.tables.table)
      .where('customer_id', '=', scope.customerId)
      .where('id', 'in', ids)
      .returning('id')
      .execute();
    const gone = deleted.map((row) => Number(row.id));
    await this.codes.release(tx, scope, this.tables.kind, gone);
    return gone;
  }

  private async deleteChildren(tx: Tx, scope: TenantScope, ids: number[]) {
    await this.kysely(tx)
      .deleteFrom(this.tables.children)
      .where('customer_id', '=', scope.customerId)
      .where(this.tables.parent, 'in', ids)
      .execute();
  }

  private async insertChildren(tx: Tx, scope: TenantScope, id: number, children: Child[]) {
    if (!children.length) return;
    await this.kysely(tx)
      .insertInto(this.tables.children)
      .values(
        children.map((child, position) => ({
          ...child,
          customer_id: scope.customerId,
          [this.tables.parent]: id,
          position,
        })),
      )
      .execute();
  }
}
