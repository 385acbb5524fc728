import { theme as antdTheme, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRIMARY_COLOR } from '../shared/theme/theme-constants';
import { useTheme } from '../shared/theme/theme-store';

/** antd follows the UI language and the theme store: primary colour, dark algorithm, weak mode. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { color, darkMode, weakMode } = useTheme();

  useEffect(() => {
    const root = document.documentElement;
    // Weak mode helps colour-blind users by inverting the palette, as the original portal did.
    root.style.filter = weakMode ? 'invert(80%)' : '';
    root.style.colorScheme = darkMode ? 'dark' : 'light';
    root.dataset.theme = darkMode ? 'dark' : 'light';
  }, [darkMode, weakMode]);

  const theme = useMemo(
    () => ({
      algorithm: darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      token: { colorPrimary: color ?? DEFAULT_PRIMARY_COLOR },
    }),
    [color, darkMode],
  );

  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={theme}>
      {children}
    </ConfigProvider>
  );
}
