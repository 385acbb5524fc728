import type { Core } from '../../core';
import type { DeliveredEvent } from '../../platform/events/event-outbox';
import { alertOf } from '../warning-email';
import type { AlertArea, AlertRepository, NewUserAlert } from './alert-repository';

/** The events subscriber's name: its place in the outbox is kept under it. */
export const USER_ALERT_SUBSCRIBER = 'user-messages.alerts';

/** Order alerts need the order area; a loss order is read under Inventory. */
const AREA_OF = { error_order: 'order', exception: 'order', inbound_difference: 'inventory' } as const satisfies Record<
  NewUserAlert['type'],
  AlertArea
>;

/** The in-app alert an event raises, or nothing: the same kinds as the warning e-mails' immediate alerts. */
export function userAlertOf(event: DeliveredEvent): NewUserAlert | null {
  const alert = alertOf(event);
  if (!alert || alert.type === 'low_stock') return null;
  return {
    customer_id: alert.customer_id,
    type: alert.type,
    area: AREA_OF[alert.type],
    subject: alert.subject,
    reference: alert.reference,
    detail: alert.detail,
  };
}

/**
 * Turns events into in-app alerts for every merchant, whether or not its warning e-mails are on. An
 * alert already raised for the record and kind is not raised again (the table's unique key), so a
 * redelivered batch adds nothing.
 */
export function userAlertSubscriber(core: Pick<Core, 'clock'>, store: AlertRepository) {
  return async (events: DeliveredEvent[]): Promise<void> => {
    const alerts = events.map(userAlertOf).filter((alert) => alert !== null);
    await store.add(alerts, core.clock.now().toISOString());
  };
}
