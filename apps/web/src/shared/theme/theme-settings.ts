import { z } from 'zod';
import type { Tab } from '../tabs/tab-model';

export const LAYOUT_STYLES = ['side', 'top', 'mix'] as const;
export const HEAD_STYLES = ['light', 'dark', 'primary'] as const;
export const SIDE_STYLES = ['light', 'dark'] as const;
/** `group` lists the menu's first level as headings instead of folding submenus. */
export const SIDE_MENU_STYLES = ['default', 'group'] as const;
export const TAB_STYLES = ['default', 'dot', 'card'] as const;
export const TRANSITION_NAMES = ['slide-right', 'slide-bottom', 'zoom-in', 'zoom-out', 'fade', 'none'] as const;

export type LayoutStyle = (typeof LAYOUT_STYLES)[number];
export type HeadStyle = (typeof HEAD_STYLES)[number];
export type SideStyle = (typeof SIDE_STYLES)[number];
export type SideMenuStyle = (typeof SIDE_MENU_STYLES)[number];
export type TabStyle = (typeof TAB_STYLES)[number];
export type TransitionName = (typeof TRANSITION_NAMES)[number];

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * The user's theme choices, saved under the `theme` storage key. Each field falls back to its
 * default on its own, so one bad value in a saved theme does not throw the others away.
 */
export const themeSettingsSchema = z.object({
  /** The side menu is folded to icons. */
  collapse: z.boolean().catch(false),
  /** The folded side menu is hidden entirely instead of showing icons. */
  sideNavCollapse: z.boolean().catch(false),
  showTabs: z.boolean().catch(true),
  showFooter: z.boolean().catch(true),
  headStyle: z.enum(HEAD_STYLES).catch('light'),
  sideStyle: z.enum(SIDE_STYLES).catch('dark'),
  layoutStyle: z.enum(LAYOUT_STYLES).catch('side'),
  sideMenuStyle: z.enum(SIDE_MENU_STYLES).catch('default'),
  tabStyle: z.enum(TAB_STYLES).catch('default'),
  transitionName: z.enum(TRANSITION_NAMES).catch('slide-right'),
  fixedHeader: z.boolean().catch(true),
  fixedSidebar: z.boolean().catch(true),
  /** The page body scrolls inside the window below the header and tabs. */
  fixedBody: z.boolean().catch(true),
  /** The page body spans the full width (otherwise a centred fixed width). */
  bodyFull: z.boolean().catch(true),
  /** In the mix layout the logo area takes the side menu's width. */
  logoAutoSize: z.boolean().catch(false),
  colorfulIcon: z.boolean().catch(false),
  /** Opening a submenu closes the others (accordion). */
  sideUniqueOpen: z.boolean().catch(true),
  weakMode: z.boolean().catch(false),
  darkMode: z.boolean().catch(false),
  /** Primary colour; null is antd's default blue. */
  color: z.string().regex(HEX_COLOR).nullable().catch(null),
  /** Small screens get the mobile layout (side menu in a drawer). */
  styleResponsive: z.boolean().catch(true),
});

export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** Spec section 4: light header, dark side, side layout, tabs and footer shown, no dark mode, slide-right. */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = Object.freeze(themeSettingsSchema.parse({}));

/** State of this page load, never saved: the open tabs, content fullscreen and measured sizes. */
export interface ThemeRuntime {
  tabs: Tab[];
  /** The page body fills the window (header, menu and tabs hidden). */
  bodyFullscreen: boolean;
  screenWidth: number;
  screenHeight: number;
  contentWidth: number;
  contentHeight: number;
}

export type ThemeState = ThemeSettings & ThemeRuntime;

export const SETTING_KEYS = Object.keys(themeSettingsSchema.shape) as (keyof ThemeSettings)[];

export function pickSettings(state: ThemeState): ThemeSettings {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, state[key]])) as ThemeSettings;
}
