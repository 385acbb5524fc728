import type { CustomerRepository } from '../../identity/customer-repository';
import { AppError } from '../../kernel/app-error';

/** An order's two numbers as stored: the line haul's ("true") and the last-mile carrier's. */
export interface OrderTrackingNumbers {
  tracking_number: string;
  last_mile_tracking_number: string;
}

/** The tracking number a merchant is shown of an order: one function of its two numbers. */
export type ShownTrackingNumber = (row: OrderTrackingNumbers) => string;

/**
 * The one tracking rule, which the order list, the detail, the export, the Open API and the billing
 * pages all take from here, so an order shows the same number everywhere: by default the last-mile
 * carrier's number (what the buyer tracks at their door), the line haul's "true" number when the
 * merchant turned the setting on (spec 2, show_true_tracking_number); either falls back to the
 * other while it is still empty.
 */
export function shownTrackingNumber(row: OrderTrackingNumbers, showTrue: boolean): string {
  return showTrue
    ? row.tracking_number || row.last_mile_tracking_number
    : row.last_mile_tracking_number || row.tracking_number;
}

/** The rule with the merchant's own setting read once (for a page, an export, a billing list). */
export async function trackingRuleOf(
  customers: Pick<CustomerRepository, 'find'>,
  customerId: number,
): Promise<ShownTrackingNumber> {
  const customer = await customers.find(customerId);
  if (!customer) throw new AppError('SESSION_EXPIRED');
  const showTrue = customer.show_true_tracking_number === 1;
  return (row) => shownTrackingNumber(row, showTrue);
}
