import type { Kysely, Migration } from 'kysely';
import { COUNTRIES } from './countries-data';
import type { MigrationDb } from './untyped';

/** Reference data every installation needs, demo or production. */
export const referenceData: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as MigrationDb;
    const chunk = 100;
    for (let i = 0; i < COUNTRIES.length; i += chunk) {
      await db
        .insertInto('countries')
        .values(
          COUNTRIES.slice(i, i + chunk).map(([code, name_en, name_cn, eu]) => ({ code, name_en, name_cn, is_eu: eu })),
        )
        .execute();
    }
    await db.insertInto('basic_config').values({ cfg_name: 'max_upload_size', value: '5' }).execute();
    await db
      .insertInto('app_versions')
      .values({
        project_type: 1,
        platform: 'android',
        version: '1.0.0',
        download_link: '/downloads/portal-app.apk',
        created_at: new Date().toISOString(),
      })
      .execute();
  },
};
