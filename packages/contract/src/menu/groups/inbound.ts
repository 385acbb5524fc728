import type { MenuNode } from '../menu-node';

/** Inbound bookings: the list, the booking wizard, and the edit and detail pages. */
export const INBOUND_MENU: MenuNode = {
  path: '/inbound',
  title: { en: 'Inbound', zh_CN: '入库管理' },
  icon: 'ImportOutlined',
  permission: 'inbound',
  ready: true,
  children: [
    {
      path: '/inbound/list',
      component: 'inbound/list',
      title: { en: 'Inbound Bookings', zh_CN: '入库预约单' },
      permission: 'inbound',
      ready: true,
    },
    {
      path: '/inbound/create',
      component: 'inbound/create',
      title: { en: 'Book Inbound', zh_CN: '创建入库预约' },
      permission: 'inbound',
      need: 'manage',
      ready: true,
    },
    {
      path: '/inbound/edit',
      component: 'inbound/edit',
      title: { en: 'Edit Inbound Booking', zh_CN: '编辑入库预约' },
      permission: 'inbound',
      need: 'manage',
      hide: true,
      highlight: '/inbound/list',
      ready: true,
    },
    {
      path: '/inbound/detail',
      component: 'inbound/detail',
      title: { en: 'Inbound Booking Details', zh_CN: '入库预约详情' },
      permission: 'inbound',
      hide: true,
      highlight: '/inbound/list',
      ready: true,
    },
  ],
};
