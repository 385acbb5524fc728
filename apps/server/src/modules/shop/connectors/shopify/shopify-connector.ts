import { randomUUID } from 'node:crypto';
import {
  type ConnectionCheck,
  type PulledOrders,
  type ShipmentNotice,
  ShopCallError,
  type ShopConnectionTarget,
  type ShopConnector,
  type StockLevel,
  type StockPushResult,
} from '../shop-connector';
import { type ShopifyDeps, shopifyGraphql, throwUserErrors } from './shopify-graphql';
import {
  CHECK_SHOP,
  type CheckShopData,
  CREATE_FULFILLMENT,
  type CreateFulfillmentData,
  ORDER_FULFILLMENT_ORDERS,
  ORDERS_PAGE,
  type OrderFulfillmentOrdersData,
  PULL_ORDERS,
  type PullOrdersData,
  SET_INVENTORY,
  type SetInventoryData,
  type ShopifyFulfillmentOrder,
  SKUS_PER_CALL,
  VARIANTS_BY_SKU,
  type VariantsBySkuData,
} from './shopify-operations';
import { isShippable, openLines, ordersSearch, readCursor, tooLarge, toShopOrder, writeCursor } from './shopify-orders';

/**
 * The Shopify connector (docs/server/shops.md, "Shopify connector"): the Admin GraphQL API with the
 * shop's access token (`X-Shopify-Access-Token`), through the guarded HTTP client it is given.
 */
export function createShopifyConnector(deps: ShopifyDeps): ShopConnector {
  const call = <T>(
    target: ShopConnectionTarget,
    query: string,
    variables?: Record<string, unknown>,
    signal?: AbortSignal,
  ) => shopifyGraphql<T>(deps, target, { query, variables }, signal);

  /** The order's fulfilment orders with their line items (both read whole, or the call is refused). */
  async function fulfillmentOrders(
    target: ShopConnectionTarget,
    orderId: string,
    orderName: string,
    signal?: AbortSignal,
  ) {
    const data = await call<OrderFulfillmentOrdersData>(target, ORDER_FULFILLMENT_ORDERS, { id: orderId }, signal);
    if (!data.order) throw new ShopCallError('rejected', `Shopify has no order ${orderName}`);
    if (data.order.fulfillmentOrders.pageInfo.hasNextPage) throw tooLarge(orderName);
    return data.order.fulfillmentOrders.nodes;
  }

  return {
    platform: 'shopify',

    async check(target, signal): Promise<ConnectionCheck> {
      const data = await call<CheckShopData>(target, CHECK_SHOP, undefined, signal);
      const active = data.locations.nodes.filter((location) => location.isActive);
      // The location chosen before stays while it is active; otherwise the shop's first active one.
      const kept = active.find((location) => location.id === target.locationId);
      return { shopName: data.shop.name, locationId: (kept ?? active[0])?.id ?? null };
    },

    async pullOrders(target, cursor, signal): Promise<PulledOrders> {
      const from = readCursor(cursor);
      const data = await call<PullOrdersData>(
        target,
        PULL_ORDERS,
        { first: ORDERS_PAGE, after: from.after, query: ordersSearch(from.updatedSince) },
        signal,
      );
      const { pageInfo, nodes } = data.orders;
      const orders = [];
      for (const order of nodes) {
        const lines = openLines(order.name, await fulfillmentOrders(target, order.id, order.name, signal));
        // An order whose lines are all on hold, or need no shipping, has nothing for the warehouse.
        if (lines.length > 0) orders.push(toShopOrder(order, lines));
      }
      const newest = nodes.reduce<string | null>(
        (latest, order) => (latest === null || order.updatedAt > latest ? order.updatedAt : latest),
        from.updatedSince,
      );
      const next = pageInfo.hasNextPage
        ? { updatedSince: from.updatedSince, after: pageInfo.endCursor }
        : { updatedSince: newest, after: null };
      return { orders, cursor: writeCursor(next), more: pageInfo.hasNextPage };
    },

    async sendShipment(target, shipment, signal): Promise<void> {
      const orderName = shipment.externalOrderId;
      const open = (await fulfillmentOrders(target, orderName, orderName, signal)).filter(isShippable);
      const groups = fulfilmentGroups(open, shipment);
      if (groups.length === 0 && open.some((fo) => fo.lineItems.nodes.some((line) => line.remainingQuantity > 0))) {
        throw new ShopCallError('rejected', `none of the shipped lines is open on Shopify order ${orderName}`);
      }
      // No group and nothing open: the shop has it fulfilled already (a repeated notice changes nothing).
      for (const lineItemsByFulfillmentOrder of groups) {
        const data = await call<CreateFulfillmentData>(
          target,
          CREATE_FULFILLMENT,
          {
            fulfillment: {
              lineItemsByFulfillmentOrder,
              notifyCustomer: true,
              trackingInfo: {
                company: shipment.carrier,
                number: shipment.trackingNumber,
                ...(shipment.trackingUrl ? { url: shipment.trackingUrl } : {}),
              },
            },
          },
          signal,
        );
        throwUserErrors('the fulfilment', data.fulfillmentCreate.userErrors);
      }
    },

    async pushStock(target, levels, signal): Promise<StockPushResult> {
      const locationId = target.locationId;
      if (!locationId) {
        throw new ShopCallError('rejected', 'no Shopify location is chosen yet: test the connection first');
      }
      let updated = 0;
      const unknownSkus: string[] = [];
      for (let start = 0; start < levels.length; start += SKUS_PER_CALL) {
        const chunk = levels.slice(start, start + SKUS_PER_CALL);
        const items = await inventoryItemsBySku(target, chunk, locationId, signal);
        const quantities = chunk.flatMap((level) =>
          (items.get(level.sku) ?? []).map((inventoryItemId) => ({
            inventoryItemId,
            locationId,
            quantity: Math.max(0, Math.trunc(level.available)),
            changeFromQuantity: null,
          })),
        );
        for (const level of chunk) {
          if (items.has(level.sku)) updated += 1;
          else unknownSkus.push(level.sku);
        }
        if (quantities.length === 0) continue;
        const data = await call<SetInventoryData>(
          target,
          SET_INVENTORY,
          { input: { name: 'available', reason: 'correction', quantities }, idempotencyKey: randomUUID() },
          signal,
        );
        throwUserErrors('the stock levels', data.inventorySetQuantities.userErrors);
      }
      return { updated, unknownSkus };
    },
  };

  /**
   * SKU → the inventory items stocked at the location (a SKU on several variants sets them all). A
   * variant whose item is not stocked there is left out, so its SKU is reported with the unknown ones.
   */
  async function inventoryItemsBySku(
    target: ShopConnectionTarget,
    levels: StockLevel[],
    locationId: string,
    signal?: AbortSignal,
  ): Promise<Map<string, string[]>> {
    const query = levels.map((level) => `sku:${searchValue(level.sku)}`).join(' OR ');
    const data = await call<VariantsBySkuData>(
      target,
      VARIANTS_BY_SKU,
      // Room for a few SKUs shared by several variants.
      { first: Math.min(levels.length * 2, 250), query, locationId },
      signal,
    );
    const wanted = new Set(levels.map((level) => level.sku));
    const items = new Map<string, string[]>();
    for (const variant of data.productVariants.nodes) {
      // Shopify's search matches loosely (case, tokens): only an exact SKU counts.
      if (!variant.sku || !wanted.has(variant.sku) || !variant.inventoryItem.inventoryLevel) continue;
      const list = items.get(variant.sku) ?? [];
      if (!list.includes(variant.inventoryItem.id)) list.push(variant.inventoryItem.id);
      items.set(variant.sku, list);
    }
    return items;
  }
}

