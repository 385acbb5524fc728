import { defineErrors } from '../../core/error-codes';

/** Refusals of the inbound charges' staff settings (1670–1679). */
export const opsInboundErrors = defineErrors({
  INBOUND_RATE_WAREHOUSE_NOT_FOUND: {
    code: 1670,
    status: 200,
    en: 'The warehouse does not exist, so it has no inbound rate card',
    zh_CN: '仓库不存在，无法设置入库费率卡',
  },
});
