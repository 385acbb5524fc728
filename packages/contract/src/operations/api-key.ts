import { z } from 'zod';
import { listOf } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { API_KEY_SCOPES, type ApiKeyScope } from '../menu/api-key-scopes';
import { idRule } from '../rules/id';

/**
 * Named API keys with scopes (issue 26, docs/server/open-api.md "Named keys"): keys for one shop or
 * tool, each reaching only the areas and levels it names. The settings drawer's single key stays the
 * full-access key. Created and revoked with the integration area's `manage`, listed with its `view`.
 */

/** How many named keys a merchant keeps at once. */
export const MAX_API_KEYS = 50;

/** How a named key starts: tells it from the settings drawer's key (40 hex characters) at a glance and in a scan for leaked secrets. */
export const NAMED_API_KEY_PREFIX = 'pk_';

const scopeRule = z.enum(API_KEY_SCOPES as [ApiKeyScope, ...ApiKeyScope[]], { message: 'v.invalid' });

export const apiKeyItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(scopeRule),
  /** The key's first characters, to tell keys apart; the key itself is shown once, when created. */
  key_hint: z.string(),
  /** Who created it (the account's e-mail). */
  created_by: z.string(),
  created_at: z.string(),
  /** When the key was last used, to the minute (written at most once a minute); null if never. */
  last_used_at: z.string().nullable(),
  /** The client address of that use; null if never used. */
  last_used_ip: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItemSchema>;

export const getList = defineOperation({
  id: 'apiKey.getList',
  method: 'GET',
  shows: ['apiKeys'],
  path: '/api/ucenter/customer/apiKey/getList',
  summary: `The merchant's named API keys, newest first (at most ${MAX_API_KEYS}), with their scopes and last use.`,
  auth: 'user',
  permission: 'integration',
  response: listOf(apiKeyItemSchema),
});

export const createApiKeyRequest = z.object({
  name: z.string({ message: 'v.required' }).trim().min(1, { message: 'v.required' }).max(50, { message: 'v.tooLong' }),
  scopes: z
    .array(scopeRule, { message: 'v.required' })
    .min(1, { message: 'v.required' })
    .max(API_KEY_SCOPES.length, { message: 'v.tooManyItems' }),
});

export const create = defineOperation({
  id: 'apiKey.create',
  method: 'POST',
  changes: ['apiKeys'],
  path: '/api/ucenter/customer/apiKey/create',
  summary:
    'Create a named API key with scopes (`order:manage`, `inventory:view`, …). The reply is the only time the key is shown: only its SHA-256 is kept.',
  auth: 'user',
  permission: 'integration',
  body: createApiKeyRequest,
  response: z.object({ id: z.number().int(), key: z.string() }),
});

export const revoke = defineOperation({
  id: 'apiKey.revoke',
  method: 'POST',
  changes: ['apiKeys'],
  path: '/api/ucenter/customer/apiKey/revoke',
  summary: 'Revoke a named API key: it stops working at once.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.null(),
});
