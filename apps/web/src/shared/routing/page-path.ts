import { MENU_REGISTRY, type MenuNode } from '@portal/contract';

function find(nodes: MenuNode[], component: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.component === component) return node;
    const inside = find(node.children ?? [], component);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The path of a page, from the menu registry (the one place paths are written): a feature's paths
 * module names its pages by component instead of repeating '/products/add'. An unknown component
 * fails when the module loads, not when a link is clicked.
 */
export function pagePath(component: string): string {
  const node = find(MENU_REGISTRY, component);
  if (!node) throw new Error(`No page ${component} in the menu registry`);
  return node.path;
}
