import { describe, expect, it } from 'vitest';
import { NO_GRANT } from './permissions';
import { buildMenuList, MENU_REGISTRY, type MenuNode, type MenuViewer } from './registry';

const main: MenuViewer = { isMain: true, grant: NO_GRANT, customerId: 10001, feeCustomerId: null, lang: 'en' };

const registry: MenuNode[] = [
  {
    path: '/billing',
    title: { en: 'Billing', zh_CN: '账单' },
    permission: 'billing',
    ready: true,
    children: [
      {
        path: '/billing/history',
        component: 'billing/history',
        title: { en: 'History', zh_CN: '流水' },
        permission: 'billing',
        ready: true,
      },
      {
        path: '/billing/fee',
        component: 'billing/fee',
        title: { en: 'Fee', zh_CN: '费用' },
        permission: 'billing',
        onlyFeeCustomer: true,
        ready: true,
      },
      { path: '/billing/soon', component: 'billing/soon', title: { en: 'Soon', zh_CN: '即将' }, ready: false },
    ],
  },
  {
    path: '/products',
    title: { en: 'Products', zh_CN: '产品' },
    permission: 'product',
    ready: true,
    children: [
      {
        path: '/productsList',
        component: 'products/list',
        title: { en: 'SKU', zh_CN: 'SKU' },
        permission: 'product',
        ready: true,
      },
    ],
  },
];

const paths = (viewer: MenuViewer) =>
  buildMenuList(viewer, registry).flatMap((e) => [e.path, ...e.children.map((c) => c.path)]);

describe('menu_list', () => {
  it('gives the main account every ready entry but the fee entry of another customer', () => {
    expect(paths(main)).toEqual(['/billing', '/billing/history', '/products', '/productsList']);
  });

  it('adds the order-fulfilment-fee entry only for the configured customer id', () => {
    expect(paths({ ...main, feeCustomerId: 10001 })).toContain('/billing/fee');
    expect(paths({ ...main, customerId: 10002, feeCustomerId: 10001 })).not.toContain('/billing/fee');
  });

  it('lets a sub-account see only what its permissions allow, dropping empty groups', () => {
    const product = (level: 'view' | 'manage') => ({
      ...main,
      isMain: false,
      grant: { areas: { product: level }, export: false },
    });
    expect(paths(product('manage'))).toEqual(['/products', '/productsList']);
    expect(paths({ ...main, isMain: false, grant: NO_GRANT })).toEqual([]);
  });

  it('shows a page that creates only to a sub-account that may manage its area', () => {
    const real = (level: 'view' | 'manage') =>
      buildMenuList({
        ...main,
        isMain: false,
        grant: { areas: { product: level, order: level }, export: false },
      }).flatMap((e) => [e.path, ...e.children.map((c) => c.path)]);
    expect(real('manage')).toEqual(expect.arrayContaining(['/products/add', '/order/create', '/order/order-list']));
    expect(real('view')).toEqual(expect.arrayContaining(['/productsList', '/order/order-list', '/order/detail']));
    expect(real('view')).not.toEqual(expect.arrayContaining(['/products/add']));
    expect(real('view').filter((path) => /add|create|edit|next/.test(path))).toEqual([]);
  });

  it('shows the packages with the product right only: their list and detail to a reader, the form to a manager', () => {
    const real = (grant: MenuViewer['grant']) =>
      buildMenuList({ ...main, isMain: false, grant }).flatMap((e) => [e.path, ...e.children.map((c) => c.path)]);
    const packages = (paths: string[]) => paths.filter((path) => path.startsWith('/products/packages'));
    expect(packages(real({ areas: { order: 'manage', inventory: 'manage' }, export: true }))).toEqual([]);
    expect(packages(real({ areas: { product: 'view' }, export: false }))).toEqual([
      '/products/packages',
      '/products/packages/detail',
    ]);
    expect(packages(real({ areas: { product: 'manage' }, export: false }))).toEqual([
      '/products/packages',
      '/products/packages/add',
      '/products/packages/detail',
    ]);
  });

  it('shows the sub-accounts to the main account only, whatever a sub-account holds', () => {
    const real = (viewer: MenuViewer) =>
      buildMenuList(viewer).flatMap((e) => [e.path, ...e.children.map((c) => c.path)]);
    expect(real(main)).toContain('/settings/sub-account');
    const full = { ...main, isMain: false, grant: { areas: { product: 'manage' as const }, export: true } };
    expect(real(full)).not.toContain('/settings/sub-account');
    // Every account has its own profile and reads its own messages: the group shows for them alone.
    expect(real(full).filter((path) => path.startsWith('/settings') || path.startsWith('/user'))).toEqual([
      '/settings',
      '/user/profile',
      '/user/message',
    ]);
    expect(real(full)).not.toContain('/operation-log');
    // The operation log is a right of its own: with it the group shows, holding the log alone.
    const reader = { ...full, grant: { areas: { operation_log: 'view' as const }, export: false } };
    expect(real(reader)).toEqual(expect.arrayContaining(['/settings', '/operation-log']));
    expect(real(reader)).not.toContain('/settings/sub-account');
  });

  it('names entries in the viewer language and carries both titles', () => {
    const [billing] = buildMenuList({ ...main, lang: 'zh_CN' }, registry);
    expect(billing?.meta).toMatchObject({ title: '账单', title_cn: '账单', title_en: 'Billing', hide: false });
  });

  it('lists nothing whose page does not exist yet', () => {
    const all = JSON.stringify(buildMenuList({ ...main, feeCustomerId: 10001 }));
    const unready = (nodes: MenuNode[]): string[] =>
      nodes.flatMap((n) => [...(n.ready ? [] : [n.path]), ...unready(n.children ?? [])]);
    for (const path of unready(MENU_REGISTRY)) expect(all).not.toContain(`"${path}"`);
  });

  it('highlights, for each hidden page, an entry of the same permission that the menu shows', () => {
    const all = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...all(n.children ?? [])]);
    const byPath = new Map(all(MENU_REGISTRY).map((n) => [n.path, n]));
    for (const node of all(MENU_REGISTRY).filter((n) => n.highlight)) {
      const target = byPath.get(node.highlight ?? '');
      expect(node.hide, node.path).toBe(true);
      expect(target?.hide ?? false, node.path).toBe(false);
      expect(target?.permission, node.path).toBe(node.permission);
    }
  });

  it('shows loss orders to a sub-account with the inventory right, under Inventory, and not for inbound alone', () => {
    const real = (area: 'inventory' | 'inbound') =>
      buildMenuList({ ...main, isMain: false, grant: { areas: { [area]: 'view' }, export: false } }).flatMap((e) => [
        e.path,
        ...e.children.map((c) => c.path),
      ]);
    expect(real('inventory')).toEqual(expect.arrayContaining(['/inventory', '/inventory/loss-orders']));
    expect(real('inbound')).not.toContain('/inventory/loss-orders');
  });
});

