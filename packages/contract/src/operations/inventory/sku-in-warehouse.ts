import { z } from 'zod';

/** The head of every per-SKU-per-warehouse row the inventory screens and the storage forecast answer. */
export const skuInWarehouseShape = {
  product_id: z.number().int(),
  sku: z.string(),
  name_en: z.string(),
  name_cn: z.string(),
  warehouse_id: z.number().int(),
  warehouse_code: z.string(),
};
