import type { MenuNode } from '../menu-node';

/**
 * SKUs: the list and the form that adds one; packages (kits of SKUs): their list, form and detail; the
 * merchant's own packaging (boxes, mailers, inserts): its list, form and detail with the stock log.
 */
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
    {
      path: '/products/packages',
      component: 'products/packages',
      title: { en: 'Packages', zh_CN: '组合商品' },
      permission: 'product',
      ready: true,
    },
    {
      // A new package; `?id=` edits one (one tab per package).
      path: '/products/packages/add',
      component: 'products/packages/add',
      title: { en: 'Add Package', zh_CN: '新增组合商品' },
      permission: 'product',
      need: 'manage',
      hide: true,
      highlight: '/products/packages',
      ready: true,
    },
    {
      // Read-only, so an account that may only view products opens it too.
      path: '/products/packages/detail',
      component: 'products/packages/detail',
      title: { en: 'Package Details', zh_CN: '组合商品详情' },
      permission: 'product',
      hide: true,
      highlight: '/products/packages',
      ready: true,
    },
    {
      path: '/products/packaging',
      component: 'products/packaging',
      title: { en: 'Packaging', zh_CN: '自有包材' },
      permission: 'product',
      ready: true,
    },
    {
      // A new packaging item; `?id=` edits one (one tab per item).
      path: '/products/packaging/add',
      component: 'products/packaging/add',
      title: { en: 'Add Packaging', zh_CN: '新增包材' },
      permission: 'product',
      need: 'manage',
      hide: true,
      highlight: '/products/packaging',
      ready: true,
    },
    {
      path: '/products/packaging/detail',
      component: 'products/packaging/detail',
      title: { en: 'Packaging Details', zh_CN: '包材详情' },
      permission: 'product',
      hide: true,
      highlight: '/products/packaging',
      ready: true,
    },
  ],
};
