import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';

/**
 * The Open API (`/api/open/v1/...`): what shops and integrators call with the merchant's API key in
 * `X-Api-Key`, rate-limited per merchant. Each operation carries examples for `GET /api/docs`.
 */

const code = (max: number) => z.string().trim().min(1, { message: 'v.required' }).max(max);

export const openStockQuery = pageQuery.extend({
  /** One SKU code (any case); every SKU when left out. */
  sku: code(30).optional(),
  /** One warehouse's code (`USWE`); every warehouse when left out. */
  warehouse_code: code(20).optional(),
});

export const openStockLineSchema = z.object({
  sku: z.string(),
  warehouse_code: z.string(),
  /** Counted on the shelf. */
  on_hand: z.number().int(),
  /** Reserved by orders not yet shipped. */
  locked: z.number().int(),
  /** on_hand − locked: what a new order can take. */
  available: z.number().int(),
});
export type OpenStockLine = z.infer<typeof openStockLineSchema>;

export const getStock = defineOperation({
  id: 'open.getStock',
  method: 'GET',
  shows: ['stock', 'products', 'reference'],
  path: '/api/open/v1/stock',
  summary: "The merchant's stock per SKU and warehouse, by SKU code then warehouse.",
  auth: 'apiKey',
  permission: 'inventory',
  query: openStockQuery,
  response: listOf(openStockLineSchema),
  examples: {
    query: { sku: 'TS-CTN-WHT-M', page: 1, page_size: 20 },
    response: {
      list: [
        { sku: 'TS-CTN-WHT-M', warehouse_code: 'USWE', on_hand: 120, locked: 5, available: 115 },
        { sku: 'TS-CTN-WHT-M', warehouse_code: 'USEA', on_hand: 40, locked: 0, available: 40 },
      ],
      total: 2,
    },
  },
});
export * from './open/events';
export * from './open/inbound';
export * from './open/orders';
