import { theme as antdTheme, ConfigProvider } from 'antd';
import { Provider as MotionProvider } from 'rc-motion';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { WEAK_MODE_FILTER } from '../shared/theme/theme-constants';
import { useTheme } from '../shared/theme/theme-store';
import { useReducedMotion } from '../shared/theme/use-reduced-motion';
import { useAntdLocale } from './antd-locale';
import { antdThemeConfig } from './antd-theme';

/**
 * antd follows the UI language and the theme store: primary colour, dark algorithm, weak mode; and
 * the system's "reduce motion": menus, dialogs and toasts then appear and go without animating.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { color, darkMode, weakMode } = useTheme();
  const locale = useAntdLocale(i18n.language);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const root = document.documentElement;
    root.style.filter = weakMode ? WEAK_MODE_FILTER : '';
    root.style.colorScheme = darkMode ? 'dark' : 'light';
    root.dataset.theme = darkMode ? 'dark' : 'light';
  }, [darkMode, weakMode]);

  const theme = useMemo(() => antdThemeConfig(color, darkMode), [color, darkMode]);

  return (
    <ConfigProvider locale={locale} theme={theme}>
      {/* antd's own switch (the `motion` token) would change every style's hash, and the default
          theme's styles come from sheets written ahead (antd-styles/): its animation context is
          switched instead, which antd's nested providers leave alone while the token stays true. */}
      <MotionProvider motion={!reducedMotion}>{children}</MotionProvider>
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
