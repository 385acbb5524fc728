import { BILLING_MENU } from './groups/billing';
import { DASHBOARD_MENU } from './groups/dashboard';
import { HELP_MENU } from './groups/help';
import { INBOUND_MENU } from './groups/inbound';
import { INTEGRATIONS_MENU } from './groups/integrations';
import { INVENTORY_MENU } from './groups/inventory';
import { ORDERS_MENU } from './groups/orders';
import { PRODUCTS_MENU } from './groups/products';
import { SERIAL_NUMBERS_MENU } from './groups/serial-numbers';
import { SETTINGS_MENU } from './groups/settings';
import { STATISTICS_MENU } from './groups/statistics';
import type { MenuNode } from './menu-node';
import { allows, type Grant } from './permissions';

export type { MenuNode } from './menu-node';

/**
 * The one registry of the portal's menu. The server builds each user's `menu_list` from it; the
 * web maps `component` to a lazily loaded page. An entry reaches users only when `ready` (its page
 * exists): a later issue flips the flag in the same change that adds the page. This module holds
 * no zod (the entry schema is in menu-entry-schema.ts): the web maps a reloaded address to its
 * page's code with it before zod has loaded. Each group's entries are in `groups/<group>.ts`.
 */
export const MENU_REGISTRY: MenuNode[] = [
  DASHBOARD_MENU,
  PRODUCTS_MENU,
  ORDERS_MENU,
  INBOUND_MENU,
  INVENTORY_MENU,
  SERIAL_NUMBERS_MENU,
  BILLING_MENU,
  STATISTICS_MENU,
  INTEGRATIONS_MENU,
  SETTINGS_MENU,
  HELP_MENU,
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
  grant: Grant;
  customerId: number;
  /** The one customer id that gets the order-fulfilment-fee billing entry, or null for none. */
  feeCustomerId: number | null;
  lang: 'en' | 'zh_CN';
}

/** The viewer's menu: ready entries they may open; groups left empty are dropped. */
export function buildMenuList(viewer: MenuViewer, registry: MenuNode[] = MENU_REGISTRY): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const node of registry) {
    if (!node.ready || !allows(viewer, node.permission, node.need)) continue;
    if (node.onlyFeeCustomer && viewer.customerId !== viewer.feeCustomerId) continue;
    if (node.onlyMain && !viewer.isMain) continue;
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
