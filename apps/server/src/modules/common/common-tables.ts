import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

/** Reference data every merchant shares: countries and the client app's versions. */
export interface CommonTables {
  app_versions: AppVersionsTable;
  countries: CountriesTable;
}

export interface AppVersionsTable {
  id: Generated<number>;
  project_type: number;
  platform: string;
  version: string;
  download_link: string;
  created_at: string;
}

export interface CountriesTable {
  code: string;
  name_en: string;
  name_cn: string;
  is_eu: Flag;
}
