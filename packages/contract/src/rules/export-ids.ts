import { z } from 'zod';
import { MAX_ROW_ID } from './id';
import { EXPORT_MAX } from './sku';

/** The selected rows of a list export: ids comma-separated in the query, at most one export's worth. */
export const exportIdsRule = z
  .string()
  .max(EXPORT_MAX * 11)
  .optional()
  .transform((text) => (text ? text.split(',').filter(Boolean).map(Number) : undefined))
  .pipe(z.array(z.number().int().positive().max(MAX_ROW_ID)).max(EXPORT_MAX, { message: 'v.tooManyItems' }).optional());
