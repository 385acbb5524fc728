import { defineErrors } from '../../core/error-codes';

/** Refusals of the settings drawer. */
export const settingErrors = defineErrors({
  CURRENT_PASSWORD_WRONG: {
    code: 1013,
    status: 200,
    en: 'The current password is incorrect',
    zh_CN: '当前密码不正确',
  },
});
