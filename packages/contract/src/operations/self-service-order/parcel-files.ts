import { checkedImportFieldsSchema, IMPORT_UPLOAD_TIMEOUT_MS, importResultSchema } from '../../core/import-result';
import { defineOperation } from '../../core/operation';
import { exportIdsRule } from '../../rules/export-ids';
import { parcelFilterSchema, parcelStatusTabSchema } from './parcel-filters';

/**
 * The parcel list's files (issue 27): the export of the list (one row per parcel, a sheet of customs
 * lines) and the import from the template (one row per customs line; rows with the same reference are
 * one parcel, with the same reference and piece no. one piece), checked first when the merchant asks.
 * The failed rows download through `importJobs.downloadFailedRows`, as every import's.
 */

export const exportParcels = defineOperation({
  id: 'selfServiceOrder.exportParcels',
  method: 'GET',
  shows: ['parcels', 'reference', 'shipping'],
  path: '/api/ucenter/selfServiceOrder/exportParcels',
  summary:
    "The list's parcel orders under its filters and status tab, or those named by `ids` (comma-separated), as xlsx: one row per parcel with the recipient, then a sheet of customs lines; at most 5000.",
  auth: 'user',
  permission: 'order',
  need: 'export',
  query: parcelFilterSchema.extend({ status: parcelStatusTabSchema.default('all'), ids: exportIdsRule }),
  response: 'binary',
});

export const downloadParcelImportTemplate = defineOperation({
  id: 'selfServiceOrder.downloadImportTemplate',
  method: 'GET',
  shows: ['reference', 'shipping', 'parcels'],
  path: '/api/ucenter/selfServiceOrder/downloadImportTemplate',
  summary:
    'The xlsx template of the parcel import: one row per customs line, rows with the same reference form one parcel and with the same piece no. one piece; with the hubs, shipping methods and saved senders to name.',
  auth: 'user',
  permission: 'order',
  response: 'binary',
});

export const importParcels = defineOperation({
  id: 'selfServiceOrder.importParcels',
  method: 'POST',
  changes: ['parcels', 'imports'],
  path: '/api/ucenter/selfServiceOrder/importParcels',
  summary:
    'Create draft parcel orders from an xlsx file (field `file`, name 3-64 characters; field `dry_run` before it): one parcel per reference, each quoted by its method and saved whole or not at all.',
  auth: 'user',
  permission: 'order',
  multipart: true,
  body: checkedImportFieldsSchema,
  response: importResultSchema,
  timeoutMs: IMPORT_UPLOAD_TIMEOUT_MS,
});
