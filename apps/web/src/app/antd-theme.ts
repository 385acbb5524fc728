import { theme as antdTheme, type ThemeConfig } from 'antd';
import { DEFAULT_PRIMARY_COLOR } from '../shared/theme/theme-constants';

/** antd's theme for the theme store's primary colour and dark mode: the one place its tokens are set. */
export function antdThemeConfig(color: string | null, darkMode: boolean): ThemeConfig {
  return {
    algorithm: darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: color ?? DEFAULT_PRIMARY_COLOR },
  };
}
