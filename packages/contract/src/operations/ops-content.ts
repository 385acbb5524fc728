import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import { evaluationSchema, evaluationTrendSchema, quarterRule } from './evaluation';

/** Staff operations on what merchants see: notices and the settings customer service switches on (`ops-key` header). */
const flag = z.union([z.literal(0), z.literal(1)]);

export const publishNotice = defineOperation({
  id: 'opsContent.publishNotice',
  method: 'POST',
  changes: ['notices'],
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
  id: 'opsContent.updateCustomerSettings',
  method: 'POST',
  changes: ['account'],
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

export const getEvaluations = defineOperation({
  id: 'opsContent.getEvaluations',
  method: 'GET',
  shows: ['evaluations', 'account'],
  path: '/api/ops/content/getEvaluations',
  summary:
    "Merchants' ratings, newest first (of one quarter when `quarter` is given), and the averages of the last eight quarters that have ratings: the trend.",
  auth: 'ops',
  query: pageQuery.extend({ quarter: quarterRule.optional() }),
  response: listOf(evaluationSchema.extend({ customer_id: z.number().int(), customer_name: z.string() })).extend({
    trend: z.array(evaluationTrendSchema),
  }),
});
