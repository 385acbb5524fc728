import { defineErrors } from '../../core/error-codes';

/** Refusals of sign-in, registration and password reset. */
export const authErrors = defineErrors({
  LOGIN_FAILED: { code: 1006, status: 200, en: 'Incorrect email or password', zh_CN: '邮箱或密码错误' },
  EMAIL_EXISTS: { code: 1007, status: 200, en: 'The email has already been registered', zh_CN: '该邮箱已被注册' },
  PASSWORD_MISMATCH: {
    code: 1012,
    status: 200,
    en: 'Inconsistency between two password entries',
    zh_CN: '两次输入的密码不一致',
  },
  RESET_LINK_INVALID: {
    code: 1014,
    status: 200,
    en: 'The reset link is invalid or has expired, please request a new one',
    zh_CN: '重置链接无效或已过期，请重新申请',
  },
  ACCOUNT_DISABLED: { code: 1015, status: 403, en: 'The account has been disabled', zh_CN: '该账号已被停用' },
});
