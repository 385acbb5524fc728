import type { MenuNode } from '../menu-node';

/** SKUs: the list and the form that adds one. */
export const PRODUCTS_MENU: MenuNode = {
  path: '/products',
  title: { en: 'Products', zh_CN: '产品管理' },
  icon: 'AppstoreOutlined',
  permission: 'product',
  ready: true,
  children: [
    {
      path: '/productsList',
      component: 'products/list',
      title: { en: 'SKU List', zh_CN: 'SKU 列表' },
      permission: 'product',
      ready: true,
    },
    {
      path: '/products/add',
      component: 'products/add',
      title: { en: 'Add SKU', zh_CN: '新增 SKU' },
      permission: 'product',
      need: 'manage',
      hide: true,
      highlight: '/productsList',
      ready: true,
    },
  ],
};
