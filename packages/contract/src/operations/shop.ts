import { z } from 'zod';
import { listOf } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';
import { connectionListQuery, createConnectionRequest, updateConnectionRequest } from './shop/connection-input';
import { shopConnectionCreatedSchema, shopConnectionSchema } from './shop/connection-views';

export * from './shop/connection-input';
export * from './shop/connection-views';
export * from './shop/errors';
export * from './shop/platforms';
export * from './shop/shop-orders';
export * from './shop/sku-mappings';

/**
 * Shop connections (issue 26, docs/server/shops.md): a merchant connects a shop platform to the
 * portal. Connector platforms (Shopify, WooCommerce) are called by the portal: orders pulled every
 * 5 minutes and on demand, imported through the order module's own save. ShipStation polls the
 * portal (served). The guide platforms connect through the Open API with a key of their own.
 *
 * This file holds the connections' operations; `shop/` holds the platforms, a connection's input and
 * views, the SKU mappings' and the shop orders' operations, and the refusals.
 */

export const getConnectionList = defineOperation({
  id: 'shop.getConnectionList',
  method: 'GET',
  shows: ['shops', 'reference', 'orders', 'products'],
  path: '/api/ucenter/shop/getConnectionList',
  summary: 'The merchant’s shop connections, newest first, with their sync state and counts; never their credentials.',
  auth: 'user',
  permission: 'integration',
  query: connectionListQuery,
  response: listOf(shopConnectionSchema),
});

export const createConnection = defineOperation({
  id: 'shop.createConnection',
  method: 'POST',
  changes: ['shops', 'apiKeys'],
  path: '/api/ucenter/shop/createConnection',
  summary:
    'Connect a shop. Connector platforms take their credentials (kept encrypted, never shown again); a guide platform gets an API key and ShipStation a username and password, shown in this reply only.',
  auth: 'user',
  permission: 'integration',
  body: createConnectionRequest,
  response: shopConnectionCreatedSchema,
});

export const updateConnection = defineOperation({
  id: 'shop.updateConnection',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/updateConnection',
  summary:
    'Change a connection’s name, address, warehouse, switches or buffer. Credentials left empty stay as they are; new ones put a connection that needed attention back to active.',
  auth: 'user',
  permission: 'integration',
  body: updateConnectionRequest,
  response: shopConnectionSchema,
});

export const setConnectionStatus = defineOperation({
  id: 'shop.setConnectionStatus',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/setConnectionStatus',
  summary: 'Pause a connection (no sync, no tracking or stock sent) or resume it (its next sync is due at once).',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule, status: z.enum(['active', 'paused'], { message: 'v.choice' }) }),
  response: shopConnectionSchema,
});

export const testConnection = defineOperation({
  id: 'shop.testConnection',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/testConnection',
  summary:
    'Call the shop with the connection’s credentials and show its answer: the shop’s name, or the error it gave. A success learns the account id; refused credentials mark the connection as needing attention.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.object({
    ok: z.boolean(),
    /** The shop's name when it answered. */
    shop_name: z.string().nullable(),
    /** The shop's answer when it refused, or why it could not be reached; '' on success. */
    message: z.string(),
    connection: shopConnectionSchema,
  }),
});

export const syncNow = defineOperation({
  id: 'shop.syncNow',
  method: 'POST',
  changes: ['shops'],
  path: '/api/ucenter/shop/syncNow',
  summary: 'Make the connection’s next sync due now; the sync job runs it within a minute.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.object({ queued: z.literal(true), next_sync_at: z.string() }),
});

export const deleteConnection = defineOperation({
  id: 'shop.deleteConnection',
  method: 'POST',
  changes: ['shops', 'apiKeys'],
  path: '/api/ucenter/shop/deleteConnection',
  summary:
    'Remove a connection with its SKU mappings and failed shop orders; orders it imported stay; its API key is revoked.',
  auth: 'user',
  permission: 'integration',
  body: z.object({ id: idRule }),
  response: z.null(),
});
