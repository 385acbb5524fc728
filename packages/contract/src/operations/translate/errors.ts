import { defineErrors } from '../../core/error-codes';

/** Refusals of name translation. */
export const translateErrors = defineErrors({
  TRANSLATION_NOT_CONFIGURED: {
    code: 1028,
    status: 503,
    en: 'translation service not configured',
    zh_CN: '翻译服务未配置',
  },
  TRANSLATION_FAILED: {
    code: 1029,
    status: 502,
    en: 'Translation failed, please try again later',
    zh_CN: '翻译失败，请稍后重试',
  },
});
