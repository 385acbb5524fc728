/**
 * The GraphQL Admin API operations the Shopify connector sends, with the parts of their replies it
 * reads. Connection sizes keep each query's requested cost under Shopify's 1,000-point limit for a
 * single query (a connection costs 2 + `first` × its node; an object 1, a scalar 0).
 */

/** Orders per pull page. */
export const ORDERS_PAGE = 10;
/** Fulfilment orders read per order, and line items per fulfilment order (≈ 830 points together). */
export const FULFILLMENT_ORDERS_PER_ORDER = 5;
export const LINES_PER_FULFILLMENT_ORDER = 40;
/** SKUs looked up, and quantities set, per call. */
export const SKUS_PER_CALL = 50;

export const CHECK_SHOP = `query CheckShop {
  shop { name }
  locations(first: 50) { nodes { id name isActive } }
}`;

export interface CheckShopData {
  shop: { name: string };
  locations: { nodes: { id: string; name: string; isActive: boolean }[] };
}

export const PULL_ORDERS = `query PullOrders($first: Int!, $after: String, $query: String!) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      name
      createdAt
      updatedAt
      email
      phone
      shippingAddress {
        firstName lastName company phone address1 address2 city province provinceCode zip countryCodeV2
      }
    }
  }
}`;

export interface ShopifyAddress {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  provinceCode: string | null;
  zip: string | null;
  countryCodeV2: string | null;
}

export interface ShopifyOrderNode {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  email: string | null;
  phone: string | null;
  shippingAddress: ShopifyAddress | null;
}

export interface PullOrdersData {
  orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopifyOrderNode[] };
}

export const ORDER_FULFILLMENT_ORDERS = `query OrderFulfillmentOrders($id: ID!) {
  order(id: $id) {
    id
    fulfillmentOrders(first: ${FULFILLMENT_ORDERS_PER_ORDER}) {
      pageInfo { hasNextPage }
      nodes {
        id
        status
        assignedLocation { location { id } }
        lineItems(first: ${LINES_PER_FULFILLMENT_ORDER}) {
          pageInfo { hasNextPage }
          nodes {
            id
            sku
            productTitle
            variantTitle
            remainingQuantity
            requiresShipping
            lineItem { originalUnitPriceSet { shopMoney { amount currencyCode } } }
          }
        }
      }
    }
  }
}`;

export interface ShopifyFulfillmentOrderLine {
  id: string;
  sku: string | null;
  productTitle: string;
  variantTitle: string | null;
  remainingQuantity: number;
  requiresShipping: boolean;
  lineItem: { originalUnitPriceSet: { shopMoney: { amount: string; currencyCode: string } } };
}

export interface ShopifyFulfillmentOrder {
  id: string;
  /** OPEN, IN_PROGRESS, SCHEDULED, ON_HOLD, INCOMPLETE, CLOSED, CANCELLED. */
  status: string;
  assignedLocation: { location: { id: string } | null } | null;
  lineItems: { pageInfo: { hasNextPage: boolean }; nodes: ShopifyFulfillmentOrderLine[] };
}

export interface OrderFulfillmentOrdersData {
  order: {
    id: string;
    fulfillmentOrders: { pageInfo: { hasNextPage: boolean }; nodes: ShopifyFulfillmentOrder[] };
  } | null;
}

export const CREATE_FULFILLMENT = `mutation CreateFulfillment($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) {
    fulfillment { id status }
    userErrors { field message }
  }
}`;

export interface UserError {
  field: string[] | null;
  message: string;
}

export interface CreateFulfillmentData {
  fulfillmentCreate: { fulfillment: { id: string; status: string } | null; userErrors: UserError[] };
}

export const VARIANTS_BY_SKU = `query VariantsBySku($first: Int!, $query: String!, $locationId: ID!) {
  productVariants(first: $first, query: $query) {
    nodes {
      sku
      inventoryItem { id inventoryLevel(locationId: $locationId) { id } }
    }
  }
}`;

export interface VariantsBySkuData {
  productVariants: {
    nodes: { sku: string | null; inventoryItem: { id: string; inventoryLevel: { id: string } | null } }[];
  };
}

/**
 * Sets absolute "available" quantities: the warehouse is the source of truth for what it holds, so
 * each quantity opts out of Shopify's compare-and-swap check (`changeFromQuantity: null`). The
 * `@idempotent` key (optional in 2026-01, required from 2026-04) lets Shopify drop a repeated call.
 */
export const SET_INVENTORY = `mutation SetInventory($input: InventorySetQuantitiesInput!, $idempotencyKey: String!) {
  inventorySetQuantities(input: $input) @idempotent(key: $idempotencyKey) {
    inventoryAdjustmentGroup { id }
    userErrors { field message code }
  }
}`;

export interface SetInventoryData {
  inventorySetQuantities: { inventoryAdjustmentGroup: { id: string } | null; userErrors: UserError[] };
}