/**
 * The shipped lines as `lineItemsByFulfillmentOrder`, one group per location (Shopify fulfils the
 * fulfilment orders of one location together). Lines already fulfilled are left out, quantities are
 * capped at what remains, and lines the notice does not name stay open.
 */
function fulfilmentGroups(openFulfillmentOrders: ShopifyFulfillmentOrder[], shipment: ShipmentNotice) {
  const shipped = new Map<string, number>();
  for (const line of shipment.lines)
    shipped.set(line.externalLineId, (shipped.get(line.externalLineId) ?? 0) + line.quantity);
  const byLocation = new Map<
    string,
    { fulfillmentOrderId: string; fulfillmentOrderLineItems: { id: string; quantity: number }[] }[]
  >();
  for (const fo of openFulfillmentOrders) {
    const lineItems = fo.lineItems.nodes
      .map((line) => ({ id: line.id, quantity: Math.min(shipped.get(line.id) ?? 0, line.remainingQuantity) }))
      .filter((line) => line.quantity > 0);
    if (lineItems.length === 0) continue;
    const location = fo.assignedLocation?.location?.id ?? '';
    const group = byLocation.get(location) ?? [];
    group.push({ fulfillmentOrderId: fo.id, fulfillmentOrderLineItems: lineItems });
    byLocation.set(location, group);
  }
  return [...byLocation.values()];
}

/** A SKU as a value in Shopify's search syntax: quoted, with quotes and backslashes escaped. */
function searchValue(sku: string): string {
  return `"${sku.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
