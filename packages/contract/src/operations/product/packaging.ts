import { z } from 'zod';
import { listOf, pageQuery } from '../../core/envelope';
import { defineOperation } from '../../core/operation';
import { exportIdsRule } from '../../rules/export-ids';
import { idRule } from '../../rules/id';
import { batchLinesRule, EXPORT_MAX, LONG_TEXT_MAX, positiveMeasureRule, skuRule } from '../../rules/sku';
import { flagRule, numberInput } from '../../rules/strict-values';

/**
 * The merchant's own packaging (issue 27's second packages variant, docs/server/packaging.md): branded
 * boxes, mailers and inserts the merchant sends into the warehouse like goods and only its orders use —
 * the "exclusive" consumables of the order form's next step. Written once for the server, the forms
 * and /api/docs:
 * - the code follows the SKU code rules of spec 5 and is unique among the merchant's SKUs, packages
 *   and packaging (the server's `merchant_codes`), fixed once created;
 * - `default_for` names SKUs or packages of the merchant (by code) whose orders take one of it by default;
 * - stock is counted per warehouse in the packaging ledger (received against an inbound booking,
 *   locked at submit, deducted at packing); available below `warning_quantity` is low stock.
 */
export const PACKAGING_DEFAULTS_MAX = 50;
/** Packaging items one order may ask for (as the pack materials: spec's "consumables: up to 10"). */
export const ORDER_PACKAGING_MAX = 10;
export const PACKAGING_QUANTITY_MAX = 1000;
export const PACKAGING_WARNING_MAX = 1_000_000;
export const PACKAGING_WEIGHT_MAX = 100_000;
/** The order form's next step lists at most this many of the merchant's items. */
export const PACKAGING_OPTIONS_MAX = 200;
export const PACKAGING_MOVEMENT_TYPES = ['receipt', 'lock', 'release', 'deduction'] as const;
export type PackagingMovementType = (typeof PACKAGING_MOVEMENT_TYPES)[number];

const required = { message: 'v.required' } as const;
const nameRule = z.string(required).trim().min(1, required).max(LONG_TEXT_MAX, { message: 'v.tooLong' });

const defaultForRule = z
  .array(skuRule)
  .max(PACKAGING_DEFAULTS_MAX, { message: 'v.tooManyItems' })
  .default([])
  .superRefine((codes, ctx) => {
    const seen = new Set<string>();
    codes.forEach((code, index) => {
      const key = code.toUpperCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: 'v.packagingDefaultDuplicate' });
      seen.add(key);
    });
  });

/** What the packaging form edits (everything but the code, which is fixed once created). */
const packagingFields = {
  name_en: nameRule,
  name_cn: nameRule,
  length_cm: positiveMeasureRule,
  width_cm: positiveMeasureRule,
  height_cm: positiveMeasureRule,
  weight_g: numberInput(
    z
      .number(required)
      .int({ message: 'v.wholeNumber' })
      .min(1, { message: 'v.tooSmall' })
      .max(PACKAGING_WEIGHT_MAX, { message: 'v.tooBig' }),
  ),
  /** Available below this in a warehouse is low stock; 0 warns of nothing. */
  warning_quantity: numberInput(
    z
      .number()
      .int({ message: 'v.wholeNumber' })
      .min(0, { message: 'v.tooSmall' })
      .max(PACKAGING_WARNING_MAX, { message: 'v.tooBig' }),
  ).prefault(0),
  /** SKU or package codes (any case) whose orders take this packaging by default. */
  default_for: defaultForRule,
};

export const packagingCreateSchema = z.object({ code: skuRule, ...packagingFields });
export type PackagingCreateBody = z.input<typeof packagingCreateSchema>;

export const packagingUpdateSchema = z.object({
  id: idRule,
  /** `updated_at` of the copy being edited: a save over somebody else's newer change is refused. */
  updated_at: z.string().max(40).optional(),
  ...packagingFields,
});
export type PackagingUpdateBody = z.input<typeof packagingUpdateSchema>;

export const packagingStockSchema = z.object({
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  on_hand: z.number().int(),
  /** Held by submitted orders not yet packed. */
  locked: z.number().int(),
  available: z.number().int(),
  /** Available below the item's warning quantity. */
  low: z.boolean(),
});

export const packagingDefaultSchema = z.object({
  code: z.string(),
  kind: z.enum(['sku', 'package']),
});

export const packagingSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
  weight_g: z.number().int(),
  warning_quantity: z.number().int(),
  default_for: z.array(packagingDefaultSchema),
  /** Per warehouse where it was ever received, in the reference list's order. */
  stock: z.array(packagingStockSchema),
  available_stock: z.number().int(),
  /** Some warehouse's available is below the warning quantity. */
  low_stock: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Packaging = z.infer<typeof packagingSchema>;

export const packagingFilterSchema = z.object({
  /** One code per line (exact, at most 5000); a single line also finds codes that contain it. */
  code: batchLinesRule.optional(),
  /** Part of the English or Chinese name. */
  name: z.string().trim().max(LONG_TEXT_MAX).optional(),
  /** Only items low in some warehouse. */
  low_stock_only: flagRule.prefault(0),
});
export type PackagingFilters = z.input<typeof packagingFilterSchema>;

