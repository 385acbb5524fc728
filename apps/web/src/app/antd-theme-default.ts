import type { ThemeConfig } from 'antd';

/**
 * What `deriveThemeConfig` makes of the default primary colour, written ahead: deriving it walks
 * antd's palettes and a hundred contrast checks, about 90 ms of the first screen's main thread on a
 * slow machine, for the same answer every time. antd-theme.test.ts derives it again and must find
 * these values, so a change to antd's palettes or to the rules shows there, with the new values.
 */
export const DEFAULT_THEME: Record<'light' | 'dark', Omit<ThemeConfig, 'algorithm'>> = {
  light: {
    token: {
      colorPrimary: '#146be6',
      colorLink: '#146be6',
      colorLinkHover: '#146be6',
      colorError: '#c73c3e',
      colorSuccess: '#347d11',
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorWarning: '#91640c',
      colorWarningBg: '#fffbe6',
      colorWarningBorder: '#ffe58f',
      colorTextTertiary: 'rgba(0, 0, 0, 0.55)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      blue7: '#0958d9',
      purple7: '#531dab',
      cyan7: '#077f83',
      green7: '#2f850b',
      magenta7: '#c41d7f',
      pink7: '#c41d7f',
      red7: '#cf1322',
      orange7: '#b25a07',
      yellow7: '#887104',
      volcano7: '#d0370d',
      geekblue7: '#1d39c4',
      lime7: '#598104',
      gold7: '#a16705',
    },
    components: { Tabs: { itemHoverColor: '#146be6' }, Button: { dangerColor: '#ffffff' } },
  },
  dark: {
    token: {
      colorPrimary: '#1677ff',
      colorLink: '#539aff',
      colorLinkHover: '#4a86dc',
      colorError: '#ff696b',
      colorSuccess: '#52c41a',
      colorSuccessBg: '#162312',
      colorSuccessBorder: '#274916',
      colorWarning: '#faad14',
      colorWarningBg: '#2b2111',
      colorWarningBorder: '#594214',
      colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
      blue7: '#3c89e8',
      purple7: '#996ad2',
      cyan7: '#33bcb7',
      green7: '#6abe39',
      magenta7: '#e0529c',
      pink7: '#e0529c',
      red7: '#e84749',
      orange7: '#e89a3c',
      yellow7: '#e8d639',
      volcano7: '#e87040',
      geekblue7: '#5c7be2',
      lime7: '#a9d134',
      gold7: '#e8b339',
    },
    components: {
      Tabs: { itemSelectedColor: '#4a86dc', itemActiveColor: '#4a86dc', itemHoverColor: '#4a86dc' },
      Button: { dangerColor: '#000000' },
    },
  },
};
