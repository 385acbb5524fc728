import type { Sender, SenderInput } from '@portal/contract';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { ParcelTables } from './parcel-tables';

const COLUMNS = [
  'id',
  'label',
  'name',
  'company',
  'phone',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
] as const;

type SenderValues = Required<Omit<SenderInput, 'id'>>;

/** The merchant's saved sender addresses (`parcel_senders`), always per customer. */
export class SenderRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ParcelTables>(this.db, tx);
  }

  list(scope: TenantScope, tx?: Tx): Promise<Sender[]> {
    return this.kysely(tx)
      .selectFrom('parcel_senders')
      .select(COLUMNS)
      .where('customer_id', '=', scope.customerId)
      .orderBy('id')
      .execute();
  }

  find(scope: TenantScope, id: number, tx?: Tx): Promise<Sender | undefined> {
    return this.kysely(tx)
      .selectFrom('parcel_senders')
      .select(COLUMNS)
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async count(tx: Tx, scope: TenantScope): Promise<number> {
    const row = await this.kysely(tx)
      .selectFrom('parcel_senders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', scope.customerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(tx: Tx, scope: TenantScope, values: SenderValues, at: string): Promise<number> {
    const row = await this.kysely(tx)
      .insertInto('parcel_senders')
      .values({ ...values, customer_id: scope.customerId, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(tx: Tx, scope: TenantScope, id: number, values: SenderValues, at: string): Promise<boolean> {
    const result = await this.kysely(tx)
      .updateTable('parcel_senders')
      .set({ ...values, updated_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async delete(scope: TenantScope, id: number, tx: Tx): Promise<number> {
    const result = await this.kysely(tx)
      .deleteFrom('parcel_senders')
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
