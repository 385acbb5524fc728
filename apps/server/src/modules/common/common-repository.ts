import type { Db } from '../../db/database';

/** Reference data shared by every merchant: no customer scope applies here. */
export class CommonRepository {
  constructor(private readonly db: Db) {}

  newestAppVersion(projectType: number, platform: string) {
    return this.db.kysely
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
    return this.db.kysely.selectFrom('countries').select(['code', 'name_en', 'name_cn', 'is_eu']).execute();
  }
}
