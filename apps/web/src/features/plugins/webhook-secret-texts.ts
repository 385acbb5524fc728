import type { TFunction } from 'i18next';
import type { OneTimeSecretTexts } from './one-time-secret';

/** The one-time secret's texts for an endpoint's signing secret (after create and after rotate). */
export function webhookSecretTexts(t: TFunction, url: string): OneTimeSecretTexts {
  return {
    warning: t('plugins.webhooks.shownOnce', { url }),
    copy: t('plugins.webhooks.copy'),
    copied: t('plugins.webhooks.copied'),
    copyFailed: t('plugins.webhooks.copyFailed'),
  };
}
