import type { MenuNode } from '../menu-node';

/** Billing: transactions, top-ups, storage fees, statements, and the order fulfilment fee of one configured customer. */
export const BILLING_MENU: MenuNode = {
  path: '/billing',
  title: { en: 'Billing', zh_CN: '账单管理' },
  icon: 'AccountBookOutlined',
  permission: 'billing',
  ready: true,
  children: [
    {
      path: '/billing/transactions',
      component: 'billing/transactions',
      title: { en: 'Transaction History', zh_CN: '交易记录' },
      permission: 'billing',
      ready: true,
    },
    {
      path: '/billing/top-up-records',
      component: 'billing/top-up-records',
      title: { en: 'Top-up Records', zh_CN: '充值记录' },
      permission: 'topup',
      ready: true,
    },
    {
      path: '/billing/storage-fees',
      component: 'billing/storage-fees',
      title: { en: 'Warehouse Fees', zh_CN: '仓租费' },
      permission: 'billing',
      ready: true,
    },
    {
      path: '/billing/statements',
      component: 'billing/statements',
      title: { en: 'Monthly Statements', zh_CN: '月度对账单' },
      permission: 'billing',
      ready: true,
    },
    {
      path: '/billing/topUp',
      component: 'billing/top-up',
      title: { en: 'Top Up', zh_CN: '充值' },
      permission: 'topup',
      need: 'manage',
      ready: true,
    },
    {
      path: '/billing/order-fulfillment-fee',
      component: 'billing/order-fulfillment-fee',
      title: { en: 'Order Fulfillment Fee', zh_CN: '订单履约费' },
      permission: 'billing',
      onlyFeeCustomer: true,
      ready: true,
    },
  ],
};
