import type { MenuNode } from '../menu-node';

/** Inventory: the stock list, stock log, inventory age, and loss orders with their detail. */
export const INVENTORY_MENU: MenuNode = {
  path: '/inventory',
  title: { en: 'Inventory', zh_CN: '库存管理' },
  icon: 'DatabaseOutlined',
  permission: 'inventory',
  ready: true,
  children: [
    {
      path: '/inventory/list',
      component: 'inventory/list',
      title: { en: 'Inventory List', zh_CN: '库存列表' },
      permission: 'inventory',
      ready: true,
    },
    {
      path: '/inventory/stock-log',
      component: 'inventory/stock-log',
      title: { en: 'Stock Log', zh_CN: '库存流水' },
      permission: 'inventory',
      ready: true,
    },
    {
      path: '/inventory/age',
      component: 'inventory/age',
      title: { en: 'Inventory Age', zh_CN: '库龄' },
      permission: 'inventory',
      ready: true,
    },
    {
      path: '/inventory/loss-orders',
      component: 'loss-orders/list',
      title: { en: 'Loss Orders', zh_CN: '损益单' },
      permission: 'inventory',
      ready: true,
    },
    {
      path: '/inventory/loss-order-detail',
      component: 'loss-orders/detail',
      title: { en: 'Loss Order Details', zh_CN: '损益单详情' },
      permission: 'inventory',
      hide: true,
      highlight: '/inventory/loss-orders',
      ready: true,
    },
  ],
};
