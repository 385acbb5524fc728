import {
  FIXED_BODY_WIDTH,
  HEADER_HEIGHT,
  MOBILE_MAX_WIDTH,
  SIDER_COLLAPSED_WIDTH,
  SIDER_WIDTH,
  TAB_BAR_HEIGHT,
} from './theme-constants';
import type { ThemeSettings } from './theme-settings';

export interface ScreenSize {
  width: number;
  height: number;
}

export function isMobileWidth(settings: Pick<ThemeSettings, 'styleResponsive'>, width: number): boolean {
  return settings.styleResponsive && width < MOBILE_MAX_WIDTH;
}

/** Width of the side menu as the layout shows it; 0 where there is none. */
export function siderWidth(settings: ThemeSettings, screenWidth: number, bodyFullscreen = false): number {
  if (bodyFullscreen || settings.layoutStyle === 'top' || isMobileWidth(settings, screenWidth)) return 0;
  if (!settings.collapse) return SIDER_WIDTH;
  return settings.sideNavCollapse ? 0 : SIDER_COLLAPSED_WIDTH;
}

/** The room a page has below the header and tabs and beside the menu (pages size tables with it). */
export function contentSize(settings: ThemeSettings, screen: ScreenSize, bodyFullscreen = false): ScreenSize {
  const free = Math.max(0, screen.width - siderWidth(settings, screen.width, bodyFullscreen));
  const width = settings.bodyFull ? free : Math.min(free, FIXED_BODY_WIDTH);
  const header = bodyFullscreen ? 0 : HEADER_HEIGHT;
  const tabs = settings.showTabs ? TAB_BAR_HEIGHT : 0;
  return { width, height: Math.max(0, screen.height - header - tabs) };
}