describe('the menu registry', () => {
  it('names every page in English and in Chinese: no page without its title in both languages', () => {
    const untitled: string[] = [];
    const walk = (nodes: MenuNode[]) => {
      for (const node of nodes) {
        if (!node.title.en.trim() || !node.title.zh_CN.trim()) untitled.push(node.path);
        // A Chinese title written in Latin letters only is an English one copied (SKU, API are names).
        if (/^[A-Za-z &]+$/.test(node.title.zh_CN) && node.title.zh_CN === node.title.en && node.title.en.includes(' '))
          untitled.push(node.path);
        walk(node.children ?? []);
      }
    };
    walk(MENU_REGISTRY);
    expect(untitled).toEqual([]);
  });

  it('lists the groups and their entries in the order the menu shows them', () => {
    const tree = MENU_REGISTRY.map((group) => [group.path, (group.children ?? []).map((entry) => entry.path)]);
    expect(tree).toEqual([
      [
        '/dashboard',
        [
          '/dashboard/workplace',
          '/onboarding',
          '/result/success',
          '/result/fail',
          '/dashboard/analysis',
          '/dashboard/monitor',
        ],
      ],
      [
        '/products',
        [
          '/productsList',
          '/products/add',
          '/products/packages',
          '/products/packages/add',
          '/products/packages/detail',
          '/products/packaging',
          '/products/packaging/add',
          '/products/packaging/detail',
        ],
      ],
      [
        '/order',
        [
          '/order/order-list',
          '/order/create',
          '/order/edit',
          '/order/next',
          '/order/detail',
          '/self-service-order',
          '/self-service-order/create',
          '/self-service-order/edit',
          '/self-service-order/detail',
        ],
      ],
      ['/inbound', ['/inbound/list', '/inbound/create', '/inbound/edit', '/inbound/detail']],
      [
        '/inventory',
        [
          '/inventory/list',
          '/inventory/stock-log',
          '/inventory/age',
          '/inventory/loss-orders',
          '/inventory/loss-order-detail',
        ],
      ],
      ['/serial-number', ['/serial-number/list']],
      [
        '/billing',
        [
          '/billing/transactions',
          '/billing/top-up-records',
          '/billing/storage-fees',
          '/billing/statements',
          '/billing/topUp',
          '/billing/order-fulfillment-fee',
        ],
      ],
      [
        '/statistics',
        [
          '/statistics/country',
          '/statistics/monthly-expenses',
          '/statistics/monthly-shipping',
          '/statistics/monthly-volume',
          '/statistics/sku-shipment',
        ],
      ],
      ['/integrations', ['/plugins']],
      [
        '/settings',
        [
          '/user/profile',
          '/settings/sub-account',
          '/warning-email',
          '/evaluation',
          '/customs-survey',
          '/tax-opinions',
          '/user/message',
          '/operation-log',
        ],
      ],
      [
        '/help',
        [
          '/help-center',
          '/help-center/article',
          '/inbound/guidelines',
          '/tariff',
          '/tariff/thresholds',
          '/declared-price-manual',
        ],
      ],
    ]);
  });
});
