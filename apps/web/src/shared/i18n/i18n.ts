import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../../locales/en';
import { zhCN } from '../../locales/zh_CN';
import { zhTW } from '../../locales/zh_TW';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { isUiLanguage, type UiLanguage } from './languages';

export function storedLanguage(): UiLanguage {
  const stored = localStorage.getItem(STORAGE_KEYS.lang);
  return isUiLanguage(stored) ? stored : 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh_CN: { translation: zhCN }, zh_TW: { translation: zhTW } },
  lng: storedLanguage(),
  fallbackLng: { zh_TW: ['zh_CN', 'en'], default: ['en'] },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export function changeLanguage(language: UiLanguage): Promise<unknown> {
  localStorage.setItem(STORAGE_KEYS.lang, language);
  document.documentElement.lang = language.replace('_', '-');
  return i18n.changeLanguage(language);
}
