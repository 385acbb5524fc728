import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';

/**
 * User messages (spec 2 "user message", 4 "a notice turns read when viewed"; /user/message): the
 * notices published to the merchant and the account's in-app alerts (an order in Alert or Expired, an
 * exception waiting for the merchant's reply, a loss order), each read or unread per account
 * (docs/server/user-messages.md). A sub-account sees the alerts of the areas its grant holds.
 */

/** What a message is: a notice the provider published, or an alert about one of the merchant's records. */
export const MESSAGE_KINDS = ['notice', 'alert'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** What an alert is about (the warning e-mails' immediate kinds). */
export const MESSAGE_ALERT_TYPES = ['error_order', 'exception', 'inbound_difference'] as const;
export type MessageAlertType = (typeof MESSAGE_ALERT_TYPES)[number];

export const MESSAGE_READ_STATES = ['read', 'unread'] as const;

export const messageSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  /** The notice's or the alert's id (unique within its kind). */
  id: z.number().int(),
  /** When it was published or raised. */
  at: z.string(),
  is_read: z.union([z.literal(0), z.literal(1)]),
  /** A notice's title; an alert's record number (order's system id, loss order's number). */
  title: z.string(),
  /** A notice's category; empty for an alert. */
  meta_title: z.string(),
  /** A notice's HTML (the web sanitises it); an alert's detail in the provider's words (plain text). */
  body: z.string(),
  /** An alert's kind; null for a notice. */
  alert_type: z.enum(MESSAGE_ALERT_TYPES).nullable(),
  /** The portal page of an alert's record (`/order/detail?id=7`); null for a notice. */
  link: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** The page's filters (kept in its address). */
export const messageFilterSchema = z.object({
  read: z.enum(MESSAGE_READ_STATES, { message: 'v.choice' }).optional(),
  kind: z.enum(MESSAGE_KINDS, { message: 'v.choice' }).optional(),
});

const messageRef = z.object({ kind: z.enum(MESSAGE_KINDS, { message: 'v.choice' }), id: idRule });

export const getList = defineOperation({
  id: 'message.getList',
  method: 'GET',
  shows: ['notices', 'messages', 'orders', 'lossOrders', 'products'],
  path: '/api/ucenter/message/getList',
  summary:
    'Notices and the account’s alerts, newest first, under the filters (read or unread, notice or alert). A sub-account sees the alerts of the areas it holds.',
  auth: 'user',
  permission: 'account',
  query: messageFilterSchema.extend(pageQuery.shape),
  response: listOf(messageSchema),
});

export const getUnreadCount = defineOperation({
  id: 'message.getUnreadCount',
  method: 'GET',
  shows: ['notices', 'messages', 'orders', 'lossOrders', 'products'],
  path: '/api/ucenter/message/getUnreadCount',
  summary: 'How many notices and alerts the signed-in account has not read (the bell’s count).',
  auth: 'user',
  permission: 'account',
  response: z.object({
    unread: z.number().int().min(0),
    notices: z.number().int().min(0),
    alerts: z.number().int().min(0),
  }),
});

export const markRead = defineOperation({
  id: 'message.markRead',
  method: 'POST',
  changes: ['notices', 'messages'],
  path: '/api/ucenter/message/markRead',
  summary: 'Mark one notice or alert read for the signed-in account (again: no change).',
  auth: 'user',
  permission: 'account',
  body: messageRef,
  response: z.null(),
});

export const markAllRead = defineOperation({
  id: 'message.markAllRead',
  method: 'POST',
  changes: ['notices', 'messages'],
  path: '/api/ucenter/message/markAllRead',
  summary: 'Mark every notice and alert the signed-in account sees read, or those of one kind.',
  auth: 'user',
  permission: 'account',
  body: z.object({ kind: z.enum(MESSAGE_KINDS, { message: 'v.choice' }).optional() }),
  response: z.object({ marked: z.number().int().min(0) }),
});
