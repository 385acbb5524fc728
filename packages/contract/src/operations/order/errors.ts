import { defineErrors } from '../../core/error-codes';

/**
 * Refusals of the orders area (codes 1100–1199). Stock refusals are the inventory area's, "no
 * shipping options" and "method not available" the shipping area's, balance refusals the wallet's.
 */
export const orderErrors = defineErrors({
  ORDER_NOT_FOUND: { code: 1100, status: 404, en: 'The order does not exist', zh_CN: '订单不存在' },
  ORDER_NO_EXISTS: {
    code: 1101,
    status: 200,
    en: 'Platform Order No. {platform_order_no} already exists',
    zh_CN: '平台订单号 {platform_order_no} 已存在',
  },
  ORDER_NOT_EDITABLE: {
    code: 1102,
    status: 200,
    en: 'Only orders in Approving status can be edited; once verification has begun, please contact customer service',
    zh_CN: '只有待审核状态的订单可以编辑；订单进入审核后请联系客服',
  },
  ORDER_NOT_SUBMITTABLE: {
    code: 1103,
    status: 200,
    en: 'Orders not in Approving status cannot be submitted: {orders}',
    zh_CN: '非待审核状态的订单不能提交：{orders}',
  },
  ORDERS_MIXED_WAREHOUSES: {
    code: 1104,
    status: 200,
    en: 'The orders submitted together must share one warehouse',
    zh_CN: '一起提交的订单必须属于同一个仓库',
  },
  WAREHOUSE_BEFORE_METHOD: {
    code: 1105,
    status: 200,
    en: 'Please select a warehouse before the shipping method',
    zh_CN: '请先选择仓库，再选择物流方式',
  },
  ORDER_NOT_CANCELABLE: {
    code: 1106,
    status: 200,
    en: 'This order has left the warehouse and can no longer be cancelled; please contact customer service',
    zh_CN: '该订单已出库，无法取消；请联系客服',
  },
  ORDER_NOT_DELETABLE: {
    code: 1107,
    status: 200,
    en: 'Only orders in Approving or Canceled status can be deleted: {orders}',
    zh_CN: '只有待审核或已取消状态的订单可以删除：{orders}',
  },
  EXCEPTION_NOT_OPEN: {
    code: 1108,
    status: 200,
    en: 'This exception has already been answered or resolved',
    zh_CN: '该异常已回复或已处理',
  },
  ORDER_EXPORT_LIMIT: {
    code: 1109,
    status: 200,
    en: 'Export order details can not exceed 5000, please adjust the filter conditions to re-export',
    zh_CN: '导出订单明细不能超过5000条，请调整筛选条件后重新导出',
  },
  COPY_FAILED: { code: 1110, status: 200, en: 'Copy Failed', zh_CN: '复制失败' },
  SERVICES_UNAVAILABLE: { code: 1111, status: 200, en: 'Failed to get service', zh_CN: '获取服务失败' },
  SERVICE_NOT_QUOTED: {
    code: 1112,
    status: 200,
    en: 'No relevant value-added service type quoted!',
    zh_CN: '没有相关增值服务类型报价！',
  },
  ADDRESS_TYPE_LOCKED: {
    code: 1113,
    status: 200,
    en: 'The address type can no longer be changed once the order has been packed',
    zh_CN: '订单打包后不能再修改地址类型',
  },
  INTERCEPTION_PENDING: {
    code: 1114,
    status: 200,
    en: 'An interception request for this order is already with customer service',
    zh_CN: '该订单的拦截申请已提交客服处理',
  },
  ORDER_TRANSITION_REFUSED: {
    code: 1115,
    status: 200,
    en: 'The order cannot go from {from} to {to}',
    zh_CN: '订单不能从 {from} 变为 {to}',
  },
  INTERCEPTION_NOT_REQUESTED: {
    code: 1117,
    status: 200,
    en: 'No interception has been requested for this order',
    zh_CN: '该订单没有拦截申请',
  },
});
