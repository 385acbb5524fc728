import { z } from 'zod';
import { defineOperation } from '../core/operation';

const flag = z.union([z.literal(0), z.literal(1)]);

/** A node of the category tree; the web shows `name_en` or `name_cn` by the chosen language. */
export interface ProductCategory {
  id: number;
  parent_id: number;
  name_en: string;
  name_cn: string;
  children: ProductCategory[];
}

export const productCategorySchema: z.ZodType<ProductCategory> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    /** 0 for a top-level category. */
    parent_id: z.number().int(),
    name_en: z.string(),
    name_cn: z.string(),
    children: z.array(productCategorySchema),
  }),
);

export const getProductCategoryList = defineOperation({
  id: 'productReference.getProductCategoryList',
  method: 'GET',
  shows: ['reference'],
  path: '/api/ucenter/product/getProductCategoryList',
  summary: 'The product category tree (two or three levels), for the SKU form and list filter.',
  auth: 'user',
  permission: 'product',
  response: z.array(productCategorySchema),
});

export const productPropertySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  /** 1: dangerous goods, which later carry a shipping surcharge. */
  is_dangerous: flag,
});
export type ProductProperty = z.infer<typeof productPropertySchema>;

export const getPropertyList = defineOperation({
  id: 'productReference.getPropertyList',
  method: 'GET',
  shows: ['reference'],
  path: '/api/tms/basic/CommonData/getPropertyList',
  summary: 'Product properties (general cargo, battery, liquid, powder…) and whether each is dangerous goods.',
  auth: 'user',
  permission: 'product',
  response: z.array(productPropertySchema),
});

const labelledOption = z.object({ value: z.string(), name_en: z.string(), name_cn: z.string() });
const flagOption = z.object({ value: flag, name_en: z.string(), name_cn: z.string() });

export const productBasicDataSchema = z.object({
  /** The same list as getPropertyList: a SKU's "product attribute" is one of these ids. */
  product_attributes: z.array(productPropertySchema),
  /** Declared values are in USD only (spec section 9). */
  currencies: z.array(z.string()),
  weight_units: z.array(labelledOption),
  size_units: z.array(labelledOption),
  tax_refund_options: z.array(flagOption),
});
export type ProductBasicData = z.infer<typeof productBasicDataSchema>;

export const getProductBasicData = defineOperation({
  id: 'productReference.getProductBasicData',
  method: 'GET',
  shows: ['reference'],
  path: '/api/ucenter/product/getProductBasicData',
  summary: 'Option lists of the SKU form: product attributes, currency, weight and size units, tax-refund flag.',
  auth: 'user',
  permission: 'product',
  response: productBasicDataSchema,
});

export const PACK_MATERIAL_TYPES = ['exclusive', 'common'] as const;

export const packMaterialSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  /** `exclusive`: reserved for one SKU's packing; `common`: every order may use it. */
  type: z.enum(PACK_MATERIAL_TYPES),
  chargeable: flag,
  /** Free text such as `30×20×10 cm`. */
  size: z.string(),
  weight_g: z.number().int(),
  /** USD in integer minor units (cents). */
  price: z.number().int(),
});
export type PackMaterial = z.infer<typeof packMaterialSchema>;

export const getProductPackMaterial = defineOperation({
  id: 'productReference.getProductPackMaterial',
  method: 'GET',
  shows: ['reference'],
  path: '/api/ucenter/product/getProductPackMaterial',
  summary: 'Packing materials (consumables) a SKU may name, exclusive or common, chargeable or not.',
  auth: 'user',
  permission: 'product',
  response: z.array(packMaterialSchema),
});

export const warehouseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  address: z.string(),
  is_active: flag,
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const getWarehouseList = defineOperation({
  id: 'productReference.getWarehouseList',
  method: 'GET',
  shows: ['reference'],
  path: '/api/ucenter/product/getWarehouseList',
  summary: "The provider's warehouses (stock per warehouse, order and inbound destinations).",
  auth: 'user',
  permission: 'product',
  response: z.array(warehouseSchema),
});
