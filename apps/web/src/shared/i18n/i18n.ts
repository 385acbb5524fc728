import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enCore } from '../../locales/en/core';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { isUiLanguage, type UiLanguage } from './languages';

export function storedLanguage(): UiLanguage {
  const stored = localStorage.getItem(STORAGE_KEYS.lang);
  return isUiLanguage(stored) ? stored : 'en';
}

/**
 * English ships with the app (it is every language's fallback), the public pages' part of it: the
 * signed-in screens' English comes with the signed-in area (`feature-texts.ts`), so /login does not
 * grow with every screen. The other languages load whole when they are first used.
 */
const LOADERS: Record<Exclude<UiLanguage, 'en'>, () => Promise<ResourceKey>> = {
  zh_CN: () => import('../../locales/zh_CN').then((m) => m.zhCN),
  zh_TW: () => import('../../locales/zh_TW').then((m) => m.zhTW),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const load = isUiLanguage(language) && language !== 'en' ? LOADERS[language] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();
/** Settles once the stored language's texts are in: the app renders after it, so it never flashes English. */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: enCore } },
    // The bundled English is used as is; any other language asks the backend above.
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: { zh_TW: ['zh_CN', 'en'], default: ['en'] },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/** i18next loads the language's texts (and its fallbacks') before it switches. */
export function changeLanguage(language: UiLanguage): Promise<unknown> {
  localStorage.setItem(STORAGE_KEYS.lang, language);
  document.documentElement.lang = language.replace('_', '-');
  return i18n.changeLanguage(language);
}
