import type { Localized } from './lang';

/**
 * The statuses that keep their HTTP meaning (docs/server/http-status.md): no valid session,
 * staff key or API key (401), not allowed (403), no such address or record (404), the request too slow
 * (408) or too large (413) to arrive, an `Idempotency-Key` still in progress (409) or reused for another
 * request (422), too many requests (429, with Retry-After), and the server or a service it depends on
 * failing (500, 502, 503). Every other refusal is a business answer: HTTP 200 with its error_code, the
 * spec's envelope convention.
 */
export const TRANSPORT_STATUSES = [401, 403, 404, 408, 409, 413, 422, 429, 500, 502, 503] as const;
export type ErrorStatus = 200 | (typeof TRANSPORT_STATUSES)[number];

/** One `error_code`: its number (never reused, the web and tests name it), HTTP status and messages. */
export interface ErrorDeclaration extends Localized {
  code: number;
  status: ErrorStatus;
}

/** Declares error codes beside what refuses with them; `error-catalogue.ts` gathers them all. */
export function defineErrors<const E extends Record<string, ErrorDeclaration>>(errors: E): E {
  return errors;
}

/**
 * Codes every area shares: the HTTP layer's (input, session, permission, transport), the platform's
 * (file work, exports) and generic refusals. An area's own codes live in `operations/<area>/errors.ts`.
 * 0 is success; 1010 is the spec's "session expired".
 */
export const coreErrors = defineErrors({
  OK: { code: 0, status: 200, en: 'Success', zh_CN: '成功' },
  VALIDATION_FAILED: { code: 1001, status: 200, en: 'Validation failure', zh_CN: '验证失败' },
  PARAMETER_ERROR: { code: 1002, status: 200, en: 'Parameter error', zh_CN: '参数错误' },
  TOO_FREQUENT: { code: 1003, status: 429, en: 'Operation too frequent', zh_CN: '操作过于频繁' },
  NOT_FOUND: { code: 1004, status: 404, en: 'The data does not exist', zh_CN: '数据不存在' },
  PERMISSION_DENIED: {
    code: 1005,
    status: 403,
    en: 'you do not have permission to access this page, please consult your administrator',
    zh_CN: '您没有访问此页面的权限，请咨询管理员',
  },
  INVALID_FILE_TYPE: { code: 1008, status: 200, en: 'Invalid file type', zh_CN: '无效的文件类型' },
  SESSION_EXPIRED: {
    code: 1010,
    status: 401,
    en: 'Login status expired, please login again',
    zh_CN: '登录状态已过期，请重新登录',
  },
  FILE_TOO_LARGE: { code: 1011, status: 413, en: 'The file is too large', zh_CN: '文件过大' },
  STAFF_KEY_INVALID: { code: 1016, status: 401, en: 'Invalid staff key', zh_CN: '无效的员工密钥' },
  SERVICE_NOT_CONFIGURED: { code: 1017, status: 503, en: 'The service is not configured', zh_CN: '该服务未配置' },
  CONFLICT: {
    code: 1018,
    status: 200,
    en: 'The data has been changed, please refresh and try again',
    zh_CN: '数据已变更，请刷新后重试',
  },
  NO_SELECTED_DATA: { code: 1024, status: 200, en: 'No selected data!', zh_CN: '未选择数据！' },
  NO_DATA_EXPORTED: { code: 1025, status: 200, en: 'No data is exported', zh_CN: '没有可导出的数据' },
  EXPORT_LIMIT: {
    code: 1026,
    status: 200,
    en: 'Export data can not exceed 5000, please adjust the filter conditions to re-export',
    zh_CN: '导出数据不能超过5000条，请调整筛选条件后重新导出',
  },
  FILE_TOO_COMPLEX: {
    code: 1060,
    status: 200,
    en: 'The file is too large or complex to process: remove unused sheets and cells, or split it, and try again',
    zh_CN: '文件过大或过于复杂，无法处理：请删除不用的工作表和单元格，或拆分后重试',
  },
  WORK_TIMEOUT: {
    code: 1061,
    status: 200,
    en: 'Processing took too long and was stopped: please try again with less data',
    zh_CN: '处理超时已停止：请减少数据量后重试',
  },
  SERVER_BUSY: {
    code: 1062,
    status: 503,
    en: 'The server is busy processing other files, please try again in a minute',
    zh_CN: '服务器正忙于处理其他文件，请稍后重试',
  },
  /** 14xx: refusals of the HTTP layer, numbered after their HTTP status (like 1500). */
  REQUEST_TIMEOUT: {
    code: 1408,
    status: 408,
    en: 'The request took too long to arrive, please try again',
    zh_CN: '请求传输超时，请重试',
  },
  REQUEST_TOO_LARGE: { code: 1413, status: 413, en: 'The request is too large', zh_CN: '请求内容过大' },
  INTERNAL_ERROR: { code: 1500, status: 500, en: 'System busy, please try again later', zh_CN: '系统繁忙，请稍后重试' },
});

/**
 * The shared codes by name, without the areas' messages: what the web's request layer compares
 * replies with. `ErrorCode` (error-catalogue.ts) holds every area's, and importing it brings every
 * area's messages into /login's download.
 */
export const CoreErrorCode = Object.fromEntries(Object.entries(coreErrors).map(([name, { code }]) => [name, code])) as {
  readonly [K in keyof typeof coreErrors]: (typeof coreErrors)[K]['code'];
};
