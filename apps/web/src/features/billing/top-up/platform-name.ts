import { TOP_UP_PLATFORMS } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type KnownPlatform = (typeof TOP_UP_PLATFORMS)[number];

function isKnown(code: string): code is KnownPlatform {
  return (TOP_UP_PLATFORMS as readonly string[]).includes(code);
}

/** A platform in the UI's language: the portal's own channels translated, others as staff named them. */
export function usePlatformName(): (code: string, staffName: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (code: string, staffName: string) => (isKnown(code) ? t(`topUp.platforms.${code}`) : staffName),
    [t],
  );
}
