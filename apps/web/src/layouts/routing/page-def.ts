import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { PageRead } from '../../shared/api/page-data';
import type { PageTab } from '../../shared/tabs/page-tab';

type PageModule = { default: ComponentType };

/** A guarded page as the shell routes it; the app's page registry (app/page-registry.ts) lists them. */
export interface PageDef {
  /** Key in menu_list (`component`), or a static page's own key. */
  component: string;
  /** The path for static pages; menu pages take theirs from menu_list. */
  path?: string;
  /** Title of a static page; menu pages use the menu's title. */
  titleKey?: ParseKeys;
  /** Loads the page's code; called early for the address a reload opens (app/preload-page). */
  load(): Promise<PageModule>;
  Page: ComponentType;
  /** Kept-alive pages keep their state (lists, half-filled forms) while another tab is shown. */
  keepAlive?: boolean;
  /** The home tab cannot be closed. */
  closable?: boolean;
  tab?: PageTab;
  /** The reads the page makes as soon as it is shown, at an address: a reload fetches them ahead. */
  reads?(params: URLSearchParams): PageRead[];
}
