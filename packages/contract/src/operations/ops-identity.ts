import { z } from 'zod';
import { listOf, pageQuery } from '../core/envelope';
import { defineOperation } from '../core/operation';
import { emailRule } from '../rules/account';

/** Staff operations on accounts and the mail they were sent (`ops-key` header). */
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
  id: 'opsIdentity.getMailOutbox',
  method: 'GET',
  shows: ['mail'],
  path: '/api/ops/mail/getOutbox',
  summary:
    'Mail the portal has sent, newest first (the local outbox of the mail adapter): demo mode only, link tokens masked.',
  auth: 'ops',
  query: pageQuery.extend({ to: z.string().max(120).optional() }),
  response: listOf(mailSchema),
});

export const revokeSessions = defineOperation({
  id: 'opsIdentity.revokeSessions',
  method: 'POST',
  changes: ['sessions'],
  path: '/api/ops/account/revokeSessions',
  summary: 'Sign an account out everywhere (support, suspected compromise).',
  auth: 'ops',
  body: z.object({ email: emailRule }),
  response: z.object({ revoked: z.number().int() }),
});
