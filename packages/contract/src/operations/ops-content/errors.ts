import { defineErrors } from '../../core/error-codes';

/** Refusals of the staff content area (1751–1759: the inbound guidelines). */
export const opsContentErrors = defineErrors({
  GUIDELINE_WAREHOUSE_UNKNOWN: {
    code: 1751,
    status: 200,
    en: 'Warehouse {warehouse_id} does not exist',
    zh_CN: '仓库 {warehouse_id} 不存在',
  },
});
