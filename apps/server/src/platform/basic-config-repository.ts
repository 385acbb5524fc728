import type { Db } from '../db/database';
import { queryBuilder } from '../db/query-builder';
import type { PlatformTables } from './platform-tables';

/** The spec's default upload limit, in MB, when `max_upload_size` is missing or unusable. */
export const DEFAULT_MAX_UPLOAD_MB = 5;

/**
 * Values staff keep in `basic_config`. Read on every use rather than cached, so a change made in
 * the database takes effect on every instance at once; the table is tiny.
 */
export class BasicConfigRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<Pick<PlatformTables, 'basic_config'>>(this.db);
  }

  async value(name: string): Promise<string | undefined> {
    const row = await this.kysely
      .selectFrom('basic_config')
      .select('value')
      .where('cfg_name', '=', name)
      .executeTakeFirst();
    return row?.value;
  }

  async maxUploadMb(): Promise<number> {
    const mb = Number(await this.value('max_upload_size'));
    return Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_UPLOAD_MB;
  }
}
