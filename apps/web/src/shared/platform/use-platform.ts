import { useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPlatformType, subscribePlatform } from './platform-store';
import type { PlatformType } from './platform-type';
import { PLATFORM_VARIANTS, privacyPolicyUrl } from './platform-variants';

export interface Platform {
  type: PlatformType;
  /** The brand name shown beside the logo. */
  brand: string;
  /** What follows the page name in the document title. */
  title: string;
  slogan: string;
  logo: string;
  favicon: string;
  siteHost: string;
  privacyUrl(language: string): string;
}

/** The current platform variant, with its texts in the current language. */
export function usePlatform(): Platform {
  const type = useSyncExternalStore(subscribePlatform, currentPlatformType);
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const variant = PLATFORM_VARIANTS[type];
    return {
      type,
      brand: t(`platform.v${type}.name`, { lng: language }),
      title: t(`platform.v${type}.title`, { lng: language }),
      slogan: t(`platform.v${type}.slogan`, { lng: language }),
      ...variant,
      privacyUrl: (lang: string) => privacyPolicyUrl(type, variant.siteHost, lang),
    };
  }, [type, t, language]);
}
