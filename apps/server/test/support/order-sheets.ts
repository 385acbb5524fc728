import { US_RECIPIENT } from '@portal/contract/fixtures';
import { xlsxFile } from './xlsx';

/** The order import's English headers, in an order of their own: the import matches headers by text. */
export const ORDER_HEADER = [
  'Platform Order No.*',
  'Warehouse code*',
  'Shipping method code',
  'First Name*',
  'Last Name',
  'Phone*',
  'Address1*',
  'House Number',
  'City*',
  'State*',
  'Zip*',
  'Country*',
  'SKU*',
  'Quantity*',
  'Unit price (USD)*',
  'Note',
] as const;

export type OrderRowValues = Partial<Record<(typeof ORDER_HEADER)[number], unknown>>;

/** A valid line of an order to the sample US recipient from the US West warehouse; override what a test is about. */
export function orderRow(platformOrderNo: string | null, overrides: OrderRowValues = {}): unknown[] {
  const values: OrderRowValues = {
    'Platform Order No.*': platformOrderNo,
    'Warehouse code*': 'USWE',
    'Shipping method code': 'USWE-USPS-GA',
    'First Name*': US_RECIPIENT.first_name,
    'Last Name': US_RECIPIENT.last_name,
    'Phone*': US_RECIPIENT.phone,
    'Address1*': US_RECIPIENT.address1,
    'City*': US_RECIPIENT.city,
    'State*': US_RECIPIENT.state,
    'Zip*': US_RECIPIENT.zip,
    'Country*': US_RECIPIENT.country,
    'SKU*': 'MUG-01',
    'Quantity*': 2,
    'Unit price (USD)*': 15,
    ...overrides,
  };
  return ORDER_HEADER.map((h) => values[h] ?? null);
}

export const orderSheet = (rows: unknown[][], header: readonly string[] = ORDER_HEADER) =>
  xlsxFile({ Orders: [[...header], ...rows] });
