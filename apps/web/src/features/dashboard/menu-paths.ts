import type { MenuEntry } from '@portal/contract';

/** Every path of a user's menu_list, hidden pages included: what the user may open. */
export function menuPaths(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) => [entry.path, ...menuPaths(entry.children)]);
}
