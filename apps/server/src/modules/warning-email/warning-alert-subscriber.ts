import type { WarningEmailType } from '@portal/contract';
import type { Core } from '../../core';
import type { DeliveredEvent } from '../../platform/events/event-outbox';
import type { NewAlert, WarningEmailRepository } from './warning-email-repository';

/** The events subscriber's name: its place in the outbox is kept under it. */
export const WARNING_ALERT_SUBSCRIBER = 'warning-email.alerts';

/** What an event means for warning e-mails, or nothing. */
export function alertOf(event: DeliveredEvent): NewAlert | null {
  const payload = event.payload;
  const reference = String(payload.system_order_id ?? payload.order_id ?? event.subject);
  const reason = typeof payload.reason === 'string' ? payload.reason : '';
  const alert = (type: WarningEmailType, detail: string): NewAlert => ({
    customer_id: event.customerId,
    type,
    subject: event.subject,
    reference,
    detail,
  });
  switch (event.type) {
    case 'order.statusChanged':
      return payload.to === 'alert' || payload.to === 'expired' ? alert('error_order', reason) : null;
    case 'order.exceptionRaised':
      return alert('exception', reason);
    case 'lossOrder.created': {
      // The booking's receiving number and the net units found short (−) or over (+): no words to translate.
      const differences = Array.isArray(payload.differences) ? payload.differences.map(Number) : [];
      const net = differences.reduce((sum, difference) => sum + difference, 0);
      const detail = `${String(payload.receiving_no ?? '')} ${net > 0 ? '+' : ''}${net}`.trim();
      return { ...alert('inbound_difference', detail), reference: String(payload.loss_order_no ?? event.subject) };
    }
    default:
      return null;
  }
}

/**
 * Turns events into alerts for merchants whose warning e-mails are on and who have an address taking
 * that kind; the send job mails them. An alert already raised for the record and kind is not raised
 * again (the table's unique key), so a redelivered batch adds nothing.
 */
export function warningAlertSubscriber(core: Pick<Core, 'customers' | 'clock'>, store: WarningEmailRepository) {
  return async (events: DeliveredEvent[]): Promise<void> => {
    const byCustomer = new Map<number, NewAlert[]>();
    for (const event of events) {
      const alert = alertOf(event);
      if (alert) byCustomer.set(alert.customer_id, [...(byCustomer.get(alert.customer_id) ?? []), alert]);
    }
    const at = core.clock.now().toISOString();
    for (const [customerId, alerts] of byCustomer) {
      const flags = await core.customers.flags(customerId);
      if (!flags?.warning_email_enabled) continue;
      const wanted = new Set((await store.recipients(customerId)).flatMap((recipient) => recipient.types));
      await store.addAlerts(
        alerts.filter((alert) => wanted.has(alert.type)),
        at,
      );
    }
  };
}
