import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { flagRule, numberInput } from '../rules/strict-values';

export const getAppNewVersion = defineOperation({
  id: 'common.getAppNewVersion',
  method: 'GET',
  shows: ['reference'],
  path: '/api/ucenter/common/commonAppVersion/getAppNewVersion',
  summary:
    'The client app to download: its configured link and newest version (QR code in the app-download modal); null when no link is configured, and the button is not shown.',
  auth: 'user',
  permission: 'account',
  query: z.object({ project_type: numberInput(z.number().int().min(1).max(99)).prefault(1) }),
  response: z.object({
    android_version_info: z.object({ version: z.string(), app_download_link: z.string() }).nullable(),
  }),
});

export const BASIC_CONFIG_NAMES = ['max_upload_size'] as const;

export const getBasicConfigValue = defineOperation({
  id: 'common.getBasicConfigValue',
  method: 'POST',
  changes: [],
  path: '/api/ucenter/common/basic/getBasicConfigValue',
  summary: 'A public configuration value; `max_upload_size` answers `max` in MB (default 5).',
  auth: 'user',
  permission: 'account',
  body: z.object({
    cfg_name: z.enum(BASIC_CONFIG_NAMES, { message: 'v.invalid' }),
    from_cache: flagRule.optional(),
  }),
  response: z.object({ cfg_name: z.string(), value: z.string(), max: z.number() }),
});

export const countrySchema = z.object({
  code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  is_eu: z.union([z.literal(0), z.literal(1)]),
});
export type Country = z.infer<typeof countrySchema>;

export const getCountryList = defineOperation({
  id: 'common.getCountryList',
  method: 'GET',
  shows: ['reference'],
  path: '/api/wms/getCountryList',
  summary: 'Countries (ISO 3166-1 alpha-2) with Chinese and English names and EU membership.',
  auth: 'public',
  response: z.array(countrySchema),
});
