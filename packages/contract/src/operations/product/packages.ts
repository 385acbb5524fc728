import { z } from 'zod';
import { listOf, pageQuery } from '../../core/envelope';
import { defineOperation } from '../../core/operation';
import { exportIdsRule } from '../../rules/export-ids';
import { idRule } from '../../rules/id';
import { barcodeRule, batchLinesRule, EXPORT_MAX, imageUrlRule, LONG_TEXT_MAX, skuRule } from '../../rules/sku';
import { dateTimeRule, numberInput } from '../../rules/strict-values';
import { NOTE_MAX } from '../order/order-fields';

/**
 * Packages (kits, bundles; issue 27, docs/server/packages.md): a sellable code made of the merchant's
 * SKUs — "gift set" = 1 × mug + 2 × coaster. The rules below are the package's, written once for the
 * server, the forms and /api/docs:
 * - the code follows the SKU code rules of spec 5 and is unique among the merchant's SKUs and
 *   packages (the server's `merchant_codes`);
 * - components are existing SKUs of the merchant, named by SKU code (never a package: no package
 *   inside a package), each at most once, 1 to `PACKAGE_COMPONENT_QUANTITY_MAX` units;
 * - at least `PACKAGE_UNITS_MIN` units in all (a 2-pack of one SKU is a package; one unit is the SKU);
 * - at most `PACKAGE_COMPONENTS_MAX` components.
 */
export const PACKAGE_UNITS_MIN = 2;
export const PACKAGE_COMPONENT_QUANTITY_MAX = 999;
export const PACKAGE_COMPONENTS_MAX = 50;
/** Whether the warehouse keeps the package assembled on the shelf or picks its components per order. */
export const PACKAGE_ASSEMBLIES = ['pre_assembled', 'pick_components'] as const;
export type PackageAssembly = (typeof PACKAGE_ASSEMBLIES)[number];

const required = { message: 'v.required' } as const;
const nameRule = z.string(required).trim().min(1, required).max(LONG_TEXT_MAX, { message: 'v.tooLong' });
const isoTime = dateTimeRule();

export const packageComponentInputSchema = z.object({
  /** The component's SKU code (any case). */
  sku: skuRule,
  quantity: numberInput(
    z
      .number({ message: 'v.componentQuantity' })
      .int({ message: 'v.componentQuantity' })
      .min(1, { message: 'v.componentQuantity' })
      .max(PACKAGE_COMPONENT_QUANTITY_MAX, { message: 'v.componentQuantity' }),
  ),
});

const componentsRule = z
  .array(packageComponentInputSchema, required)
  .min(1, required)
  .max(PACKAGE_COMPONENTS_MAX, { message: 'v.tooManyItems' })
  .superRefine((components, ctx) => {
    const seen = new Set<string>();
    components.forEach((component, index) => {
      const key = component.sku.toUpperCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'sku'], message: 'v.componentDuplicate' });
      seen.add(key);
    });
    const units = components.reduce((sum, component) => sum + component.quantity, 0);
    if (units < PACKAGE_UNITS_MIN) ctx.addIssue({ code: 'custom', message: 'v.packageUnits' });
  });

/** What a package's form edits (everything but its code, which is fixed once created). */
const packageFields = {
  name_en: nameRule,
  name_cn: nameRule,
  /** Optional; unique among the merchant's packages and SKUs when given ("UPC already exists"). */
  barcode: z
    .union([z.literal(''), barcodeRule])
    .nullable()
    .default(null)
    .transform((v) => v || null),
  /** An upload of the merchant (`/upload/img`), or empty for none. */
  image_url: imageUrlRule.default(''),
  /** What the packer must know (gift wrap, order inside the box); spec 9's 500-character note. */
  packing_note: z.string().trim().max(NOTE_MAX, { message: 'v.over500' }).default(''),
  assembly: z.enum(PACKAGE_ASSEMBLIES, { message: 'v.choice' }),
  components: componentsRule,
};

export const packageCreateSchema = z.object({ code: skuRule, ...packageFields });
export type PackageCreateBody = z.input<typeof packageCreateSchema>;

