import { defineErrors } from '../../core/error-codes';

/** Refusals of the billing pages (1460–1479): transactions, statements, the fulfilment-fee report. */
export const billingErrors = defineErrors({
  BILLING_TRANSACTION_NOT_FOUND: {
    code: 1460,
    status: 404,
    en: 'The transaction does not exist',
    zh_CN: '交易记录不存在',
  },
  STATEMENT_MONTH_INVALID: {
    code: 1461,
    status: 200,
    en: '{month} is not a month: choose one as YYYY-MM',
    zh_CN: '{month} 不是有效的月份，请按 YYYY-MM 选择',
  },
  STATEMENT_MONTH_NOT_CLOSED: {
    code: 1462,
    status: 200,
    en: 'The statement of {month} is not ready: statements cover closed months only',
    zh_CN: '{month} 的对账单尚未生成：仅可下载已结束月份的对账单',
  },
  STATEMENT_TOO_LARGE: {
    code: 1463,
    status: 200,
    en: 'The statement of {month} has more than {max} transactions: please export the transaction list by date instead',
    zh_CN: '{month} 的对账单超过 {max} 笔交易，请按日期导出交易记录',
  },
});
