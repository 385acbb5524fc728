import type { ProTokenType } from '@ant-design/pro-components';
import type { ThemeSettings } from '../shared/theme/theme-settings';

type LayoutToken = NonNullable<ProTokenType['layout']>;
type HeaderToken = NonNullable<LayoutToken['header']>;
type SiderToken = NonNullable<LayoutToken['sider']>;

const DARK_BG = '#001529';
const DARK_TEXT = 'rgba(255, 255, 255, 0.75)';
const DARK_HOVER = 'rgba(255, 255, 255, 0.08)';

/** Header colours on a dark or primary-coloured background. */
function onColourHeader(background: string, selectedBg: string): HeaderToken {
  return {
    colorBgHeader: background,
    colorBgScrollHeader: background,
    colorHeaderTitle: '#fff',
    colorTextMenu: DARK_TEXT,
    colorTextMenuSecondary: DARK_TEXT,
    colorTextMenuActive: '#fff',
    colorTextMenuSelected: '#fff',
    colorBgMenuItemHover: DARK_HOVER,
    colorBgMenuItemSelected: selectedBg,
    colorTextRightActionsItem: DARK_TEXT,
    colorBgRightActionsItemHover: DARK_HOVER,
  };
}

const DARK_SIDER: SiderToken = {
  colorMenuBackground: DARK_BG,
  colorMenuItemDivider: 'rgba(255, 255, 255, 0.15)',
  colorTextMenu: DARK_TEXT,
  colorTextMenuSecondary: DARK_TEXT,
  colorTextMenuTitle: '#fff',
  colorTextMenuItemHover: '#fff',
  colorTextMenuActive: '#fff',
  colorTextMenuSelected: '#fff',
  colorTextSubMenuSelected: '#fff',
  colorBgMenuItemHover: DARK_HOVER,
  colorBgMenuItemCollapsedElevated: DARK_BG,
  colorBgCollapsedButton: DARK_BG,
  colorTextCollapsedButton: DARK_TEXT,
  colorTextCollapsedButtonHover: '#fff',
};

/**
 * ProLayout's colours for the header and side styles. In dark mode antd's dark algorithm already
 * darkens both, so only a primary-coloured header is kept.
 */
export function layoutToken(
  settings: Pick<ThemeSettings, 'headStyle' | 'sideStyle' | 'darkMode'>,
  primary: string,
): LayoutToken {
  const header =
    settings.headStyle === 'primary'
      ? onColourHeader(primary, 'rgba(255, 255, 255, 0.15)')
      : settings.headStyle === 'dark' && !settings.darkMode
        ? onColourHeader(DARK_BG, primary)
        : undefined;
  const sider =
    settings.sideStyle === 'dark' && !settings.darkMode
      ? { ...DARK_SIDER, colorBgMenuItemSelected: primary }
      : undefined;
  return { ...(header ? { header } : {}), ...(sider ? { sider } : {}) };
}
