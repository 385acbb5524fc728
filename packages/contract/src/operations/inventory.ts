import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { sortQuery } from '../core/sort-query';
import { idRule } from '../rules/id';
import { batchLinesRule } from '../rules/sku';
import { dateTimeRule, flagRule } from '../rules/strict-values';
import { skuInWarehouseShape } from './inventory/sku-in-warehouse';

/**
 * Why stock moved: `opening` carried over when the ledger started, `receipt` received from an inbound
 * booking, `adjustment` a count by staff (stock-taking), `lock` reserved by an order (or held by staff),
 * `release` a reservation given back (order cancelled), `deduction` picked and packed (on hand and
 * locked both go down), `loss_adjustment` a loss order's recount confirmed by staff.
 */
export const STOCK_MOVEMENT_TYPES = [
  'opening',
  'receipt',
  'adjustment',
  'loss_adjustment',
  'lock',
  'release',
  'deduction',
] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

/**
 * What a movement belongs to: an outbound order, an inbound booking, a staff hold (the quantity
 * staff keep from sale in a warehouse, `frozen` of `product.setStock`; its id is the balance row's),
 * or a loss order whose recount staff confirmed.
 */
export const STOCK_REFERENCE_TYPES = ['order', 'inbound', 'stock_hold', 'loss_order'] as const;
export type StockReferenceType = (typeof STOCK_REFERENCE_TYPES)[number];

/** The sales windows of the inventory list (spec 2), in days. */
export const SALES_WINDOWS = [30, 90, 365] as const;

const isoTime = dateTimeRule();

/** The inventory list's filters, shared by getList and export (and kept in the URL). */
export const inventoryFilterSchema = z.object({
  warehouse_id: idRule.optional(),
  /** SKU codes, one per line (exact, at most 5000). */
  sku: batchLinesRule.optional(),
  /** Only rows with something on hand or locked. */
  in_stock_only: flagRule.prefault(0),
  /** Only rows whose available stock is below the SKU's warning quantity. */
  alert_only: flagRule.prefault(0),
});
export type InventoryFilters = z.input<typeof inventoryFilterSchema>;

/** The inventory list's `total` stops counting here; a list at the cap has at least this many rows. */
export const INVENTORY_TOTAL_CAP = 10_000;

export const INVENTORY_SORT_FIELDS = ['sku', 'available'] as const;
export const inventorySortSchema = sortQuery(INVENTORY_SORT_FIELDS);

