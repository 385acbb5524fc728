import { z } from 'zod';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * `sort_by` and `sort_order` of a list that can be sorted by the given fields (query parameters,
 * kept in the web's address like the filters). Without `sort_by` the list keeps its own order.
 */
export function sortQuery<const K extends string>(fields: readonly [K, ...K[]]) {
  return z.object({
    sort_by: z.enum(fields).optional(),
    sort_order: z.enum(SORT_ORDERS).default('asc'),
  });
}
