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
