import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { idRule } from '../rules/id';

/** A notice as lists show it, without its body. */
export const noticeSummarySchema = z.object({
  press_id: z.number().int(),
  title: z.string(),
  meta_title: z.string(),
  publish_on_time: z.string(),
  is_read: z.union([z.literal(0), z.literal(1)]),
});

export const noticeSchema = noticeSummarySchema.extend({
  /** HTML from the provider; the web sanitises it before showing it. */
  description: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const getNewestNotice = defineOperation({
  id: 'notice.getNewestInfo',
  method: 'GET',
  shows: ['notices'],
  path: '/api/ucenter/customer/notice/getNewestInfo',
  summary: 'The newest notice published to this merchant, or null when there is none.',
  auth: 'user',
  permission: 'account',
  response: noticeSchema.nullable(),
});

export const getNoticeList = defineOperation({
  id: 'notice.getList',
  method: 'GET',
  shows: ['notices'],
  path: '/api/ucenter/customer/notice/getList',
  summary: 'Notices published to this merchant, newest first.',
  auth: 'user',
  permission: 'account',
  query: pageQuery,
  response: listOf(noticeSchema),
});

export const updateNoticeReadStatus = defineOperation({
  id: 'notice.updateReadStatus',
  method: 'POST',
  changes: ['notices'],
  path: '/api/ucenter/customer/notice/updateReadStatus',
  summary: 'Mark a notice read for the signed-in account.',
  auth: 'user',
  permission: 'account',
  body: z.object({ press_id: idRule }),
  response: z.null(),
});

export const getUnreadNoticeCount = defineOperation({
  id: 'notice.getUnreadCount',
  method: 'GET',
  shows: ['notices'],
  path: '/api/ucenter/customer/notice/getUnreadCount',
  summary: 'How many notices published to this merchant the signed-in account has not read (the dot on the bell).',
  auth: 'user',
  permission: 'account',
  response: z.object({ unread: z.number().int().min(0) }),
});