export const packageUpdateSchema = z.object({
  id: idRule,
  /** `updated_at` of the copy being edited: a save over somebody else's newer change is refused. */
  updated_at: z.string().max(40).optional(),
  ...packageFields,
});
export type PackageUpdateBody = z.input<typeof packageUpdateSchema>;

/** A package's available quantity in one warehouse: the least, over its components, of ⌊available ÷ quantity⌋. */
export const packageStockSchema = z.object({
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
  available: z.number().int(),
});

export const packageComponentSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  quantity: z.number().int(),
  /** The SKU's available stock over every warehouse. */
  available: z.number().int(),
});

export const packageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  barcode: z.string().nullable(),
  image_url: z.string(),
  packing_note: z.string(),
  assembly: z.enum(PACKAGE_ASSEMBLIES),
  components: z.array(packageComponentSchema),
  /** Units in all (Σ component quantities). */
  units: z.number().int(),
  /** Per warehouse where every component has a balance; warehouses where it can be assembled. */
  stock: z.array(packageStockSchema),
  /** Σ of the warehouses' figures: an order ships from one warehouse, so components never combine across them. */
  available_stock: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Package = z.infer<typeof packageSchema>;

/** The package list's filters (kept in the page's URL). */
export const packageFilterSchema = z.object({
  /** One package code per line (exact, at most 5000); a single line also finds codes that contain it. */
  code: batchLinesRule.optional(),
  /** Part of the English or Chinese name. */
  name: z.string().trim().max(LONG_TEXT_MAX).optional(),
  barcode: z.string().trim().max(60).optional(),
  /** Packages holding this SKU (exact code, any case). */
  component_sku: z.string().trim().max(60).optional(),
  assembly: z.enum(PACKAGE_ASSEMBLIES, { message: 'v.choice' }).optional(),
  created_from: isoTime.optional(),
  created_to: isoTime.optional(),
});
export type PackageFilters = z.input<typeof packageFilterSchema>;

export const getPackageList = defineOperation({
  id: 'product.getPackageList',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/product/getPackageList',
  summary: "The merchant's packages, newest first, with their components and available quantity per warehouse.",
  auth: 'user',
  permission: 'product',
  query: packageFilterSchema.extend(pageQuery.shape),
  response: listOf(packageSchema),
});

export const exportPackages = defineOperation({
  id: 'product.exportPackages',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/product/exportPackages',
  summary:
    'The filtered package list, or the packages named by `ids` (comma-separated), as xlsx: a sheet of packages and one of their components; at most 5000 packages.',
  auth: 'user',
  permission: 'product',
  need: 'export',
  query: packageFilterSchema.extend({ ids: exportIdsRule }),
  response: 'binary',
});

export const getPackageDetail = defineOperation({
  id: 'product.getPackageDetail',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/product/getPackageDetail',
  summary: 'One package with each component (SKU code, names, quantity, available) and its availability.',
  auth: 'user',
  permission: 'product',
  query: z.object({ id: idRule }),
  response: packageSchema,
});

export const addPackage = defineOperation({
  id: 'product.addPackage',
  method: 'POST',
  changes: ['products'],
  path: '/api/ucenter/product/addPackage',
  summary: 'Create a package: a code unique among SKUs and packages, and at least 2 units of existing SKUs.',
  auth: 'user',
  permission: 'product',
  body: packageCreateSchema,
  response: z.object({ id: z.number().int(), updated_at: z.string() }),
});

export const updatePackage = defineOperation({
  id: 'product.updatePackage',
  method: 'POST',
  changes: ['products'],
  path: '/api/ucenter/product/updatePackage',
  summary: "Edit a package's names, barcode, image, packing note, assembly and components (its code cannot change).",
  auth: 'user',
  permission: 'product',
  body: packageUpdateSchema,
  response: z.object({ id: z.number().int(), updated_at: z.string() }),
});

export const deletePackage = defineOperation({
  id: 'product.deletePackage',
  method: 'POST',
  changes: ['products'],
  path: '/api/ucenter/product/deletePackage',
  summary: 'Delete packages, all or none; their codes become free for SKUs and packages again.',
  auth: 'user',
  permission: 'product',
  body: z.object({ ids: z.array(idRule).max(EXPORT_MAX, { message: 'v.tooManyItems' }) }),
  response: z.object({ deleted: z.number().int() }),
});
