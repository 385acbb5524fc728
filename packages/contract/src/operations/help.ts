import { z } from 'zod';
import { LANGS } from '../core/lang';
import { defineOperation } from '../core/operation';
import { HELP_ARTICLES, HELP_COMMENT_MAX } from './help/articles';

export * from './help/articles';

/**
 * The help center's "was this helpful?" (issue 28): each account answers once per article and may
 * change its answer; staff read the counts (`opsContent.getHelpFeedback`). The articles themselves
 * are Markdown in the web app, not data: they change with the screens they describe.
 */
const articleRule = z.enum(HELP_ARTICLES, { message: 'v.invalid' });
const flag = z.union([z.literal(0), z.literal(1)], { message: 'v.invalid' });

export const helpFeedbackSchema = z.object({
  article: z.enum(HELP_ARTICLES),
  helpful: flag,
  comment: z.string(),
  updated_at: z.string(),
});
export type HelpFeedback = z.infer<typeof helpFeedbackSchema>;

export const getFeedback = defineOperation({
  id: 'help.getFeedback',
  method: 'GET',
  shows: ['helpFeedback'],
  path: '/api/ucenter/help/getFeedback',
  summary: 'The calling account\'s answer to an article\'s "was this helpful?", or null before it answers.',
  auth: 'user',
  permission: 'account',
  query: z.object({ article: articleRule }),
  response: z.object({ feedback: helpFeedbackSchema.nullable() }),
});

export const sendFeedback = defineOperation({
  id: 'help.sendFeedback',
  method: 'POST',
  changes: ['helpFeedback'],
  path: '/api/ucenter/help/sendFeedback',
  summary: `Answer "was this helpful?" for an article (1 yes, 0 no), with a comment of at most ${HELP_COMMENT_MAX} characters; a second answer replaces the first.`,
  auth: 'user',
  permission: 'account',
  body: z.object({
    article: articleRule,
    helpful: flag,
    lang: z.enum(LANGS, { message: 'v.invalid' }),
    comment: z.string().trim().max(HELP_COMMENT_MAX, { message: 'v.tooLong' }).default(''),
  }),
  response: helpFeedbackSchema,
});
