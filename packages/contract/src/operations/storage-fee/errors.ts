import { defineErrors } from '../../core/error-codes';

/** Refusals of storage fees (1640–1649). */
export const storageFeeErrors = defineErrors({
  STORAGE_CHARGE_NOT_FOUND: {
    code: 1640,
    status: 404,
    en: 'The storage fee record does not exist',
    zh_CN: '仓租记录不存在',
  },
  STORAGE_WAREHOUSE_NOT_FOUND: {
    code: 1641,
    status: 200,
    en: 'The warehouse does not exist',
    zh_CN: '仓库不存在',
  },
  STORAGE_CUSTOMER_NOT_FOUND: {
    code: 1642,
    status: 200,
    en: 'The customer does not exist',
    zh_CN: '客户不存在',
  },
  STORAGE_TIERS_REPEATED: {
    code: 1643,
    status: 200,
    en: 'Each tier must start on a different day',
    zh_CN: '每个阶梯的起始天数不能重复',
  },
  STORAGE_DAY_NOT_OVER: {
    code: 1644,
    status: 200,
    en: 'The day {day} is not over yet in the warehouse and cannot be charged',
    zh_CN: '仓库当地时间 {day} 尚未结束，无法计费',
  },
});
