import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { emailRule } from '../rules/account';
import { idRule } from '../rules/id';

/** The provider's staff call these with the `ops-key` header (OPS_KEY); merchants never can. */
export const OPS_KEY_HEADER = 'ops-key';

const flag = z.union([z.literal(0), z.literal(1)]);

export const publishNotice = defineOperation({
  id: 'ops.publishNotice',
  method: 'POST',
  path: '/api/ops/notice/publish',
  summary: 'Publish a notice to every merchant, or to one when customer_id is given.',
  auth: 'ops',
  body: z.object({
    title: z.string().trim().min(1).max(200),
    meta_title: z.string().trim().max(200).default(''),
    description: z.string().min(1).max(100_000),
    customer_id: idRule.optional(),
  }),
  response: z.object({ press_id: z.number().int() }),
});

export const customerSettingsSchema = z.object({
  customer_id: z.number().int(),
  warning_quantity_enabled: flag,
  scan_barcode_enabled: flag,
  warning_email_enabled: flag,
  app_down_button_is_display: flag,
});
export type CustomerSettings = z.infer<typeof customerSettingsSchema>;

export const updateCustomerSettings = defineOperation({
  id: 'ops.updateCustomerSettings',
  method: 'POST',
  path: '/api/ops/customer/updateSettings',
  summary: 'Enable or disable the per-customer settings that customer service controls.',
  auth: 'ops',
  body: z.object({
    customer_id: idRule,
    warning_quantity_enabled: flag.optional(),
    scan_barcode_enabled: flag.optional(),
    warning_email_enabled: flag.optional(),
    app_down_button_is_display: flag.optional(),
  }),
  response: customerSettingsSchema,
});

export const mailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  transport: z.string(),
  /** stored (outbox only), sent (SMTP accepted it) or failed (see error). */
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type Mail = z.infer<typeof mailSchema>;

export const getMailOutbox = defineOperation({
  id: 'ops.getMailOutbox',
  method: 'GET',
  path: '/api/ops/mail/getOutbox',
  summary:
    'Mail the portal has sent, newest first (the local outbox of the mail adapter): demo mode only, link tokens masked.',
  auth: 'ops',
  query: pageQuery.extend({ to: z.string().max(120).optional() }),
  response: listOf(mailSchema),
});

export const revokeSessions = defineOperation({
  id: 'ops.revokeSessions',
  method: 'POST',
  path: '/api/ops/account/revokeSessions',
  summary: 'Sign an account out everywhere (support, suspected compromise).',
  auth: 'ops',
  body: z.object({ email: emailRule }),
  response: z.object({ revoked: z.number().int() }),
});

export const setStock = defineOperation({
  id: 'ops.setStock',
  method: 'POST',
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
