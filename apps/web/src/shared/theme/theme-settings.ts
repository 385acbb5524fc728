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
 * The user's theme choices, saved under the `theme` storage key. Checked by hand rather than with
 * zod: this module is in the entry chunk, and zod would add ~26 KB gzip to every page's first load.
 */
export interface ThemeSettings {
  /** The side menu is folded to icons. */
  collapse: boolean;
  /** The folded side menu is hidden entirely instead of showing icons. */
  sideNavCollapse: boolean;
  showTabs: boolean;
  showFooter: boolean;
  headStyle: HeadStyle;
  sideStyle: SideStyle;
  layoutStyle: LayoutStyle;
  sideMenuStyle: SideMenuStyle;
  tabStyle: TabStyle;
  transitionName: TransitionName;
  fixedHeader: boolean;
  fixedSidebar: boolean;
  /** The page body scrolls inside the window below the header and tabs. */
  fixedBody: boolean;
  /** The page body spans the full width (otherwise a centred fixed width). */
  bodyFull: boolean;
  /** In the mix layout the logo area takes the side menu's width. */
  logoAutoSize: boolean;
  colorfulIcon: boolean;
  /** Opening a submenu closes the others (accordion). */
  sideUniqueOpen: boolean;
  weakMode: boolean;
  darkMode: boolean;
  /** Primary colour; null is antd's default blue. */
  color: string | null;
  /** Small screens get the mobile layout (side menu in a drawer). */
  styleResponsive: boolean;
}

/** Spec section 4: light header, dark side, side layout, tabs and footer shown, no dark mode, slide-right. */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = Object.freeze({
  collapse: false,
  sideNavCollapse: false,
  showTabs: true,
  showFooter: true,
  headStyle: 'light',
  sideStyle: 'dark',
  layoutStyle: 'side',
  sideMenuStyle: 'default',
  tabStyle: 'default',
  transitionName: 'slide-right',
  fixedHeader: true,
  fixedSidebar: true,
  fixedBody: true,
  bodyFull: true,
  logoAutoSize: false,
  colorfulIcon: false,
  sideUniqueOpen: true,
  weakMode: false,
  darkMode: false,
  color: null,
  styleResponsive: true,
});

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (allowed as readonly string[]).includes(value);

/** What each saved field may hold; anything else falls back to that field's default. */
const FIELD_CHECKS: { [K in keyof ThemeSettings]: (value: unknown) => value is ThemeSettings[K] } = {
  collapse: isBoolean,
  sideNavCollapse: isBoolean,
  showTabs: isBoolean,
  showFooter: isBoolean,
  headStyle: oneOf(HEAD_STYLES),
  sideStyle: oneOf(SIDE_STYLES),
  layoutStyle: oneOf(LAYOUT_STYLES),
  sideMenuStyle: oneOf(SIDE_MENU_STYLES),
  tabStyle: oneOf(TAB_STYLES),
  transitionName: oneOf(TRANSITION_NAMES),
  fixedHeader: isBoolean,
  fixedSidebar: isBoolean,
  fixedBody: isBoolean,
  bodyFull: isBoolean,
  logoAutoSize: isBoolean,
  colorfulIcon: isBoolean,
  sideUniqueOpen: isBoolean,
  weakMode: isBoolean,
  darkMode: isBoolean,
  color: (value): value is string | null => value === null || (typeof value === 'string' && HEX_COLOR.test(value)),
  styleResponsive: isBoolean,
};

export const SETTING_KEYS = Object.keys(FIELD_CHECKS) as (keyof ThemeSettings)[];

/**
 * A saved theme read field by field: each field falls back to its default on its own, so one bad
 * value in a saved theme does not throw the others away. Unknown fields are dropped.
 */
export function parseThemeSettings(saved: unknown): ThemeSettings {
  const source: Record<string, unknown> = saved && typeof saved === 'object' ? { ...saved } : {};
  const settings = { ...DEFAULT_THEME_SETTINGS };
  for (const key of SETTING_KEYS) takeIfValid(settings, key, source[key]);
  return settings;
}

function takeIfValid<K extends keyof ThemeSettings>(settings: ThemeSettings, key: K, value: unknown): void {
  const isValid: (value: unknown) => value is ThemeSettings[K] = FIELD_CHECKS[key];
  if (isValid(value)) settings[key] = value;
}

/**
 * The open tabs, saved with the theme (spec 3 lists `tabs` among the settings kept per browser) so
 * a reload brings them back. `tabsOwner` says whose they are: another account signing in on the
 * same browser starts with the home tab only, not with the previous account's tabs and titles.
 */
export interface TabSession {
  tabs: Tab[];
  tabsOwner: string | null;
}

/** Enough for any working day; more saved tabs than this are dropped, oldest first. */
export const SAVED_TABS_MAX = 50;

const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isTabTitle(value: unknown): value is Tab['title'] {
  if (!isRecord(value)) return false;
  if ('text' in value) return isRecord(value.text) && isString(value.text.en) && isString(value.text.zh_CN);
  if (!isString(value.key)) return false;
  return value.values === undefined || (isRecord(value.values) && Object.values(value.values).every(isString));
}

function isTab(value: unknown): value is Tab {
  if (!isRecord(value)) return false;
  const { key, fullPath, path, title, closable, components, meta } = value;
  return (
    isString(key) &&
    isString(fullPath) &&
    fullPath.startsWith('/') &&
    isString(path) &&
    isTabTitle(title) &&
    isBoolean(closable) &&
    Array.isArray(components) &&
    components.every(isString) &&
    isRecord(meta) &&
    isBoolean(meta.keepAlive)
  );
}

/** Saved tabs read by hand like the settings: a tab that does not check out is left out, the rest stay. */
export function parseTabSession(saved: unknown): TabSession {
  const source = isRecord(saved) ? saved : {};
  const tabs = Array.isArray(source.tabs) ? source.tabs.filter(isTab).slice(-SAVED_TABS_MAX) : [];
  const tabsOwner = isString(source.tabsOwner) ? source.tabsOwner : null;
  return { tabs: tabsOwner ? tabs : [], tabsOwner };
}

/**
 * The columns the user picked for each list (list id → column keys, in no particular order), saved
 * with the theme per browser like the tabs: a reload shows the columns picked.
 */
export interface ListColumnsSession {
  listColumns: Readonly<Record<string, readonly string[]>>;
}

/** Enough for every list of the portal; a saved list of more columns is not one the portal wrote. */
const SAVED_COLUMNS_MAX = 100;

/** Saved column choices read by hand: a list whose choice does not check out is left out. */
export function parseListColumns(saved: unknown): ListColumnsSession {
  const source = isRecord(saved) && isRecord(saved.listColumns) ? saved.listColumns : {};
  const listColumns = Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].length <= SAVED_COLUMNS_MAX && entry[1].every(isString),
    ),
  );
  return { listColumns };
}

/** State of this page load, never saved: content fullscreen and measured sizes. */
export interface ThemeRuntime {
  /** The page body fills the window (header, menu and tabs hidden). */
  bodyFullscreen: boolean;
  screenWidth: number;
  screenHeight: number;
  contentWidth: number;
  contentHeight: number;
}

export type ThemeState = ThemeSettings & TabSession & ListColumnsSession & ThemeRuntime;

export function pickSettings(state: ThemeState): ThemeSettings {
  const settings = { ...DEFAULT_THEME_SETTINGS };
  for (const key of SETTING_KEYS) copySetting(settings, state, key);
  return settings;
}

function copySetting<K extends keyof ThemeSettings>(to: ThemeSettings, from: ThemeSettings, key: K): void {
  to[key] = from[key];
}
