import { defineErrors } from '../../core/error-codes';

/** Refusals of loss orders (1390–1399). */
export const lossOrderErrors = defineErrors({
  LOSS_ORDER_NOT_FOUND: {
    code: 1390,
    status: 404,
    en: 'The loss order does not exist',
    zh_CN: '损益单不存在',
  },
  LOSS_ORDER_CLOSED: {
    code: 1391,
    status: 200,
    en: 'The loss order has been {state} and cannot be changed',
    zh_CN: '损益单已{state}，无法修改',
  },
  LOSS_ORDER_RECOUNT_BEFORE_SHELVING: {
    code: 1392,
    status: 200,
    en: 'Loss order {loss_no} can be recounted once booking {receiving_no} is shelved: its units are not in stock yet',
    zh_CN: '入库单{receiving_no}上架后才能复核损益单{loss_no}：其货物尚未入库',
  },
});
