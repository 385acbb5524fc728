/**
 * The fake shop's data and its answers to the operations the Shopify connector sends. Not a GraphQL
 * engine: each operation is known by name and answered with the shape Shopify documents for the
 * fields the connector selects.
 */

export interface FakeLine {
  /** `gid://shopify/FulfillmentOrderLineItem/…` */
  id: string;
  sku: string | null;
  productTitle: string;
  variantTitle?: string | null;
  remainingQuantity: number;
  requiresShipping?: boolean;
  /** Unit price as Shopify's decimal string (`"19.99"`). */
  price: string;
  currency: string;
}

export interface FakeFulfillmentOrder {
  /** `gid://shopify/FulfillmentOrder/…` */
  id: string;
  status: 'OPEN' | 'IN_PROGRESS' | 'ON_HOLD' | 'CLOSED' | 'CANCELLED';
  locationId: string;
  lineItems: FakeLine[];
}

export interface FakeOrder {
  /** `gid://shopify/Order/…` */
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  financialStatus: 'PAID' | 'PENDING' | 'REFUNDED';
  email: string | null;
  phone: string | null;
  shippingAddress: Record<string, string | null> | null;
  fulfillmentOrders: FakeFulfillmentOrder[];
}

export interface FakeVariant {
  sku: string;
  /** `gid://shopify/InventoryItem/…` */
  inventoryItemId: string;
  /** Locations the item is stocked at. */
  stockedAt: string[];
}

/** A fulfilment the fake created. */
export interface RecordedFulfillment {
  id: string;
  orderId: string;
  notifyCustomer: boolean;
  trackingInfo: { company?: string; number?: string; url?: string };
  lines: { fulfillmentOrderId: string; id: string; quantity: number }[];
}

/** One `inventorySetQuantities` the fake applied. */
export interface RecordedInventorySet {
  idempotencyKey: string;
  name: string;
  reason: string;
  quantities: { inventoryItemId: string; locationId: string; quantity: number }[];
}

export interface FakeShopState {
  shop: { name: string };
  locations: { id: string; name: string; isActive: boolean }[];
  orders: FakeOrder[];
  variants: FakeVariant[];
  fulfillments: RecordedFulfillment[];
  inventorySets: RecordedInventorySet[];
  /** Available quantity by `<inventoryItemId>@<locationId>`. */
  available: Map<string, number>;
}

export function emptyShop(name = 'Fake Outfitters'): FakeShopState {
  return {
    shop: { name },
    locations: [],
    orders: [],
    variants: [],
    fulfillments: [],
    inventorySets: [],
    available: new Map(),
  };
}

type Variables = Record<string, unknown>;

/**
 * Requested and actual cost of each operation, as Shopify calculates them for the connector's
 * selections (a connection 2 + `first` × its node; an object 1; a mutation 10).
 */
export const OPERATION_COSTS: Record<string, { requested: (variables: Variables) => number; actual: number }> = {
  CheckShop: { requested: () => 53, actual: 4 },
  PullOrders: { requested: (v) => 2 + Number(v.first) * 2, actual: 8 },
  OrderFulfillmentOrders: { requested: () => 828, actual: 12 },
  CreateFulfillment: { requested: () => 10, actual: 10 },
  VariantsBySku: { requested: (v) => 2 + Number(v.first) * 3, actual: 8 },
  SetInventory: { requested: () => 10, actual: 10 },
};

export function answer(state: FakeShopState, operation: string, query: string, variables: Variables): unknown {
  switch (operation) {
    case 'CheckShop':
      return { shop: state.shop, locations: { nodes: state.locations.slice(0, 50) } };
    case 'PullOrders':
      return pullOrders(state, variables);
    case 'OrderFulfillmentOrders':
      return fulfillmentOrders(state, query, variables);
    case 'CreateFulfillment':
      return { fulfillmentCreate: createFulfillment(state, variables.fulfillment as FulfillmentInput) };
    case 'VariantsBySku':
      return variantsBySku(state, variables);
    case 'SetInventory':
      return { inventorySetQuantities: setInventory(state, variables) };
    default:
      return null;
  }
}

/** Shopify's cursors are opaque base64; this one holds the last node's id and sort value. */
function cursorOf(order: FakeOrder): string {
  return Buffer.from(JSON.stringify({ last_id: order.id, last_value: order.updatedAt })).toString('base64');
}

function isUnfulfilled(order: FakeOrder): boolean {
  const lines = order.fulfillmentOrders.flatMap((fo) => fo.lineItems);
  return lines.some((line) => line.remainingQuantity > 0);
}

