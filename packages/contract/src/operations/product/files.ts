import { z } from 'zod';
import { IMPORT_UPLOAD_TIMEOUT_MS, importResultSchema } from '../../core/import-result';
import { defineOperation } from '../../core/operation';
import { exportIdsRule } from '../../rules/export-ids';
import { idRule } from '../../rules/id';
import { numberInput } from '../../rules/strict-values';
import { productFilterSchema } from '../product';

/** SKU files: barcode labels, the xlsx export, import templates and imports. */
export const LABEL_SIZES = ['50x30', '60x40', '70x30', '100x50', 'A4-3x8'] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];
/** One print run holds at most this many labels (selected SKUs × copies). */
export const LABELS_MAX = 5000;

export const printSku = defineOperation({
  id: 'product.printSku',
  method: 'POST',
  changes: [],
  path: '/api/ucenter/product/printSku',
  summary:
    'Barcode labels (Code 128 with SKU and name) of the given SKUs as a PDF, `copies` of each, or of a SKU named in `copies_of` that many (the inbound wizard prints one per unit booked).',
  auth: 'user',
  permission: 'product',
  body: z.object({
    ids: z.array(idRule).max(1000, { message: 'v.tooManyItems' }),
    label_size: z.enum(LABEL_SIZES).default('60x40'),
    copies: numberInput(z.number().int().min(1).max(500)).prefault(1),
    /** Labels of each SKU named here instead of `copies`: one per unit an inbound booking brings. */
    copies_of: z
      .array(z.object({ id: idRule, copies: numberInput(z.number().int().min(1).max(LABELS_MAX)) }))
      .max(1000, { message: 'v.tooManyItems' })
      .default([]),
  }),
  response: 'binary',
  timeoutMs: 300_000,
});

export const exportSku = defineOperation({
  id: 'product.exportSku',
  method: 'GET',
  shows: ['products', 'stock', 'reference'],
  path: '/api/ucenter/product/exportSku',
  summary: 'The filtered list, or the SKUs named by `ids` (comma-separated), as xlsx; at most 5000 rows.',
  auth: 'user',
  permission: 'product',
  need: 'export',
  query: productFilterSchema.extend({
    ids: exportIdsRule,
  }),
  response: 'binary',
});

export const IMPORT_KINDS = ['product', 'sku_tax_info'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const downloadImportTemplate = defineOperation({
  id: 'product.downloadImportTemplate',
  method: 'GET',
  shows: ['reference'],
  path: '/api/ucenter/product/downloadImportTemplate',
  summary: 'The xlsx template of an import (`product`: new SKUs; `sku_tax_info`: customs data of existing SKUs).',
  auth: 'user',
  permission: 'product',
  query: z.object({ kind: z.enum(IMPORT_KINDS).default('product') }),
  response: 'binary',
});

export const importProduct = defineOperation({
  id: 'product.importProduct',
  method: 'POST',
  changes: ['products', 'imports'],
  path: '/api/ucenter/product/importProduct',
  summary: 'Create SKUs from an xlsx file (field `file`, name 3-64 characters); each row is saved whole or not at all.',
  auth: 'user',
  permission: 'product',
  multipart: true,
  response: importResultSchema,
  timeoutMs: IMPORT_UPLOAD_TIMEOUT_MS,
});

export const importUpdateSkuTaxInfo = defineOperation({
  id: 'product.importUpdateSkuTaxInfo',
  method: 'POST',
  changes: ['products', 'imports'],
  path: '/api/ucenter/product/importUpdateSkuTaxInfo',
  summary: 'Update customs data (HS code, declared values, names, material, purpose) of existing SKUs from xlsx.',
  auth: 'user',
  permission: 'product',
  multipart: true,
  response: importResultSchema,
  timeoutMs: IMPORT_UPLOAD_TIMEOUT_MS,
});
