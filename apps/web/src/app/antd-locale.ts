import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useEffect, useState } from 'react';
import { i18n } from '../shared/i18n/i18n';

/**
 * antd's Chinese texts load with the Chinese UI, as the app's own do (shared/i18n). English is
 * antd's built-in default, already in the bundle; the `antd/locale/*` entry points would pull in
 * CommonJS copies of every locale's date-picker and pagination texts besides.
 */
let zhCN: Locale | undefined;

export function loadAntdLocale(language: string): Promise<Locale> {
  if (language === 'en') return Promise.resolve(enUS);
  if (zhCN) return Promise.resolve(zhCN);
  // dayjs's Chinese month and weekday names come along for antd's date pickers.
  return Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]).then(([m]) => {
    zhCN = m.default;
    return zhCN;
  });
}

// Fetched alongside the app's texts when the language changes, so both arrive together.
i18n.on('languageChanging', (language: string) => void loadAntdLocale(language).catch(() => {}));

/** antd's locale for the UI language; until the Chinese one is in, the last one shown. */
export function useAntdLocale(language: string): Locale {
  const wanted = language === 'en' ? enUS : zhCN;
  const [shown, setShown] = useState<Locale>(wanted ?? enUS);
  useEffect(() => {
    let live = true;
    loadAntdLocale(language).then(
      (locale) => {
        if (live) setShown(locale);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [language]);
  return wanted ?? shown;
}
