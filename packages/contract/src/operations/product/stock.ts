import { z } from 'zod';
import { defineOperation } from '../../core/operation';
import { idRule } from '../../rules/id';

/** Stock as the provider's staff count it (`ops-key` header): what receiving and stock-taking will write. */
export const setStock = defineOperation({
  id: 'product.setStock',
  method: 'POST',
  changes: ['stock'],
  path: '/api/ops/stock/setStock',
  summary: "Set a SKU's counted stock in a warehouse (what receiving and stock-taking will do), for demos and tests.",
  auth: 'ops',
  body: z.object({
    customer_id: idRule,
    sku: z.string().min(1).max(30),
    warehouse_id: idRule,
    total: z.number().int().min(0).max(1_000_000_000),
    frozen: z.number().int().min(0).max(1_000_000_000).default(0),
  }),
  response: z.object({
    product_id: z.number().int(),
    warehouse_id: z.number().int(),
    total: z.number().int(),
    frozen: z.number().int(),
    available: z.number().int(),
  }),
});
