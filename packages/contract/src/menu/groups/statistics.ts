import type { MenuNode } from '../menu-node';

/** Statistics: country data, monthly expenses, shipping and volume, SKU shipment quantities. */
export const STATISTICS_MENU: MenuNode = {
  path: '/statistics',
  title: { en: 'Statistics', zh_CN: '数据统计' },
  icon: 'BarChartOutlined',
  permission: 'statistics',
  ready: true,
  children: [
    {
      path: '/statistics/country',
      component: 'statistics/country',
      title: { en: 'Country Data', zh_CN: '国家数据' },
      permission: 'statistics',
      ready: true,
    },
    {
      path: '/statistics/monthly-expenses',
      component: 'statistics/monthly-expenses',
      title: { en: 'Monthly Expenses', zh_CN: '月度费用' },
      permission: 'statistics',
      ready: true,
    },
    {
      path: '/statistics/monthly-shipping',
      component: 'statistics/monthly-shipping',
      title: { en: 'Monthly Shipping', zh_CN: '月度发货' },
      permission: 'statistics',
      ready: true,
    },
    {
      path: '/statistics/monthly-volume',
      component: 'statistics/monthly-volume',
      title: { en: 'Monthly Volume Detail', zh_CN: '月度体积明细' },
      permission: 'statistics',
      ready: true,
    },
    {
      path: '/statistics/sku-shipment',
      component: 'statistics/sku-shipment',
      title: { en: 'SKU Shipment Quantity', zh_CN: 'SKU 出库数量' },
      permission: 'statistics',
      ready: true,
    },
  ],
};
