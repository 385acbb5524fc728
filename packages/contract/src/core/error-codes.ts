import type { Lang, Localized } from './lang';

/** One catalogue of reply codes for every `/api` call. 0 is success; 1010 is the spec's "session expired". */
export const ErrorCode = {
  OK: 0,
  VALIDATION_FAILED: 1001,
  PARAMETER_ERROR: 1002,
  TOO_FREQUENT: 1003,
  NOT_FOUND: 1004,
  PERMISSION_DENIED: 1005,
  LOGIN_FAILED: 1006,
  EMAIL_EXISTS: 1007,
  INVALID_FILE_TYPE: 1008,
  UPLOAD_FAILED: 1009,
  SESSION_EXPIRED: 1010,
  FILE_TOO_LARGE: 1011,
  PASSWORD_MISMATCH: 1012,
  CURRENT_PASSWORD_WRONG: 1013,
  RESET_LINK_INVALID: 1014,
  ACCOUNT_DISABLED: 1015,
  STAFF_KEY_INVALID: 1016,
  SERVICE_NOT_CONFIGURED: 1017,
  CONFLICT: 1018,
  SKU_EXISTS: 1019,
  UPC_EXISTS: 1020,
  SKU_IN_USE: 1021,
  SKU_HAS_STOCK: 1022,
  SKU_NOT_FOUND: 1023,
  NO_SELECTED_DATA: 1024,
  NO_DATA_EXPORTED: 1025,
  EXPORT_LIMIT: 1026,
  SETTING_NOT_ENABLED: 1027,
  TRANSLATION_NOT_CONFIGURED: 1028,
  TRANSLATION_FAILED: 1029,
  IMPORT_FILE_NAME: 1030,
  IMPORT_FILE_UNREADABLE: 1031,
  IMPORT_TOO_MANY_ROWS: 1032,
  IMPORT_EMPTY: 1033,
  SKU_IMMUTABLE: 1034,
  FILE_TOO_COMPLEX: 1060,
  WORK_TIMEOUT: 1061,
  SERVER_BUSY: 1062,
  STORAGE_QUOTA_EXCEEDED: 1063,
  /** 14xx: refusals of the HTTP layer, numbered after their HTTP status (like 1500). */
  REQUEST_TIMEOUT: 1408,
  REQUEST_TOO_LARGE: 1413,
  INTERNAL_ERROR: 1500,
} as const;
export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export const errorMessages: Record<ErrorCodeName, Localized> = {
  OK: { en: 'Success', zh_CN: '成功' },
  VALIDATION_FAILED: { en: 'Validation failure', zh_CN: '验证失败' },
  PARAMETER_ERROR: { en: 'Parameter error', zh_CN: '参数错误' },
  TOO_FREQUENT: { en: 'Operation too frequent', zh_CN: '操作过于频繁' },
  NOT_FOUND: { en: 'The data does not exist', zh_CN: '数据不存在' },
  PERMISSION_DENIED: {
    en: 'you do not have permission to access this page, please consult your administrator',
    zh_CN: '您没有访问此页面的权限，请咨询管理员',
  },
  LOGIN_FAILED: { en: 'Incorrect email or password', zh_CN: '邮箱或密码错误' },
  EMAIL_EXISTS: { en: 'The email has already been registered', zh_CN: '该邮箱已被注册' },
  INVALID_FILE_TYPE: { en: 'Invalid file type', zh_CN: '无效的文件类型' },
  UPLOAD_FAILED: { en: 'Upload failed', zh_CN: '上传失败' },
  SESSION_EXPIRED: { en: 'Login status expired, please login again', zh_CN: '登录状态已过期，请重新登录' },
  FILE_TOO_LARGE: { en: 'The file is too large', zh_CN: '文件过大' },
  PASSWORD_MISMATCH: { en: 'Inconsistency between two password entries', zh_CN: '两次输入的密码不一致' },
  CURRENT_PASSWORD_WRONG: { en: 'The current password is incorrect', zh_CN: '当前密码不正确' },
  RESET_LINK_INVALID: {
    en: 'The reset link is invalid or has expired, please request a new one',
    zh_CN: '重置链接无效或已过期，请重新申请',
  },
  ACCOUNT_DISABLED: { en: 'The account has been disabled', zh_CN: '该账号已被停用' },
  STAFF_KEY_INVALID: { en: 'Invalid staff key', zh_CN: '无效的员工密钥' },
  SERVICE_NOT_CONFIGURED: { en: 'The service is not configured', zh_CN: '该服务未配置' },
  CONFLICT: { en: 'The data has been changed, please refresh and try again', zh_CN: '数据已变更，请刷新后重试' },
  SKU_EXISTS: { en: 'SKU already exists', zh_CN: 'SKU已存在' },
  UPC_EXISTS: { en: 'UPC already exists', zh_CN: '条码已存在' },
  SKU_IN_USE: {
    en: 'SKUs in use by packing lists or orders cannot be deleted',
    zh_CN: '已被装箱单或订单使用的SKU不能删除',
  },
  SKU_HAS_STOCK: {
    en: 'SKUs with stock in a warehouse cannot be deleted',
    zh_CN: '仓库中仍有库存的SKU不能删除',
  },
  SKU_NOT_FOUND: { en: 'SKU code does not exist', zh_CN: 'SKU编码不存在' },
  NO_SELECTED_DATA: { en: 'No selected data!', zh_CN: '未选择数据！' },
  NO_DATA_EXPORTED: { en: 'No data is exported', zh_CN: '没有可导出的数据' },
  EXPORT_LIMIT: {
    en: 'Export data can not exceed 5000, please adjust the filter conditions to re-export',
    zh_CN: '导出数据不能超过5000条，请调整筛选条件后重新导出',
  },
  SETTING_NOT_ENABLED: {
    en: 'This setting must be enabled by customer service first',
    zh_CN: '该设置需先由客服开通',
  },
  TRANSLATION_NOT_CONFIGURED: { en: 'translation service not configured', zh_CN: '翻译服务未配置' },
  TRANSLATION_FAILED: { en: 'Translation failed, please try again later', zh_CN: '翻译失败，请稍后重试' },
  IMPORT_FILE_NAME: { en: 'The file name must be 3-64 characters', zh_CN: '文件名须为3-64个字符' },
  IMPORT_FILE_UNREADABLE: {
    en: 'The file cannot be read: please upload an Excel workbook saved as .xlsx or .xls',
    zh_CN: '无法读取文件：请上传另存为 .xlsx 或 .xls 的 Excel 工作簿',
  },
  IMPORT_TOO_MANY_ROWS: {
    en: 'At most 5000 rows can be imported at a time',
    zh_CN: '每次最多导入5000行',
  },
  IMPORT_EMPTY: { en: 'The file has no data rows', zh_CN: '文件中没有数据行' },
  SKU_IMMUTABLE: { en: 'The SKU code cannot be changed once created', zh_CN: 'SKU编码创建后不能修改' },
  FILE_TOO_COMPLEX: {
    en: 'The file is too large or complex to process: remove unused sheets and cells, or split it, and try again',
    zh_CN: '文件过大或过于复杂，无法处理：请删除不用的工作表和单元格，或拆分后重试',
  },
  WORK_TIMEOUT: {
    en: 'Processing took too long and was stopped: please try again with less data',
    zh_CN: '处理超时已停止：请减少数据量后重试',
  },
  SERVER_BUSY: {
    en: 'The server is busy processing other files, please try again in a minute',
    zh_CN: '服务器正忙于处理其他文件，请稍后重试',
  },
  STORAGE_QUOTA_EXCEEDED: {
    en: 'Your storage space for uploaded files is full, please contact customer service',
    zh_CN: '您的上传文件存储空间已满，请联系客服',
  },
  REQUEST_TIMEOUT: {
    en: 'The request took too long to arrive, please try again',
    zh_CN: '请求传输超时，请重试',
  },
  REQUEST_TOO_LARGE: { en: 'The request is too large', zh_CN: '请求内容过大' },
  INTERNAL_ERROR: { en: 'System busy, please try again later', zh_CN: '系统繁忙，请稍后重试' },
};

const byValue = new Map<number, ErrorCodeName>(
  (Object.entries(ErrorCode) as [ErrorCodeName, number][]).map(([name, value]) => [value, name]),
);

export function errorMessage(code: ErrorCodeName, lang: Lang): string {
  return errorMessages[code][lang];
}

export function errorCodeName(value: number): ErrorCodeName | undefined {
  return byValue.get(value);
}
