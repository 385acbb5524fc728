import { defineErrors } from '../../core/error-codes';

/**
 * Refusals of the Open API (1300–1309): the merchant's API key and a named key's scopes, and the `Idempotency-Key` that any
 * idempotent operation accepts (the last two keep their HTTP meaning, as the IETF's Idempotency-Key
 * draft gives them: 409 while the first request runs, 422 for the key reused with another request).
 */
export const openErrors = defineErrors({
  API_KEY_MISSING: {
    code: 1300,
    status: 401,
    en: 'The API key is missing: send it in the X-Api-Key header (the main account generates it in Settings)',
    zh_CN: '缺少 API 密钥：请在 X-Api-Key 请求头中发送（主账号在设置中生成）',
  },
  API_KEY_INVALID: {
    code: 1301,
    status: 401,
    en: 'Invalid API key: send the key shown in Settings in the X-Api-Key header',
    zh_CN: 'API 密钥无效：请在 X-Api-Key 请求头中发送设置中显示的密钥',
  },
  IDEMPOTENCY_KEY_INVALID: {
    code: 1302,
    status: 200,
    en: 'The Idempotency-Key header must be 1-255 printable characters',
    zh_CN: 'Idempotency-Key 请求头须为 1-255 个可打印字符',
  },
  IDEMPOTENCY_KEY_REUSED: {
    code: 1303,
    status: 422,
    en: 'This Idempotency-Key was already used for a different request: send a new key for a new request',
    zh_CN: '该 Idempotency-Key 已用于另一个不同的请求：新的请求请使用新的 Idempotency-Key',
  },
  IDEMPOTENCY_KEY_IN_PROGRESS: {
    code: 1304,
    status: 409,
    en: 'A request with this Idempotency-Key is in progress: retry in a moment to get its reply',
    zh_CN: '使用该 Idempotency-Key 的请求正在处理中：请稍后重试以获取其结果',
  },
  API_KEY_SCOPE_MISSING: {
    code: 1305,
    status: 403,
    en: 'This API key lacks the scope {scope}: create a key with it on the Plugins page',
    zh_CN: '该 API 密钥缺少权限范围 {scope}：请在插件页面创建包含该范围的密钥',
  },
});
