import type { ShopOrder } from '../shop-connector';

/** The parts of a WooCommerce REST v3 address (`billing`, `shipping`) the portal reads. */
interface WooAddress {
  first_name?: string;
  last_name?: string;
  company?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
  email?: string;
  phone?: string;
}

/** The parts of a WooCommerce REST v3 order (`GET /wp-json/wc/v3/orders`) the portal reads. */
export interface WooOrder {
  id: number;
  number?: string;
  status?: string;
  date_created_gmt?: string;
  date_modified_gmt?: string;
  billing?: WooAddress;
  shipping?: WooAddress;
  line_items?: { id: number; name?: string; sku?: string; quantity?: number; price?: number | string }[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** WooCommerce writes GMT times without a zone (`2026-11-23T08:00:00`). */
export function gmtIso(value: string | undefined): string {
  if (!value) return new Date(0).toISOString();
  const withZone = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? new Date(0).toISOString() : new Date(time).toISOString();
}

/**
 * An order in the portal's terms: shipped to the shipping address (the billing one when the order
 * has none, a shop selling without shipping), the phone and e-mail from billing when shipping lacks
 * them, prices in minor units (WooCommerce gives `price` as a decimal number per unit).
 */
export function shopOrderOf(order: WooOrder): ShopOrder {
  const billing = order.billing ?? {};
  const shipping = order.shipping?.address_1 ? order.shipping : billing;
  return {
    externalId: String(order.id),
    orderNo: text(order.number) || String(order.id),
    createdAt: gmtIso(order.date_created_gmt),
    recipient: {
      first_name: text(shipping.first_name),
      last_name: text(shipping.last_name),
      company: text(shipping.company),
      phone: text(shipping.phone) || text(billing.phone),
      email: text(billing.email),
      address1: text(shipping.address_1),
      address2: text(shipping.address_2),
      city: text(shipping.city),
      state: text(shipping.state),
      zip: text(shipping.postcode),
      country: text(shipping.country).toUpperCase(),
    },
    lines: (order.line_items ?? []).map((line) => ({
      externalLineId: String(line.id),
      sku: text(line.sku),
      title: text(line.name),
      quantity: Math.max(0, Math.trunc(Number(line.quantity ?? 0))),
      unitPrice: Math.round(Number(line.price ?? 0) * 100) || 0,
    })),
  };
}
