import type { Lang } from '@portal/contract';

export const UI_LANGUAGES = ['en', 'zh_CN', 'zh_TW'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The API speaks Chinese for zh_CN and English otherwise (zh_TW is a stub). */
export function apiLang(language: string): Lang {
  return language === 'zh_CN' ? 'zh_CN' : 'en';
}

export function isUiLanguage(value: string | null): value is UiLanguage {
  return value !== null && (UI_LANGUAGES as readonly string[]).includes(value);
}
