import { defineErrors } from '../../core/error-codes';

/** Refusals of named API key management on the plugins page (1310–1319). */
export const apiKeyErrors = defineErrors({
  API_KEY_NOT_FOUND: {
    code: 1310,
    status: 404,
    en: 'The API key does not exist',
    zh_CN: 'API 密钥不存在',
  },
  API_KEY_NAME_TAKEN: {
    code: 1311,
    status: 200,
    en: 'An API key with this name already exists',
    zh_CN: '已存在同名的 API 密钥',
  },
  API_KEY_LIMIT_REACHED: {
    code: 1312,
    status: 200,
    en: 'A merchant can have at most {limit} named API keys: revoke one you no longer use',
    zh_CN: '每个商户最多可有 {limit} 个命名 API 密钥：请先撤销不再使用的密钥',
  },
  API_KEY_SCOPE_NOT_HELD: {
    code: 1313,
    status: 200,
    en: 'You cannot give a key the scope {scope}: your account does not hold it',
    zh_CN: '不能为密钥授予权限范围 {scope}：您的账号没有该权限',
  },
});
