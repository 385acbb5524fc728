import { defineErrors } from '../../core/error-codes';

/** Refusals of the shipping area (codes 1200–1249): quotes, and staff edits of the rate data. */
export const shippingErrors = defineErrors({
  NO_SHIPPING_OPTIONS: {
    code: 1200,
    status: 200,
    en: 'There are no shipping options available for this order, please contact customer service if you have any questions!',
    zh_CN: '该订单暂无可用的物流渠道，如有疑问请联系客服！',
  },
  SHIPPING_METHOD_UNAVAILABLE: {
    code: 1201,
    status: 200,
    en: 'The selected shipping method is not available for this order, please choose another',
    zh_CN: '所选物流渠道不适用于该订单，请选择其他渠道',
  },
  SHIPPING_METHOD_NOT_FOUND: {
    code: 1202,
    status: 404,
    en: 'The shipping method does not exist',
    zh_CN: '物流渠道不存在',
  },
  SHIPPING_METHOD_WAREHOUSE_FIXED: {
    code: 1203,
    status: 200,
    en: 'A shipping method cannot move to another warehouse (its zones are counted from its warehouse): create a new method instead',
    zh_CN: '物流渠道不能改到其他仓库（其分区按所属仓库划分），请新建渠道',
  },
  SHIPPING_METHOD_HAS_NO_RATES: {
    code: 1204,
    status: 200,
    en: 'The shipping method has no rate card yet: save its rate card before enabling it',
    zh_CN: '该物流渠道尚无价卡，请先保存价卡再启用',
  },
  SURCHARGE_NOT_FOUND: {
    code: 1205,
    status: 404,
    en: 'The surcharge does not exist for this shipping method',
    zh_CN: '该物流渠道下不存在此附加费',
  },
});
