import { ORDER_STATUSES, type OrderStatus } from '@portal/contract';
import type { TFunction } from 'i18next';

function isOrderStatus(status: string): status is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/** A status the API sends as text (duplicates, history) by its name in the UI's language. */
export function statusName(status: string, t: TFunction): string {
  return isOrderStatus(status) ? t(`orderLabels.status.${status}`) : status;
}
