import { z } from 'zod';
import { checkedImportFieldsSchema, IMPORT_UPLOAD_TIMEOUT_MS, importResultSchema } from '../../core/import-result';
import { defineOperation } from '../../core/operation';
import { exportIdsRule } from '../../rules/export-ids';
import { idRule } from '../../rules/id';
import { orderFilterSchema, orderStatusTabSchema } from './order-filters';

/** Spec 9: an order export holds at most this many orders; more is refused with ORDER_EXPORT_LIMIT's words. */
export const ORDER_EXPORT_LIMIT = 5000;

export const exportOrder = defineOperation({
  id: 'order.exportOrder',
  method: 'GET',
  shows: ['orders', 'account', 'reference', 'products'],
  path: '/api/ucenter/order/exportOrder',
  summary:
    "The list's orders under its filters and status tab, or those named by `ids` (comma-separated), as xlsx with the list's columns; at most 5000.",
  auth: 'user',
  permission: 'order',
  need: 'export',
  query: orderFilterSchema.extend({ status: orderStatusTabSchema.default('all'), ids: exportIdsRule }),
  response: 'binary',
});

export const downloadImportTemplate = defineOperation({
  id: 'order.downloadImportTemplate',
  method: 'GET',
  shows: ['reference', 'shipping'],
  path: '/api/ucenter/order/downloadImportTemplate',
  summary:
    'The xlsx template of the order import: one row per SKU line, rows with the same platform order no. form one order; with the warehouses and shipping methods to use.',
  auth: 'user',
  permission: 'order',
  response: 'binary',
});

export const importOrder = defineOperation({
  id: 'order.importOrder',
  method: 'POST',
  changes: ['orders', 'imports', 'statistics'],
  path: '/api/ucenter/order/importOrder',
  summary:
    'Create Approving orders from an xlsx file (field `file`, name 3-64 characters; field `dry_run` before it): one order per platform order no., each saved whole or not at all.',
  auth: 'user',
  permission: 'order',
  multipart: true,
  body: checkedImportFieldsSchema,
  response: importResultSchema,
  timeoutMs: IMPORT_UPLOAD_TIMEOUT_MS,
});

export const downloadFailedRows = defineOperation({
  id: 'order.downloadFailedRows',
  method: 'GET',
  shows: ['imports'],
  path: '/api/ucenter/order/downloadFailedRows',
  summary: "An order import's failed rows as xlsx, each with its reasons.",
  auth: 'user',
  permission: 'order',
  query: z.object({ job_id: idRule }),
  response: 'binary',
});
