import { ShopCallError, type ShopOrder, type ShopOrderLine } from '../shop-connector';
import { decimalToMinorUnits } from './decimal-money';
import type { ShopifyFulfillmentOrder, ShopifyOrderNode } from './shopify-operations';

/**
 * Where a pull resumes, kept on the connection as an opaque string. `updatedSince` is the newest
 * `updatedAt` of the orders already pulled (the next run asks for `updated_at:>` it, so an order
 * that becomes paid later is pulled then); `after` is the page cursor while a run's pages last.
 */
export interface ShopifyPullCursor {
  updatedSince: string | null;
  after: string | null;
}

export function readCursor(cursor: string | null): ShopifyPullCursor {
  if (!cursor) return { updatedSince: null, after: null };
  try {
    const parsed = JSON.parse(cursor) as Partial<ShopifyPullCursor>;
    return {
      updatedSince: typeof parsed.updatedSince === 'string' ? parsed.updatedSince : null,
      after: typeof parsed.after === 'string' ? parsed.after : null,
    };
  } catch {
    // A cursor this connector did not write starts over: imports are keyed, so nothing is doubled.
    return { updatedSince: null, after: null };
  }
}

export function writeCursor(cursor: ShopifyPullCursor): string {
  return JSON.stringify(cursor);
}

/** Shopify's search syntax for orders ready to fulfil, changed after `updatedSince`. */
export function ordersSearch(updatedSince: string | null): string {
  const ready = 'financial_status:paid fulfillment_status:unfulfilled';
  return updatedSince ? `${ready} updated_at:>'${updatedSince}'` : ready;
}

/** Whether the warehouse can still ship from a fulfilment order (Shopify's statuses that take a fulfilment). */
export function isShippable(fulfillmentOrder: ShopifyFulfillmentOrder): boolean {
  return fulfillmentOrder.status === 'OPEN' || fulfillmentOrder.status === 'IN_PROGRESS';
}

/** The lines still to ship, one per fulfilment order line item, so tracking can name them. */
export function openLines(orderName: string, fulfillmentOrders: ShopifyFulfillmentOrder[]): ShopOrderLine[] {
  return fulfillmentOrders.filter(isShippable).flatMap((fo) => {
    if (fo.lineItems.pageInfo.hasNextPage) throw tooLarge(orderName);
    return fo.lineItems.nodes
      .filter((line) => line.requiresShipping && line.remainingQuantity > 0)
      .map((line) => {
        const money = line.lineItem.originalUnitPriceSet.shopMoney;
        return {
          externalLineId: line.id,
          sku: line.sku ?? '',
          title: line.variantTitle ? `${line.productTitle} - ${line.variantTitle}` : line.productTitle,
          quantity: line.remainingQuantity,
          unitPrice: decimalToMinorUnits(money.amount, money.currencyCode),
        };
      });
  });
}

/** An order more than the connector reads at once is refused whole rather than imported short. */
export function tooLarge(orderName: string): ShopCallError {
  return new ShopCallError(
    'rejected',
    `Shopify order ${orderName} has more fulfilment orders or lines than the connector reads at once`,
  );
}

export function toShopOrder(order: ShopifyOrderNode, lines: ShopOrderLine[]): ShopOrder {
  const address = order.shippingAddress;
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  return {
    externalId: order.id,
    orderNo: order.name,
    createdAt: new Date(order.createdAt).toISOString(),
    recipient: {
      first_name: text(address?.firstName),
      last_name: text(address?.lastName),
      company: text(address?.company),
      phone: text(address?.phone) || text(order.phone),
      email: text(order.email),
      address1: text(address?.address1),
      address2: text(address?.address2),
      city: text(address?.city),
      state: text(address?.provinceCode) || text(address?.province),
      zip: text(address?.zip),
      country: text(address?.countryCodeV2),
    },
    lines,
  };
}
