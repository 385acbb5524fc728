import type { MenuNode } from '../menu-node';

/**
 * Orders: the list, and the create, edit, next-step and detail pages it opens; the self-service
 * parcel orders (issue 27), the merchant's own parcels paid from the same wallet, with theirs.
 */
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
    {
      path: '/self-service-order',
      component: 'self-service-order/list',
      title: { en: 'Self-service Orders', zh_CN: '自助订单' },
      permission: 'order',
      ready: true,
    },
    {
      path: '/self-service-order/create',
      component: 'self-service-order/create',
      title: { en: 'Create Self-service Order', zh_CN: '创建自助订单' },
      permission: 'order',
      need: 'manage',
      hide: true,
      highlight: '/self-service-order',
      ready: true,
    },
    {
      path: '/self-service-order/edit',
      component: 'self-service-order/edit',
      title: { en: 'Edit Self-service Order', zh_CN: '编辑自助订单' },
      permission: 'order',
      need: 'manage',
      hide: true,
      highlight: '/self-service-order',
      ready: true,
    },
    {
      path: '/self-service-order/detail',
      component: 'self-service-order/detail',
      title: { en: 'Self-service Order Details', zh_CN: '自助订单详情' },
      permission: 'order',
      hide: true,
      highlight: '/self-service-order',
      ready: true,
    },
  ],
};
