import { defineErrors } from '../../core/error-codes';

/** Refusals of inbound bookings (1360–1389); the field rules of the wizard are validation messages. */
export const inboundErrors = defineErrors({
  INBOUND_NOT_FOUND: {
    code: 1360,
    status: 404,
    en: 'The inbound booking does not exist',
    zh_CN: '入库预约单不存在',
  },
  INBOUND_NOT_EDITABLE: {
    code: 1361,
    status: 200,
    en: 'Only a draft or withdrawn booking can be changed or submitted',
    zh_CN: '只有草稿或已撤回的预约单可以修改或提交',
  },
  INBOUND_NOT_WITHDRAWABLE: {
    code: 1362,
    status: 200,
    en: 'The booking has been audited and cannot be withdrawn, please contact customer service to cancel it',
    zh_CN: '预约单已审核，无法撤回，请联系客服作废',
  },
  INBOUND_NOT_DELETABLE: {
    code: 1363,
    status: 200,
    en: 'Only a draft or withdrawn booking can be deleted',
    zh_CN: '只有草稿或已撤回的预约单可以删除',
  },
  INBOUND_STEP_REFUSED: {
    code: 1364,
    status: 200,
    en: 'The booking is {status}: it cannot be {step}',
    zh_CN: '预约单状态为{status}，无法{step}',
  },
  INBOUND_BOX_UNKNOWN: {
    code: 1365,
    status: 200,
    en: 'Box {box} is not on this booking',
    zh_CN: '箱号 {box} 不在该预约单中',
  },
  INBOUND_SKU_NOT_BOOKED: {
    code: 1366,
    status: 200,
    en: 'SKU {sku} is not on this booking',
    zh_CN: 'SKU {sku} 不在该预约单中',
  },
  INBOUND_QUANTITY_OVER: {
    code: 1367,
    status: 200,
    en: 'SKU {sku}: {given} is more than the {limit} that can be {step}',
    zh_CN: 'SKU {sku}：{given} 超过了可{step}的数量 {limit}',
  },
});
