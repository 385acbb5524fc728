import { z } from 'zod';
import { LANGS } from '../../core/lang';
import { defineOperation } from '../../core/operation';
import { HELP_ARTICLES } from '../help/articles';

/** Staff: how the help center's articles are rated, per article and language, with the latest comments. */
export const getHelpFeedback = defineOperation({
  id: 'opsContent.getHelpFeedback',
  method: 'GET',
  shows: ['helpFeedback', 'account'],
  path: '/api/ops/content/getHelpFeedback',
  summary:
    'Per help article and language: how many accounts found it helpful and how many not, and the latest comments (newest first).',
  auth: 'ops',
  query: z.object({ article: z.enum(HELP_ARTICLES, { message: 'v.invalid' }).optional() }),
  response: z.object({
    articles: z.array(
      z.object({
        article: z.enum(HELP_ARTICLES),
        lang: z.enum(LANGS),
        helpful: z.number().int(),
        not_helpful: z.number().int(),
      }),
    ),
    comments: z.array(
      z.object({
        article: z.enum(HELP_ARTICLES),
        lang: z.enum(LANGS),
        helpful: z.union([z.literal(0), z.literal(1)]),
        comment: z.string(),
        customer_id: z.number().int(),
        customer_name: z.string(),
        updated_at: z.string(),
      }),
    ),
  }),
});
