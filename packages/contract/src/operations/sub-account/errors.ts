import { defineErrors } from '../../core/error-codes';

/** Refusals of sub-account management and of invitation links. */
export const subAccountErrors = defineErrors({
  INVITATION_INVALID: {
    code: 1701,
    status: 200,
    en: 'The invitation link is invalid or has expired, please ask for a new one',
    zh_CN: '邀请链接无效或已过期，请联系主账号重新邀请',
  },
  INVITATION_NOT_PENDING: {
    code: 1702,
    status: 200,
    en: 'This sub-account has already set its password',
    zh_CN: '该子账号已设置密码',
  },
  SUB_ACCOUNT_INVITED: {
    code: 1703,
    status: 200,
    en: 'This sub-account has not accepted its invitation yet',
    zh_CN: '该子账号尚未接受邀请',
  },
});