export const inventoryItemSchema = z.object({
  /** The balance row's id: one per SKU and warehouse. */
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  name_cn: z.string(),
  name_en: z.string(),
  image_url: z.string(),
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  /** On the shelf (total stock). */
  on_hand: z.number().int(),
  /** Reserved by orders and staff holds (frozen stock): every open lock, however old (no 2024-01-01 bound). */
  locked: z.number().int(),
  available: z.number().int(),
  /** Booked units not yet shelved, over the merchant's submitted to To-be-shelved inbound bookings. */
  inbound_in_transit: z.number().int(),
  sales_30: z.number().int(),
  sales_90: z.number().int(),
  sales_365: z.number().int(),
  /** available ÷ (30-day sales / 30), one decimal; null without sales in the last 30 days. */
  days_of_cover: z.number().nullable(),
  warning_quantity: z.number().int().nullable(),
  /** available < warning_quantity. */
  alert: z.boolean(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const getInventoryList = defineOperation({
  id: 'inventory.getList',
  method: 'GET',
  shows: ['stock', 'products', 'inbound', 'orders', 'reference'],
  path: '/api/ucenter/inventory/getList',
  summary:
    "The merchant's stock per SKU and warehouse, with sales of the last 30/90/365 days and alerts. `total` counts at most 10,000 rows (`INVENTORY_TOTAL_CAP`, shown as 10,000+): further pages in the SKU order follow with `after_sku` and `after_warehouse_id`.",
  auth: 'user',
  permission: 'inventory',
  query: inventoryFilterSchema
    .extend(pageQuery.shape)
    .extend(inventorySortSchema.shape)
    .extend({
      /** Keyset paging in the SKU order: the SKU code and warehouse of the last row of the page before. */
      after_sku: z.string().trim().min(1).max(30).optional(),
      after_warehouse_id: idRule.optional(),
    })
    .refine((q) => (q.after_sku === undefined) === (q.after_warehouse_id === undefined), {
      message: 'v.invalid',
      path: ['after_warehouse_id'],
    }),
  response: listOf(inventoryItemSchema),
});

export const exportInventory = defineOperation({
  id: 'inventory.export',
  method: 'GET',
  shows: ['stock', 'products', 'inbound', 'orders', 'reference'],
  path: '/api/ucenter/inventory/export',
  summary: 'The filtered inventory list as xlsx; at most 5000 rows.',
  auth: 'user',
  permission: 'inventory',
  need: 'export',
  query: inventoryFilterSchema.extend(inventorySortSchema.shape),
  response: 'binary',
});

/** The stock log's filters, shared by getStockLog and downloadStockLog. */
export const stockLogFilterSchema = z.object({
  /** One SKU code (exact, any case). */
  sku: z.string().trim().max(30).optional(),
  warehouse_id: idRule.optional(),
  type: z
    .string()
    .pipe(z.enum(STOCK_MOVEMENT_TYPES, { message: 'v.choice' }))
    .optional(),
  created_from: isoTime.optional(),
  created_to: isoTime.optional(),
});
export type StockLogFilters = z.input<typeof stockLogFilterSchema>;

export const stockMovementItemSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  ...skuInWarehouseShape,
  type: z.enum(STOCK_MOVEMENT_TYPES),
  /** Change of what is on hand (+ in, − out). */
  on_hand_delta: z.number().int(),
  /** Change of what is locked. */
  locked_delta: z.number().int(),
  on_hand_after: z.number().int(),
  locked_after: z.number().int(),
  reference_type: z.enum(STOCK_REFERENCE_TYPES).nullable(),
  reference_id: z.number().int().nullable(),
  /** The reference's number as the merchant knows it (an order's platform order no.), or null. */
  reference_no: z.string().nullable(),
  /** The package the SKU moved for as one of its components (an order line naming a package), or null. */
  package_code: z.string().nullable(),
  /** Who moved it: the account's name, "System", or staff. */
  actor: z.string(),
});
export type StockMovementItem = z.infer<typeof stockMovementItemSchema>;

export const getStockLog = defineOperation({
  id: 'inventory.getStockLog',
  method: 'GET',
  shows: ['stock', 'products', 'reference', 'orders', 'lossOrders', 'inbound'],
  path: '/api/ucenter/inventory/getStockLog',
  summary:
    'Every stock movement of the merchant, newest first. `total` counts at most 10,000 movements: further pages follow with `after_id`.',
  auth: 'user',
  permission: 'inventory',
  query: stockLogFilterSchema.extend(pageQuery.shape).extend({
    /** Keyset paging: the id of the last movement of the page before (the page starts right after it). */
    after_id: idRule.optional(),
  }),
  response: listOf(stockMovementItemSchema),
});

export const downloadStockLog = defineOperation({
  id: 'inventory.downloadStockLog',
  method: 'GET',
  shows: ['stock', 'products', 'reference', 'orders', 'lossOrders', 'inbound'],
  path: '/api/ucenter/product/downloadStockLog',
  summary: 'The filtered stock log as xlsx (the spec keeps its path under product); at most 5000 rows.',
  auth: 'user',
  permission: 'inventory',
  need: 'export',
  query: stockLogFilterSchema,
  response: 'binary',
});

/**
 * Inventory age (issue 11): every shelved inbound batch (and every counted gain) is a layer of stock
 * with the day it arrived; packing and counted losses consume layers first in, first out, so the
 * layers of a SKU in a warehouse always add up to its on-hand stock. Buckets in days since arrival.
 */
export const AGE_BUCKETS = [
  { key: 'age_0_30', from: 0, to: 30 },
  { key: 'age_31_60', from: 31, to: 60 },
  { key: 'age_61_90', from: 61, to: 90 },
  { key: 'age_91_180', from: 91, to: 180 },
  { key: 'age_over_180', from: 181, to: null },
] as const;

export const inventoryAgeItemSchema = z.object({
  ...skuInWarehouseShape,
  on_hand: z.number().int(),
  age_0_30: z.number().int(),
  age_31_60: z.number().int(),
  age_61_90: z.number().int(),
  age_91_180: z.number().int(),
  age_over_180: z.number().int(),
  /** Days since the oldest unit still on hand arrived; null with nothing on hand. */
  oldest_age_days: z.number().int().nullable(),
});
export type InventoryAgeItem = z.infer<typeof inventoryAgeItemSchema>;

export const getInventoryAge = defineOperation({
  id: 'inventory.getInventoryAge',
  method: 'GET',
  shows: ['stock', 'products', 'reference'],
  path: '/api/ucenter/inventory/getInventoryAge',
  summary:
    'Units on hand per SKU and warehouse by age since arrival (0–30, 31–60, 61–90, 91–180, over 180 days), oldest first.',
  auth: 'user',
  permission: 'inventory',
  query: z.object({ warehouse_id: idRule.optional(), sku: batchLinesRule.optional() }).extend(pageQuery.shape),
  response: listOf(inventoryAgeItemSchema),
});
