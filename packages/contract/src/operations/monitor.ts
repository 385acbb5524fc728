import { z } from 'zod';
import { defineOperation } from '../core/operation';

export const getAlertToken = defineOperation({
  id: 'monitor.getDingDingToken',
  method: 'GET',
  shows: [],
  path: '/api/basic/getDingDingToken',
  summary: 'A short-lived token that lets the browser report a front-end error to /stone/sendDingMsg.',
  auth: 'public',
  response: z.object({ token: z.string(), expires_in: z.number().int() }),
});

export const sendAlert = defineOperation({
  id: 'monitor.sendDingMsg',
  method: 'POST',
  changes: [],
  path: '/stone/sendDingMsg',
  summary: 'Forward a front-end error report to the configured alert webhook (logged when none is set).',
  auth: 'public',
  body: z.object({
    token: z.string().min(1).max(500),
    title: z.string().trim().min(1).max(200),
    message: z.string().max(4000),
    url: z.string().max(2000).optional(),
    stack: z.string().max(8000).optional(),
  }),
  response: z.null(),
});