/** The parts of Shopify's order search syntax the connector uses. */
function matches(order: FakeOrder, search: string): boolean {
  for (const term of search.match(/\w+:(?:[<>]=?)?(?:'[^']*'|"[^"]*"|\S+)/g) ?? []) {
    const [, field = '', op = '', raw = ''] = /^(\w+):([<>]=?)?(.*)$/.exec(term) ?? [];
    const value = raw.replace(/^['"]|['"]$/g, '');
    if (field === 'financial_status' && order.financialStatus.toLowerCase() !== value) return false;
    if (field === 'fulfillment_status' && value === 'unfulfilled' && !isUnfulfilled(order)) return false;
    if (field === 'updated_at') {
      const at = Date.parse(order.updatedAt);
      const bound = Date.parse(value);
      if (op === '>' && !(at > bound)) return false;
      if (op === '>=' && !(at >= bound)) return false;
    }
  }
  return true;
}

function pullOrders(state: FakeShopState, variables: Variables) {
  const sorted = state.orders
    .filter((order) => matches(order, String(variables.query ?? '')))
    .sort((a, b) => Date.parse(a.updatedAt) - Date.parse(b.updatedAt) || a.id.localeCompare(b.id));
  let start = 0;
  if (typeof variables.after === 'string') {
    const { last_id } = JSON.parse(Buffer.from(variables.after, 'base64').toString('utf8')) as { last_id: string };
    start = sorted.findIndex((order) => order.id === last_id) + 1;
  }
  const page = sorted.slice(start, start + Number(variables.first));
  const last = page.at(-1);
  return {
    orders: {
      pageInfo: { hasNextPage: start + page.length < sorted.length, endCursor: last ? cursorOf(last) : null },
      nodes: page.map(({ id, name, createdAt, updatedAt, email, phone, shippingAddress }) => ({
        id,
        name,
        createdAt,
        updatedAt,
        email,
        phone,
        shippingAddress,
      })),
    },
  };
}

function fulfillmentOrders(state: FakeShopState, query: string, variables: Variables) {
  const order = state.orders.find((candidate) => candidate.id === variables.id);
  if (!order) return { order: null };
  const foFirst = Number(/fulfillmentOrders\(first:\s*(\d+)/.exec(query)?.[1] ?? 0);
  const lineFirst = Number(/lineItems\(first:\s*(\d+)/.exec(query)?.[1] ?? 0);
  return {
    order: {
      id: order.id,
      fulfillmentOrders: {
        pageInfo: { hasNextPage: order.fulfillmentOrders.length > foFirst },
        nodes: order.fulfillmentOrders.slice(0, foFirst).map((fo) => ({
          id: fo.id,
          status: fo.status,
          assignedLocation: { location: { id: fo.locationId } },
          lineItems: {
            pageInfo: { hasNextPage: fo.lineItems.length > lineFirst },
            nodes: fo.lineItems.slice(0, lineFirst).map((line) => ({
              id: line.id,
              sku: line.sku,
              productTitle: line.productTitle,
              variantTitle: line.variantTitle ?? null,
              remainingQuantity: line.remainingQuantity,
              requiresShipping: line.requiresShipping ?? true,
              lineItem: { originalUnitPriceSet: { shopMoney: { amount: line.price, currencyCode: line.currency } } },
            })),
          },
        })),
      },
    },
  };
}

interface FulfillmentInput {
  lineItemsByFulfillmentOrder: {
    fulfillmentOrderId: string;
    fulfillmentOrderLineItems?: { id: string; quantity: number }[];
  }[];
  notifyCustomer?: boolean;
  trackingInfo?: { company?: string; number?: string; url?: string };
}

function userError(message: string, field: string[] | null = null) {
  return { field, message };
}

function createFulfillment(state: FakeShopState, input: FulfillmentInput) {
  const refused = (message: string, field: string[]) => ({
    fulfillment: null,
    userErrors: [userError(message, field)],
  });
  const targets = input.lineItemsByFulfillmentOrder.map((entry) => ({
    entry,
    order: state.orders.find((order) => order.fulfillmentOrders.some((fo) => fo.id === entry.fulfillmentOrderId)),
    fo: state.orders.flatMap((order) => order.fulfillmentOrders).find((fo) => fo.id === entry.fulfillmentOrderId),
  }));
  const orders = new Set(targets.map((target) => target.order?.id));
  const locations = new Set(targets.map((target) => target.fo?.locationId));
  if (orders.size !== 1 || locations.size !== 1) {
    return refused('All fulfillment orders must belong to the same order and location.', ['fulfillment']);
  }
  const lines: RecordedFulfillment['lines'] = [];
  for (const { entry, fo } of targets) {
    if (!fo) return refused('Fulfillment order does not exist.', ['fulfillment', 'lineItemsByFulfillmentOrder']);
    if (fo.status !== 'OPEN' && fo.status !== 'IN_PROGRESS') {
      return refused(`Fulfillment order ${fo.id} has an unfulfillable status= ${fo.status.toLowerCase()}.`, [
        'fulfillment',
      ]);
    }
    const wanted =
      entry.fulfillmentOrderLineItems ??
      fo.lineItems.map((line) => ({ id: line.id, quantity: line.remainingQuantity }));
    for (const item of wanted) {
      const line = fo.lineItems.find((candidate) => candidate.id === item.id);
      if (!line || item.quantity < 1 || item.quantity > line.remainingQuantity) {
        return refused('Invalid fulfillment order line item quantity requested.', ['fulfillment']);
      }
      lines.push({ fulfillmentOrderId: fo.id, id: item.id, quantity: item.quantity });
    }
  }
  // Applied only once every line passed, as Shopify does.
  for (const line of lines) {
    const fo = targets.find((target) => target.fo?.id === line.fulfillmentOrderId)?.fo;
    const item = fo?.lineItems.find((candidate) => candidate.id === line.id);
    if (item) item.remainingQuantity -= line.quantity;
  }
  for (const { fo } of targets) {
    if (fo) fo.status = fo.lineItems.every((line) => line.remainingQuantity === 0) ? 'CLOSED' : 'IN_PROGRESS';
  }
  const id = `gid://shopify/Fulfillment/${5000 + state.fulfillments.length}`;
  state.fulfillments.push({
    id,
    orderId: [...orders][0] ?? '',
    notifyCustomer: input.notifyCustomer ?? false,
    trackingInfo: input.trackingInfo ?? {},
    lines,
  });
  return { fulfillment: { id, status: 'SUCCESS' }, userErrors: [] };
}

/** `sku:"A" OR sku:"B"`: Shopify matches loosely (here: ignoring case), so callers compare exactly. */
function variantsBySku(state: FakeShopState, variables: Variables) {
  const skus = [...String(variables.query).matchAll(/sku:"((?:[^"\\]|\\.)*)"/g)].map((match) =>
    (match[1] ?? '').replace(/\\(.)/g, '$1').toLowerCase(),
  );
  const found = state.variants.filter((variant) => skus.includes(variant.sku.toLowerCase()));
  return {
    productVariants: {
      nodes: found.slice(0, Number(variables.first)).map((variant) => ({
        sku: variant.sku,
        inventoryItem: {
          id: variant.inventoryItemId,
          inventoryLevel: variant.stockedAt.includes(String(variables.locationId))
            ? { id: `gid://shopify/InventoryLevel/1?inventory_item_id=${variant.inventoryItemId.split('/').at(-1)}` }
            : null,
        },
      })),
    },
  };
}

const INVENTORY_REASONS = new Set(['correction', 'cycle_count_available', 'damaged', 'received', 'restock', 'other']);

function setInventory(state: FakeShopState, variables: Variables) {
  const input = variables.input as {
    name: string;
    reason: string;
    quantities: { inventoryItemId: string; locationId: string; quantity: number; changeFromQuantity?: number | null }[];
  };
  const key = variables.idempotencyKey;
  const refused = (message: string, field: string[], code: string) => ({
    inventoryAdjustmentGroup: null,
    userErrors: [{ ...userError(message, field), code }],
  });
  if (typeof key !== 'string' || !key) return refused('An idempotency key is required.', ['input'], 'IDEMPOTENCY_KEY');
  const earlier = state.inventorySets.findIndex((set) => set.idempotencyKey === key);
  if (earlier >= 0)
    return { inventoryAdjustmentGroup: { id: `gid://shopify/InventoryAdjustmentGroup/${earlier}` }, userErrors: [] };
  if (input.name !== 'available') return refused('The quantity name is not valid.', ['input', 'name'], 'INVALID_NAME');
  if (!INVENTORY_REASONS.has(input.reason))
    return refused('The reason is not valid.', ['input', 'reason'], 'INVALID_REASON');
  for (const [index, quantity] of input.quantities.entries()) {
    const variant = state.variants.find((candidate) => candidate.inventoryItemId === quantity.inventoryItemId);
    if (!variant?.stockedAt.includes(quantity.locationId)) {
      return refused(
        'The specified inventory item is not stocked at the location.',
        ['input', 'quantities', String(index), 'locationId'],
        'ITEM_NOT_STOCKED_AT_LOCATION',
      );
    }
    if (!('changeFromQuantity' in quantity)) {
      return refused(
        'changeFromQuantity is required.',
        ['input', 'quantities', String(index), 'changeFromQuantity'],
        'CHANGE_FROM_QUANTITY_STALE',
      );
    }
    if (!Number.isInteger(quantity.quantity)) {
      return refused(
        'The quantity is not valid.',
        ['input', 'quantities', String(index), 'quantity'],
        'INVALID_QUANTITY',
      );
    }
  }
  for (const quantity of input.quantities) {
    state.available.set(`${quantity.inventoryItemId}@${quantity.locationId}`, quantity.quantity);
  }
  state.inventorySets.push({
    idempotencyKey: key,
    name: input.name,
    reason: input.reason,
    quantities: input.quantities.map(({ inventoryItemId, locationId, quantity }) => ({
      inventoryItemId,
      locationId,
      quantity,
    })),
  });
  return {
    inventoryAdjustmentGroup: { id: `gid://shopify/InventoryAdjustmentGroup/${state.inventorySets.length - 1}` },
    userErrors: [],
  };
}
