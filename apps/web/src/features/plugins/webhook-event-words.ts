import type { WebhookEventType } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An event type in the user's words ("Order shipped"); the locale nests the texts by the type's dot. */
export function useWebhookEventWord(): (type: WebhookEventType) => string {
  const { t } = useTranslation();
  return useCallback((type) => t(`plugins.webhooks.events.${type}`), [t]);
}
