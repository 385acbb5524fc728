import { defineErrors } from '../../core/error-codes';

/** Refusals of the merchant's webhook endpoints. */
export const webhookErrors = defineErrors({
  WEBHOOK_URL_NOT_ALLOWED: {
    code: 1781,
    status: 200,
    en: 'The endpoint URL must start with https:// and name a public host',
    zh_CN: '接收地址须以 https:// 开头，且为公网地址',
  },
  WEBHOOK_ENDPOINT_LIMIT: {
    code: 1782,
    status: 200,
    en: 'At most {max} webhook endpoints can be registered',
    zh_CN: '最多可登记 {max} 个 Webhook 接收地址',
  },
});
