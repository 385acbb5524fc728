import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { checkedImportFieldsSchema, IMPORT_UPLOAD_TIMEOUT_MS, importResultSchema } from '../core/import-result';
import { defineOperation } from '../core/operation';
import { exportIdsRule } from '../rules/export-ids';
import { idRule } from '../rules/id';
import { RECEIVING_NO_MAX } from '../rules/serial-number';
import { batchLinesRule, SKU_MAX } from '../rules/sku';
import { dateTimeRule } from '../rules/strict-values';

/** Customer serial numbers (spec 2 "Customer serial number page", spec 3 "Serial number record"). */
const isoTime = dateTimeRule();

export const SERIAL_BIND_STATUSES = ['bound', 'unbound'] as const;
export type SerialBindStatus = (typeof SERIAL_BIND_STATUSES)[number];

export const serialNumberSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  serial_number: z.string(),
  alias: z.string(),
  sku: z.string(),
  barcode: z.string(),
  receiving_no: z.string(),
  box_number: z.string(),
  is_bind: z.union([z.literal(0), z.literal(1)]),
  /** The order it was packed with: its system order id and platform order no.; empty while unbound. */
  bind_sys_order_id: z.string(),
  bind_customer_order_id: z.string(),
  bind_time: z.string().nullable(),
  created_at: z.string(),
});
export type SerialNumber = z.infer<typeof serialNumberSchema>;

/** The page's filters, shared by getList and export (and kept in the page's URL). */
export const serialNumberFilterSchema = z.object({
  /** The merchant's own customer id (the spec's search field); another id matches nothing. */
  customer_id: idRule.optional(),
  /** One serial number (or alias) per line, exact (any case), at most 5000; a single line also finds the serial numbers starting with it. */
  serial_number: batchLinesRule.optional(),
  sys_order_id: z.string().trim().max(40, { message: 'v.tooLong' }).optional(),
  platform_order_no: z.string().trim().max(60, { message: 'v.tooLong' }).optional(),
  receiving_no: z.string().trim().max(RECEIVING_NO_MAX, { message: 'v.tooLong' }).optional(),
  /** Exact SKU code (any case). */
  sku: z.string().trim().max(SKU_MAX, { message: 'v.tooLong' }).optional(),
  barcode: z.string().trim().max(60, { message: 'v.tooLong' }).optional(),
  bind_status: z.enum(SERIAL_BIND_STATUSES, { message: 'v.choice' }).optional(),
  created_from: isoTime.optional(),
  created_to: isoTime.optional(),
  bind_from: isoTime.optional(),
  bind_to: isoTime.optional(),
});
export type SerialNumberFilters = z.input<typeof serialNumberFilterSchema>;

export const getList = defineOperation({
  id: 'serialNumber.getList',
  method: 'GET',
  shows: ['serialNumbers'],
  path: '/api/ucenter/serialNumber/getList',
  summary: "The merchant's serial numbers under the filters, newest first.",
  auth: 'user',
  permission: 'serial_number',
  query: serialNumberFilterSchema.extend(pageQuery.shape).extend({
    /** Keyset paging: the id of the last row of the page before; the page starts right after it. */
    after_id: idRule.optional(),
  }),
  response: listOf(serialNumberSchema),
});

export const exportSerialNumber = defineOperation({
  id: 'serialNumber.export',
  method: 'GET',
  shows: ['serialNumbers'],
  path: '/api/ucenter/serialNumber/export',
  summary: 'The filtered serial numbers, or those named by `ids` (comma-separated), as xlsx; at most 5000 rows.',
  auth: 'user',
  permission: 'serial_number',
  need: 'export',
  query: serialNumberFilterSchema.extend({ ids: exportIdsRule }),
  response: 'binary',
});

export const downloadTemplate = defineOperation({
  id: 'serialNumber.downloadTemplate',
  method: 'GET',
  shows: [],
  path: '/api/ucenter/serialNumber/downloadTemplate',
  summary: 'The xlsx template of the serial-number import.',
  auth: 'user',
  permission: 'serial_number',
  response: 'binary',
});

export const importSerialNumber = defineOperation({
  id: 'serialNumber.import',
  method: 'POST',
  changes: ['serialNumbers', 'imports'],
  path: '/api/ucenter/serialNumber/import',
  summary:
    'Create serial numbers of existing SKUs from an xlsx file (field `file`, name 3-64 characters; field `dry_run` before it). A serial number or alias already stored fails its row, so importing a file again creates no duplicates.',
  auth: 'user',
  permission: 'serial_number',
  multipart: true,
  body: checkedImportFieldsSchema,
  response: importResultSchema,
  timeoutMs: IMPORT_UPLOAD_TIMEOUT_MS,
});

export const downloadFailedRows = defineOperation({
  id: 'serialNumber.downloadFailedRows',
  method: 'GET',
  shows: ['imports'],
  path: '/api/ucenter/serialNumber/downloadFailedRows',
  summary: "A serial-number import's failed rows as xlsx, each with its reasons.",
  auth: 'user',
  permission: 'serial_number',
  query: z.object({ job_id: idRule }),
  response: 'binary',
});

export const getNewSn = defineOperation({
  id: 'serialNumber.getNewSn',
  method: 'GET',
  shows: ['serialNumbers', 'products'],
  path: '/api/ucenter/product/getNewSn',
  summary:
    'A serial number not yet used by the merchant, to label a unit with: `<SKU>-<YYMMDD>-<6 random characters>` (or `SN-…` without `sku`). It is a suggestion, not a reservation: it is stored only when imported.',
  auth: 'user',
  permission: 'serial_number',
  query: z.object({ sku: z.string().trim().max(SKU_MAX, { message: 'v.tooLong' }).optional() }),
  response: z.object({ serial_number: z.string() }),
});
