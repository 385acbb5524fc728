import { theme as antdTheme, ConfigProvider } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../shared/theme/theme-store';
import { useAntdLocale } from './antd-locale';
import { antdThemeConfig } from './antd-theme';

/** antd follows the UI language and the theme store: primary colour, dark algorithm, weak mode. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { color, darkMode, weakMode } = useTheme();
  const locale = useAntdLocale(i18n.language);

  useEffect(() => {
    const root = document.documentElement;
    // Weak mode helps colour-blind users by inverting the palette, as the original portal did.
    root.style.filter = weakMode ? 'invert(80%)' : '';
    root.style.colorScheme = darkMode ? 'dark' : 'light';
    root.dataset.theme = darkMode ? 'dark' : 'light';
  }, [darkMode, weakMode]);

  const theme = useMemo(() => antdThemeConfig(color, darkMode), [color, darkMode]);

  return (
    <ConfigProvider locale={locale} theme={theme}>
      {children}
    </ConfigProvider>
  );
}

/**
 * The base text style antd's App wrapper gives its children (font, size, colour), for every page:
 * the wrapper itself, with its modal and toast hooks, only loads with the shell.
 */
export function AppTextStyle({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
