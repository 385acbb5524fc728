import type { Localized, OrderStatus } from '@portal/contract';

/** Each status as the spec names it, for refusals the server words ("The order cannot go from Shipped to Canceled"). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, Localized>> = {
  approving: { en: 'Approving', zh_CN: '待审核' },
  verifying: { en: 'Verifying', zh_CN: '审核中' },
  awaiting_packing: { en: 'Awaiting Packing', zh_CN: '待打包' },
  packaged: { en: 'Packaged', zh_CN: '已打包' },
  awaiting_shipping: { en: 'Awaiting Shipping', zh_CN: '待发货' },
  shipped: { en: 'Shipped', zh_CN: '已发货' },
  in_transit: { en: 'In Transit', zh_CN: '运输中' },
  pick_up: { en: 'Pick Up', zh_CN: '到达待取' },
  out_for_delivery: { en: 'Out For Delivery', zh_CN: '派送中' },
  delivered: { en: 'Delivered', zh_CN: '已签收' },
  alert: { en: 'Alert', zh_CN: '可能异常' },
  expired: { en: 'Expired', zh_CN: '运输过久' },
  canceled: { en: 'Canceled', zh_CN: '已取消' },
};
