import { z } from 'zod';
import { booleanRule } from '../rules/strict-values';

/** What every spreadsheet import answers, whatever it creates. */
export const importFailureSchema = z.object({
  /** The row number in the sheet, as Excel shows it. */
  row: z.number().int(),
  sku: z.string(),
  reasons: z.array(z.string()),
});
export type ImportFailure = z.infer<typeof importFailureSchema>;

export const importResultSchema = z.object({
  /** Names the failed-rows file for /api/ucenter/import/downloadFailedRows. */
  job_id: z.number().int(),
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  /** The first failures, for showing at once; the download holds all of them. */
  failures: z.array(importFailureSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/**
 * The form fields of an import the merchant may check first (orders, parcels, serial numbers) besides
 * its file; they must come before the file in the form.
 */
export const checkedImportFieldsSchema = z.object({
  /** `true`: check every row and answer what would fail, creating nothing. */
  dry_run: booleanRule.prefault(false),
});

/** An import's upload may take this long: a 5000-row workbook over a slow uplink takes longer than the default 30 s. */
export const IMPORT_UPLOAD_TIMEOUT_MS = 120_000;
