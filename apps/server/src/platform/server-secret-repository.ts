import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { PlatformTables } from './platform-tables';

/** Secrets the server keeps for itself (`server_secrets`), by name. */
export class ServerSecretRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<PlatformTables, 'server_secrets'>>(this.db);
  }

  /** Insert-if-absent then read back: when two instances start together, both keep the first one written. */
  async keepFirst(name: string, candidate: string): Promise<string> {
    await this.kysely
      .insertInto('server_secrets')
      .values({ name, value: candidate })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.kysely
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
