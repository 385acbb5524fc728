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

/** A named key's owner, with what the key may do and when its use was last recorded. */
export interface NamedApiKeyOwner extends ApiKeyOwner {
  key_id: number;
  name: string;
  /** JSON list of `area:level` scopes. */
  scopes: string;
  last_used_at: string | null;
}

/** Finds a merchant by the hash of its API key: every Open API request makes this lookup. */
export class ApiKeyOwnerRepository {
  private readonly byHash: (params: { hash: string }) => Promise<ApiKeyOwner[]>;
  private readonly byNamedHash: (params: { hash: string }) => Promise<NamedApiKeyOwner[]>;

  constructor(db: Db) {
    const kysely = queryBuilder<Pick<IdentityTables, 'customers' | 'accounts' | 'api_keys'>>(db);
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
    this.byNamedHash = compiledOnce(kysely, ['hash'], ({ hash }) =>
      kysely
        .selectFrom('api_keys')
        .innerJoin('accounts', (join) =>
          join.onRef('accounts.customer_id', '=', 'api_keys.customer_id').on('accounts.is_main', '=', 1),
        )
        .select([
          'api_keys.customer_id',
          'accounts.id as account_id',
          'accounts.status',
          'api_keys.id as key_id',
          'api_keys.name',
          'api_keys.scopes',
          'api_keys.last_used_at',
        ])
        .where('api_keys.key_hash', '=', hash)
        .limit(1),
    );
  }

  /** The settings drawer's full-access key. */
  async find(hash: string): Promise<ApiKeyOwner | undefined> {
    const [owner] = await this.byHash({ hash });
    return owner;
  }

  /** A named key of the plugins page. */
  async findNamed(hash: string): Promise<NamedApiKeyOwner | undefined> {
    const [owner] = await this.byNamedHash({ hash });
    return owner;
  }
}
