import { z } from 'zod';

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
