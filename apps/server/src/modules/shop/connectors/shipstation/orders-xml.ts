import type { ChannelOrder } from '../../../order';
import { formatShipStationDate } from './shipstation-dates';
import { cdata, escapeXml } from './xml-text';

/** Cents as ShipStation's decimals (9,2): `1234` → `12.34`. */
function money(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A text element: free text in CDATA, as the guide asks. */
function text(name: string, value: string): string {
  return `<${name}>${cdata(value)}</${name}>`;
}

/** A value the portal makes itself (a date, a number): escaped, not in CDATA. */
function plain(name: string, value: string): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

const joined = (parts: string[], separator: string) => parts.filter((part) => part.trim()).join(separator);

/**
 * One order as the Custom Store guide's `Orders/Order` (v1 reference, "Order Information Field
 * Definitions"): OrderID is the system order id (unique over the portal, not shown), OrderNumber the
 * merchant's platform order no. (the system order id when it has none); OrderStatus is the portal's
 * status code, which the merchant maps to ShipStation's statuses when adding the store. The portal
 * knows no sale price but the declared unit values, so OrderTotal is their sum and ShippingAmount 0.
 * BillTo carries the guide's BillTo fields (name, company, phone, email) of the recipient: the
 * portal keeps no billing address. Weights are per unit, in grams.
 */
export function orderXml({ order, recipient, lines }: ChannelOrder): string {
  const name = joined([order.first_name, recipient.last_name], ' ');
  const total = lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  const items = lines
    .map(
      (line) =>
        `<Item>${text('SKU', line.sku)}${text('Name', line.name_en || line.name)}${plain('Weight', String(line.weight_g))}` +
        `${plain('WeightUnits', 'Grams')}${plain('Quantity', String(line.quantity))}${plain('UnitPrice', money(line.unit_price))}</Item>`,
    )
    .join('');
  return (
    `<Order>${text('OrderID', order.system_order_id)}` +
    text('OrderNumber', order.platform_order_no || order.system_order_id) +
    plain('OrderDate', formatShipStationDate(order.created_at)) +
    text('OrderStatus', order.status) +
    plain('LastModified', formatShipStationDate(order.updated_at)) +
    text('ShippingMethod', order.shipping_method_name || order.shipping_method_code) +
    plain('OrderTotal', money(total)) +
    plain('ShippingAmount', money(0)) +
    '<Customer>' +
    text('CustomerCode', recipient.email || order.system_order_id) +
    `<BillTo>${text('Name', name)}${text('Company', recipient.company)}${text('Phone', recipient.phone)}${text('Email', recipient.email)}</BillTo>` +
    `<ShipTo>${text('Name', name)}${text('Company', recipient.company)}` +
    text('Address1', joined([recipient.address1, recipient.house_number], ' ')) +
    text('Address2', joined([recipient.address2, recipient.address3], ', ')) +
    `${text('City', order.city)}${text('State', recipient.state)}${text('PostalCode', recipient.zip)}` +
    `${text('Country', order.country)}${text('Phone', recipient.phone)}</ShipTo>` +
    `</Customer><Items>${items}</Items></Order>`
  );
}

/** One page of the export: `<Orders pages="N">`, N the number of pages the whole window takes. */
export function ordersXml(orders: ChannelOrder[], pages: number): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<Orders pages="${pages}">${orders.map(orderXml).join('')}</Orders>`;
}