export const getPackagingList = defineOperation({
  id: 'product.getPackagingList',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/product/getPackagingList',
  summary: "The merchant's own packaging, newest first, with stock per warehouse and the low-stock warning.",
  auth: 'user',
  permission: 'product',
  query: packagingFilterSchema.extend(pageQuery.shape),
  response: listOf(packagingSchema),
});

export const exportPackaging = defineOperation({
  id: 'product.exportPackaging',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/product/exportPackaging',
  summary:
    'The filtered packaging list, or the items named by `ids` (comma-separated), as xlsx with stock per warehouse; at most 5000 items.',
  auth: 'user',
  permission: 'product',
  need: 'export',
  query: packagingFilterSchema.extend({ ids: exportIdsRule }),
  response: 'binary',
});

export const getPackagingDetail = defineOperation({
  id: 'product.getPackagingDetail',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/product/getPackagingDetail',
  summary: 'One packaging item with its default SKUs and packages and its stock per warehouse.',
  auth: 'user',
  permission: 'product',
  query: z.object({ id: idRule }),
  response: packagingSchema,
});

export const packagingMovementSchema = z.object({
  id: z.number().int(),
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  type: z.enum(PACKAGING_MOVEMENT_TYPES),
  /** The change of on hand (receipt +, deduction −) or, for a lock or release, of locked. */
  quantity: z.number().int(),
  on_hand_after: z.number().int(),
  locked_after: z.number().int(),
  reference_type: z.string(),
  reference_id: z.number().int(),
  /** The order's platform order no. or the booking's receiving no. */
  reference_no: z.string(),
  actor: z.string(),
  created_at: z.string(),
});
export type PackagingMovement = z.infer<typeof packagingMovementSchema>;

export const getPackagingStockLog = defineOperation({
  id: 'product.getPackagingStockLog',
  method: 'GET',
  shows: ['products', 'stock', 'reference', 'orders', 'inbound'],
  path: '/api/ucenter/product/getPackagingStockLog',
  summary: "One packaging item's stock movements, newest first: received, locked by orders, released, packed.",
  auth: 'user',
  permission: 'product',
  query: pageQuery.extend({ id: idRule, warehouse_id: idRule.optional() }),
  response: listOf(packagingMovementSchema),
});

export const addPackaging = defineOperation({
  id: 'product.addPackaging',
  method: 'POST',
  changes: ['products'],
  path: '/api/ucenter/product/addPackaging',
  summary:
    'Create a packaging item: a code unique among SKUs, packages and packaging; sizes, weight, defaults, warning.',
  auth: 'user',
  permission: 'product',
  body: packagingCreateSchema,
  response: z.object({ id: z.number().int(), updated_at: z.string() }),
});

export const updatePackaging = defineOperation({
  id: 'product.updatePackaging',
  method: 'POST',
  changes: ['products'],
  path: '/api/ucenter/product/updatePackaging',
  summary: "Edit a packaging item's names, sizes, weight, default SKUs and packages and warning level (not its code).",
  auth: 'user',
  permission: 'product',
  body: packagingUpdateSchema,
  response: z.object({ id: z.number().int(), updated_at: z.string() }),
});

export const deletePackaging = defineOperation({
  id: 'product.deletePackaging',
  method: 'POST',
  // Its empty balances go with it (the packaging ledger is `stock`).
  changes: ['products', 'stock'],
  path: '/api/ucenter/product/deletePackaging',
  summary:
    'Delete packaging items, all or none: refused while one has stock in a warehouse or an open order or inbound booking names it; their codes become free again.',
  auth: 'user',
  permission: 'product',
  body: z.object({ ids: z.array(idRule).max(EXPORT_MAX, { message: 'v.tooManyItems' }) }),
  response: z.object({ deleted: z.number().int() }),
});

export const packagingOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  weight_g: z.number().int(),
  /** What the chosen warehouse has free for new orders. */
  available: z.number().int(),
  /** Upper-cased SKU and package codes that take it by default. */
  default_for: z.array(z.string()),
});
export type PackagingOption = z.infer<typeof packagingOptionSchema>;

export const getPackagingOptions = defineOperation({
  id: 'product.getPackagingOptions',
  method: 'GET',
  shows: ['products', 'stock'],
  path: '/api/ucenter/oms/product/packaging/options',
  summary:
    "The order form's exclusive consumables: the merchant's packaging with what one warehouse has available and the codes that take it by default.",
  auth: 'user',
  // The order screens offer it, so the order right reaches it too (the service checks product or order).
  permission: 'account',
  query: z.object({ warehouse_id: idRule }),
  response: z.array(packagingOptionSchema),
});

/** One packaging item an order asks for (the order form's next step). */
export const orderPackagingInputSchema = z.object({
  /** A packaging item of getPackagingOptions. */
  id: idRule,
  quantity: numberInput(
    z
      .number(required)
      .int({ message: 'v.wholeNumber' })
      .min(1, { message: 'v.tooSmall' })
      .max(PACKAGING_QUANTITY_MAX, { message: 'v.tooBig' }),
  ),
});
