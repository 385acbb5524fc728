import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { CommonTables } from './common-tables';

/** Reference data shared by every merchant: no customer scope applies here. */
export class CommonRepository {
  constructor(private readonly db: Db) {}

  private get kysely() {
    return queryBuilder<CommonTables>(this.db);
  }

  newestAppVersion(projectType: number, platform: string) {
    return this.kysely
      .selectFrom('app_versions')
      .select(['version', 'download_link'])
      .where('project_type', '=', projectType)
      .where('platform', '=', platform)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  countries() {
    return this.kysely.selectFrom('countries').select(['code', 'name_en', 'name_cn', 'is_eu']).execute();
  }

  async countryExists(code: string): Promise<boolean> {
    const row = await this.kysely.selectFrom('countries').select('code').where('code', '=', code).executeTakeFirst();
    return row !== undefined;
  }
}
