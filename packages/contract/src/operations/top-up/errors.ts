import { defineErrors } from '../../core/error-codes';

/** Refusals of top-ups, the merchant's and staff's (1440–1459). */
export const topUpErrors = defineErrors({
  TOP_UP_NOT_FOUND: {
    code: 1440,
    status: 404,
    en: 'The top-up record does not exist',
    zh_CN: '充值记录不存在',
  },
  TOP_UP_NOT_PENDING: {
    code: 1441,
    status: 200,
    en: 'The top-up has already been {status} and cannot be changed',
    zh_CN: '该充值已{status}，无法修改',
  },
  VOUCHER_DUPLICATE: {
    code: 1442,
    status: 200,
    en: 'This voucher has already been submitted, it cannot be submitted twice',
    zh_CN: '该凭证已提交过，不能重复提交',
  },
  VOUCHER_INVALID: {
    code: 1443,
    status: 200,
    en: 'The voucher must be a jpg, png or pdf file',
    zh_CN: '凭证须为 jpg、png 或 pdf 文件',
  },
  VOUCHER_TOO_LARGE: {
    code: 1444,
    status: 200,
    en: 'The voucher must be at most 10 MB',
    zh_CN: '凭证不能超过 10 MB',
  },
  VOUCHER_ACTIVE_CONTENT: {
    code: 1448,
    status: 200,
    en: 'The voucher PDF contains scripts, automatic actions or embedded files: save it again as a plain PDF or send an image',
    zh_CN: '凭证 PDF 含有脚本、自动动作或嵌入文件：请另存为普通 PDF 或上传图片',
  },
  NO_RECEIVING_ACCOUNT: {
    code: 1445,
    status: 200,
    en: 'No receiving account is set up for this platform and currency, please choose another',
    zh_CN: '该平台和币种没有收款账户，请重新选择',
  },
  PAYMENT_DATE_FUTURE: {
    code: 1446,
    status: 200,
    en: 'The payment date cannot be later than today',
    zh_CN: '付款日期不能晚于今天',
  },
  EXCHANGE_RATE_MISSING: {
    code: 1447,
    status: 200,
    en: 'No exchange rate of {currency} to USD for {date}: set it first',
    zh_CN: '{date} 没有 {currency} 兑美元的汇率，请先设置',
  },
});
