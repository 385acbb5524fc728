import type { Localized } from '../core/lang';
import { hasPermission, type Permission } from './permissions';

/**
 * The one registry of the portal's menu. The server builds each user's `menu_list` from it; the
 * web maps `component` to a lazily loaded page. An entry reaches users only when `ready` (its page
 * exists): a later issue flips the flag in the same change that adds the page. This module holds
 * no zod (the entry schema is in menu-entry-schema.ts): the web maps a reloaded address to its
 * page's code with it before zod has loaded.
 */
export interface MenuNode {
  path: string;
  /** Page key in the web's page registry; absent on a pure menu group. */
  component?: string;
  title: Localized;
  icon?: string;
  permission?: Permission;
  /** Shown only to the customer id configured as `ORDER_FULFILLMENT_FEE_CUSTOMER_ID`. */
  onlyFeeCustomer?: boolean;
  /** Routable but not shown in the menu (detail and edit pages). */
  hide?: boolean;
  /** For a hidden page: the menu entry highlighted while it is shown (the list it belongs to). */
  highlight?: string;
  ready: boolean;
  children?: MenuNode[];
}

export const MENU_REGISTRY: MenuNode[] = [
  {
    path: '/dashboard',
    title: { en: 'Dashboard', zh_CN: '仪表盘' },
    icon: 'DashboardOutlined',
    ready: true,
    children: [
      {
        path: '/dashboard/workplace',
        component: 'dashboard/workplace',
        title: { en: 'Workplace', zh_CN: '工作台' },
        icon: 'DesktopOutlined',
        ready: true,
      },
      {
        path: '/dashboard/analysis',
        component: 'dashboard/analysis',
        title: { en: 'Analysis', zh_CN: '分析页' },
        icon: 'BarChartOutlined',
        permission: 'statistics',
        ready: true,
      },
      {
        path: '/dashboard/monitor',
        component: 'dashboard/monitor',
        title: { en: 'Monitor', zh_CN: '监控页' },
        icon: 'DashboardOutlined',
        permission: 'statistics',
        ready: true,
      },
    ],
  },
  {
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
        hide: true,
        highlight: '/productsList',
        ready: true,
      },
    ],
  },
  {
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
        hide: true,
        highlight: '/order/order-list',
        ready: true,
      },
      {
        path: '/order/edit',
        component: 'order/edit',
        title: { en: 'Edit Order', zh_CN: '编辑订单' },
        permission: 'order',
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
  },
  {
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
        ready: true,
      },
      {
        path: '/inbound/edit',
        component: 'inbound/edit',
        title: { en: 'Edit Inbound Booking', zh_CN: '编辑入库预约' },
        permission: 'inbound',
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
  },
  {
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
  },
  {
    path: '/serial-number',
    title: { en: 'Serial Numbers', zh_CN: '序列号管理' },
    icon: 'TagsOutlined',
    permission: 'serial_number',
    ready: true,
    children: [
      {
        path: '/serial-number/list',
        component: 'serial-numbers/list',
        title: { en: 'SN List', zh_CN: '客户序列号' },
        permission: 'serial_number',
        ready: true,
      },
    ],
  },
  {
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
  },
  {
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
  },
];

/** A `menu_list` entry as the spec names its fields. */
export interface MenuEntry {
  path: string;
  component: string;
  children: MenuEntry[];
  meta: {
    title: string;
    title_cn: string;
    title_en: string;
    icon: string;
    hide: boolean;
    badge?: string;
    badgeColor?: string;
  };
}

export interface MenuViewer {
  isMain: boolean;
  permissions: readonly string[];
  customerId: number;
  /** The one customer id that gets the order-fulfilment-fee billing entry, or null for none. */
  feeCustomerId: number | null;
  lang: 'en' | 'zh_CN';
}

/** The viewer's menu: ready entries they may open; groups left empty are dropped. */
export function buildMenuList(viewer: MenuViewer, registry: MenuNode[] = MENU_REGISTRY): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const node of registry) {
    if (!node.ready || !hasPermission(viewer, node.permission)) continue;
    if (node.onlyFeeCustomer && viewer.customerId !== viewer.feeCustomerId) continue;
    const children = node.children ? buildMenuList(viewer, node.children) : [];
    if (!node.component && children.length === 0) continue;
    entries.push({
      path: node.path,
      component: node.component ?? '',
      children,
      meta: {
        title: node.title[viewer.lang],
        title_cn: node.title.zh_CN,
        title_en: node.title.en,
        icon: node.icon ?? '',
        hide: node.hide ?? false,
      },
    });
  }
  return entries;
}

/** Every page key a registry names, ready or not: the web checks it has a page for each ready one. */
export function registryComponents(registry: MenuNode[] = MENU_REGISTRY, onlyReady = true): string[] {
  return registry.flatMap((node) => [
    ...(node.component && (!onlyReady || node.ready) ? [node.component] : []),
    ...registryComponents(node.children ?? [], onlyReady),
  ]);
}
