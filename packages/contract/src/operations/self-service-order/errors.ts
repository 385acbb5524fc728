import { defineErrors } from '../../core/error-codes';

/** Refusals of self-service parcel orders, the merchant's and staff's (1960–1979). */
export const selfServiceOrderErrors = defineErrors({
  PARCEL_NOT_FOUND: {
    code: 1960,
    status: 404,
    en: 'The parcel order does not exist',
    zh_CN: '自助包裹订单不存在',
  },
  PARCEL_NOT_EDITABLE: {
    code: 1961,
    status: 200,
    en: 'Only draft parcel orders can be edited or pre-advised; this one is {status}',
    zh_CN: '只有草稿状态的包裹订单可以编辑或预报，该订单当前为{status}',
  },
  PARCEL_NOT_CANCELABLE: {
    code: 1962,
    status: 200,
    en: 'The parcel is {status} and can no longer be canceled: request an interception while the hub still holds it',
    zh_CN: '包裹当前为{status}，已无法取消：包裹仍在集货仓时可申请拦截',
  },
  PARCEL_NOT_INTERCEPTABLE: {
    code: 1963,
    status: 200,
    en: 'An interception can only be requested while the provider holds the parcel before it ships; this one is {status}',
    zh_CN: '只有包裹已交接且尚未发出时才能申请拦截，该包裹当前为{status}',
  },
  PARCEL_INTERCEPTION_PENDING: {
    code: 1964,
    status: 200,
    en: 'An interception of this parcel is already requested',
    zh_CN: '该包裹已申请拦截',
  },
  PARCEL_STEP_REFUSED: {
    code: 1965,
    status: 200,
    en: 'The parcel is {status}: this step cannot be taken now',
    zh_CN: '包裹当前为{status}，无法执行此操作',
  },
  PARCEL_EXCEPTION_NOT_OPEN: {
    code: 1966,
    status: 200,
    en: 'This exception is not waiting for a reply',
    zh_CN: '该异常不需要回复',
  },
  PARCEL_REF_TAKEN: {
    code: 1967,
    status: 200,
    en: 'Another parcel order already has this reference',
    zh_CN: '已有包裹订单使用该参考号',
  },
  SENDER_NOT_FOUND: {
    code: 1968,
    status: 200,
    en: 'The sender address does not exist, choose another',
    zh_CN: '发件地址不存在，请重新选择',
  },
  SENDERS_FULL: {
    code: 1969,
    status: 200,
    en: 'At most {max} sender addresses can be saved',
    zh_CN: '最多可保存 {max} 个发件地址',
  },
  PARCEL_MEASURES_MISMATCH: {
    code: 1970,
    status: 200,
    en: 'The parcel order has {pieces} pieces: give the measures of each, in order',
    zh_CN: '该包裹订单共 {pieces} 件，请按顺序填写每件的测量结果',
  },
  PARCEL_INTERCEPTION_NOT_REQUESTED: {
    code: 1971,
    status: 200,
    en: 'No interception of this parcel is waiting for an answer',
    zh_CN: '该包裹没有待处理的拦截申请',
  },
});
