import { MENU_REGISTRY, type MenuNode } from '@portal/contract';

const HELP_GROUP = '/help';
const OWN = ['help/center', 'help/article'];

/**
 * The help group's other pages (guidelines, tariff, thresholds, declared-price manual), listed under
 * the guides: taken from the menu registry, so a page appears here once it is ready.
 */
export const RELATED_PAGES: MenuNode[] = (
  MENU_REGISTRY.find((group) => group.path === HELP_GROUP)?.children ?? []
).filter((node) => node.ready && !node.hide && !OWN.includes(node.component ?? ''));
