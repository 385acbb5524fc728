import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { PERMISSION_AREAS } from '../menu/permissions';
import { exportIdsRule } from '../rules/export-ids';
import { idRule } from '../rules/id';
import { dateTimeRule } from '../rules/strict-values';

export * from './operation-log/secret-parameters';

/**
 * The operation log (spec 2 "Operation log page", 3 "Operation log"): one entry per change a
 * merchant's account, its API key or the provider's staff made to its data, and per sign-in,
 * sign-out and failed sign-in, written by the route layer in the change's own transaction
 * (docs/server/operation-log.md). The main account reads every entry of its merchant; a sub-account
 * with the `operation_log` right reads its own.
 */

/** Where a request came from: the portal (a session), the Open API (the API key), or the provider's staff. */
export const OPERATION_SOURCES = ['web', 'api', 'staff'] as const;
export type OperationSource = (typeof OPERATION_SOURCES)[number];

/** The menu an entry is listed under: a permission area, or `account` (sign-in, password, sessions, sub-accounts). */
export const OPERATION_MENUS = [...PERMISSION_AREAS, 'account'] as const;
export type OperationMenu = (typeof OPERATION_MENUS)[number];

/** The most entries a list's `total` counts: a busy merchant's log is not counted to the end (shown as 10,000+). */
export const OPERATION_LOG_TOTAL_CAP = 10_000;

/** How many days entries are kept by default (`OPERATION_LOG_RETENTION_DAYS`). */
export const OPERATION_LOG_RETENTION_DAYS = 180;

const isoTime = dateTimeRule();

export const operationLogItemSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The account that acted; 0 for the API key and the provider's staff. */
  account_id: z.number().int(),
  /** Its name and e-mail as they were then; the API key's or staff member's label otherwise. */
  account_name: z.string(),
  account_email: z.string(),
  /** `main` or `sub` for an account; empty for the API key and staff. */
  account_kind: z.enum(['main', 'sub', '']),
  source: z.enum(OPERATION_SOURCES),
  menu: z.enum(OPERATION_MENUS),
  /** The contract's operation id (`order.saveOrder`). */
  operation: z.string(),
  method: z.string(),
  url: z.string(),
  /** 0 for success, else the error code of the refusal. */
  result_code: z.number().int(),
  /** The reply's message, in the language of the request. */
  result_msg: z.string(),
  duration_ms: z.number().int(),
  ip: z.string(),
});
export type OperationLogItem = z.infer<typeof operationLogItemSchema>;

export const operationLogDetailSchema = operationLogItemSchema.extend({
  /** The request's parameters as JSON, secrets masked, files summarised, cut at `PARAMETERS_MAX_CHARS`. */
  params: z.string(),
  user_agent: z.string(),
});
export type OperationLogDetail = z.infer<typeof operationLogDetailSchema>;

/** The page's filters (kept in its address), shared by the list and the export. */
export const operationLogFilterSchema = z.object({
  menu: z.enum(OPERATION_MENUS, { message: 'v.choice' }).optional(),
  /** Part of the request address, any case. */
  url: z.string().trim().max(200, { message: 'v.tooLong' }).optional(),
  account_id: idRule.optional(),
  source: z.enum(OPERATION_SOURCES, { message: 'v.choice' }).optional(),
  /** `success` or `failed`. */
  result: z.enum(['success', 'failed'], { message: 'v.choice' }).optional(),
  created_from: isoTime.optional(),
  created_to: isoTime.optional(),
});
export type OperationLogFilters = z.input<typeof operationLogFilterSchema>;

export const getList = defineOperation({
  id: 'operationLog.getList',
  method: 'GET',
  shows: ['operationLog', 'account'],
  path: '/api/ucenter/operationLog/getList',
  summary:
    'The operation log, newest first, under the filters: every entry of the merchant for the main account, its own for a sub-account. `total` counts at most 10,000 entries (`OPERATION_LOG_TOTAL_CAP`).',
  auth: 'user',
  permission: 'operation_log',
  query: operationLogFilterSchema.extend(pageQuery.shape),
  response: listOf(operationLogItemSchema),
});

export const getDetail = defineOperation({
  id: 'operationLog.getDetail',
  method: 'GET',
  shows: ['operationLog', 'account'],
  path: '/api/ucenter/operationLog/getDetail',
  summary: 'One entry with its parameters (secrets masked) and user agent.',
  auth: 'user',
  permission: 'operation_log',
  query: z.object({ id: idRule }),
  response: operationLogDetailSchema,
});

export const exportOperationLog = defineOperation({
  id: 'operationLog.export',
  method: 'GET',
  shows: ['operationLog', 'account'],
  path: '/api/ucenter/operationLog/export',
  summary: 'The filtered entries, or those named by `ids` (comma-separated), as xlsx; at most 5000 rows.',
  auth: 'user',
  permission: 'operation_log',
  need: 'export',
  query: operationLogFilterSchema.extend({ ids: exportIdsRule }),
  response: 'binary',
});
