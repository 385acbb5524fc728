import { defineErrors } from '../../core/error-codes';

/** Refusals of the warning-email setting. */
export const warningEmailErrors = defineErrors({
  WARNING_EMAIL_DISABLED: {
    code: 1721,
    status: 200,
    en: 'Warning emails are not enabled for your account yet, please contact customer service',
    zh_CN: '您的账号尚未开通预警邮件，请联系客服',
  },
});
