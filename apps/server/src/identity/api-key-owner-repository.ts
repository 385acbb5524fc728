import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { IdentityTables } from './identity-tables';

/** The merchant an API key belongs to, with its main account (the Open API acts as it). */
export interface ApiKeyOwner {
  customer_id: number;
  account_id: number;
  status: string;
}

/** Finds a merchant by the hash of its API key: every Open API request makes this lookup. */
export class ApiKeyOwnerRepository {
  private readonly byHash: (params: { hash: string }) => Promise<ApiKeyOwner[]>;

  constructor(db: Db) {
    const kysely = queryBuilder<Pick<IdentityTables, 'customers' | 'accounts'>>(db);
    this.byHash = compiledOnce(kysely, ['hash'], ({ hash }) =>
      kysely
        .selectFrom('customers')
        .innerJoin('accounts', (join) =>
          join.onRef('accounts.customer_id', '=', 'customers.id').on('accounts.is_main', '=', 1),
        )
        .select(['customers.id as customer_id', 'accounts.id as account_id', 'accounts.status'])
        .where('customers.api_key_hash', '=', hash)
        .limit(1),
    );
  }

  async find(hash: string): Promise<ApiKeyOwner | undefined> {
    const [owner] = await this.byHash({ hash });
    return owner;
  }
}
