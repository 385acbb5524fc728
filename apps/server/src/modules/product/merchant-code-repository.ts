import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { MerchantCodeKind, ProductTables } from './product-tables';

/** Codes per statement, well under both engines' bound-parameter limits. */
const CODE_CHUNK = 1000;

/** A code taken for a SKU or a package. */
export interface MerchantCode {
  key: string;
  kind: MerchantCodeKind;
  ownerId: number;
}

/**
 * The merchant's codes (`merchant_codes`), SKUs' and packages' together: the one writer of the table,
 * called by `ProductRepository` as it inserts and deletes SKUs and by `PackageRepository` for packages,
 * inside their transactions. Its unique index `(customer_id, code_key)` is the uniqueness rule: of two
 * saves of one code at once, whichever inserts second fails with a unique violation and rolls back.
 * A code is unique in the whole merchant, so a SKU-limited account is told of codes it cannot see.
 */
export class MerchantCodeRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ProductTables>(this.db, tx);
  }

  /** Takes the codes; throws the engine's unique violation when one is taken already. */
  async claim(tx: Tx, scope: TenantScope, codes: MerchantCode[]): Promise<void> {
    for (let start = 0; start < codes.length; start += CODE_CHUNK) {
      await this.kysely(tx)
        .insertInto('merchant_codes')
        .values(
          codes.slice(start, start + CODE_CHUNK).map((code) => ({
            customer_id: scope.customerId,
            code_key: code.key,
            kind: code.kind,
            owner_id: code.ownerId,
          })),
        )
        .execute();
    }
  }

  /** Frees the codes of deleted SKUs or packages. */
  async release(tx: Tx, scope: TenantScope, kind: MerchantCodeKind, ownerIds: number[]): Promise<void> {
    for (let start = 0; start < ownerIds.length; start += CODE_CHUNK) {
      await this.kysely(tx)
        .deleteFrom('merchant_codes')
        .where('customer_id', '=', scope.customerId)
        .where('kind', '=', kind)
        .where('owner_id', 'in', ownerIds.slice(start, start + CODE_CHUNK))
        .execute();
    }
  }

  /** Which of these upper-cased codes the merchant has given out, and to what. */
  async taken(scope: TenantScope, keys: string[], tx?: Tx): Promise<Map<string, MerchantCodeKind>> {
    const found = new Map<string, MerchantCodeKind>();
    for (let start = 0; start < keys.length; start += CODE_CHUNK) {
      const rows = await this.kysely(tx)
        .selectFrom('merchant_codes')
        .select(['code_key', 'kind'])
        .where('customer_id', '=', scope.customerId)
        .where('code_key', 'in', keys.slice(start, start + CODE_CHUNK))
        .execute();
      for (const row of rows) found.set(row.code_key, row.kind);
    }
    return found;
  }
}
