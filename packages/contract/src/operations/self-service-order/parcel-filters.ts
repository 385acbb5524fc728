import { z } from 'zod';
import { idRule } from '../../rules/id';
import { batchLinesRule } from '../../rules/sku';
import { dateTimeRule, flagRule } from '../../rules/strict-values';
import { handoverMethodSchema } from './parcel-rules';
import { PARCEL_STATUS_TABS } from './parcel-status';

const isoTime = dateTimeRule();

/** The list's filters, shared by the list, the tabs' counts and the export (and kept in the URL). */
export const parcelFilterSchema = z.object({
  /** Parcel numbers, the merchant's references or tracking numbers, one per line (at most 5000). */
  parcel_nos: batchLinesRule.optional(),
  created_from: isoTime.optional(),
  created_to: isoTime.optional(),
  warehouse_id: idRule.optional(),
  shipping_method_code: z.string().trim().max(40).optional(),
  country: z.string().trim().toUpperCase().length(2).optional(),
  handover_method: handoverMethodSchema.optional(),
  /** Only parcels with an exception waiting for the merchant's reply. */
  awaiting_reply: flagRule.prefault(0),
});
export type ParcelFilters = z.input<typeof parcelFilterSchema>;

export const parcelStatusTabSchema = z.enum(PARCEL_STATUS_TABS, { message: 'v.choice' });
