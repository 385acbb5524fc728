import type { Message } from '@portal/contract';
import type { TFunction } from 'i18next';

/** A notice's own title; an alert's says what happened to which record, in the reader's language. */
export function messageTitle(t: TFunction, item: Pick<Message, 'title' | 'alert_type'>): string {
  if (item.alert_type === null) return item.title;
  return t(`userMessages.alertTitles.${item.alert_type}`, { reference: item.title });
}
