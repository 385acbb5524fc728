import type { MenuNode } from '../menu-node';

/** Orders: the list, and the create, edit, next-step and detail pages it opens. */
export const ORDERS_MENU: MenuNode = {
  path: '/order',
  title: { en: 'Orders', zh_CN: '订单管理' },
  icon: 'ShoppingCartOutlined',
  permission: 'order',
  ready: true,
  children: [
    {
      path: '/order/order-list',
      component: 'order/list',
      title: { en: 'Order List', zh_CN: '订单列表' },
      permission: 'order',
      ready: true,
    },
    {
      path: '/order/create',
      component: 'order/create',
      title: { en: 'Create Order', zh_CN: '创建订单' },
      permission: 'order',
      need: 'manage',
      hide: true,
      highlight: '/order/order-list',
      ready: true,
    },
    {
      path: '/order/edit',
      component: 'order/edit',
      title: { en: 'Edit Order', zh_CN: '编辑订单' },
      permission: 'order',
      need: 'manage',
      hide: true,
      highlight: '/order/order-list',
      ready: true,
    },
    {
      // The form's second step (shipping and services): shown in the tab of the form it continues.
      path: '/order/next',
      component: 'order/next',
      title: { en: 'Order Next Step', zh_CN: '订单下一步' },
      permission: 'order',
      need: 'manage',
      hide: true,
      highlight: '/order/order-list',
      ready: true,
    },
    {
      path: '/order/detail',
      component: 'order/detail',
      title: { en: 'Order Details', zh_CN: '订单详情' },
      permission: 'order',
      hide: true,
      highlight: '/order/order-list',
      ready: true,
    },
  ],
};
