import { z } from 'zod';
import { defineOperation } from '../core/operation';

export * from './evaluation/errors';

/**
 * The merchant's rating of the service (issue 28, `/evaluation`): overall and per area from 0 to 10,
 * with a comment, at most once per calendar quarter (UTC) per merchant, by its main account. Staff
 * read the ratings and the quarters' averages (`opsContent.getEvaluations`).
 */

/** The areas rated besides the overall score. */
export const EVALUATION_AREAS = ['inbound', 'fulfilment', 'customer_service', 'billing'] as const;
export type EvaluationArea = (typeof EVALUATION_AREAS)[number];

/** The highest score (the lowest is 0). */
export const EVALUATION_SCORE_MAX = 10;
export const EVALUATION_COMMENT_MAX = 1000;

/** A quarter as `2026-Q4`. */
export const quarterRule = z.string().regex(/^\d{4}-Q[1-4]$/, { message: 'v.invalid' });

const score = z.number({ message: 'v.required' }).int({ message: 'v.wholeNumber' }).min(0).max(EVALUATION_SCORE_MAX);

export const evaluationBodySchema = z.object({
  overall: score,
  inbound: score,
  fulfilment: score,
  customer_service: score,
  billing: score,
  comment: z.string().trim().max(EVALUATION_COMMENT_MAX, { message: 'v.tooLong' }).default(''),
});

export const evaluationSchema = z.object({
  quarter: z.string(),
  overall: z.number().int(),
  inbound: z.number().int(),
  fulfilment: z.number().int(),
  customer_service: z.number().int(),
  billing: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const getCurrent = defineOperation({
  id: 'evaluation.getCurrent',
  method: 'GET',
  shows: ['evaluations'],
  path: '/api/ucenter/evaluation/getCurrent',
  summary: "This quarter (UTC), the day the next one opens, and the merchant's rating of this quarter if it gave one.",
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  response: z.object({
    quarter: z.string(),
    /** The first day of the next quarter, `YYYY-MM-DD`: when the next rating opens. */
    next_opens_on: z.string(),
    evaluation: evaluationSchema.nullable(),
  }),
});

export const submit = defineOperation({
  id: 'evaluation.submit',
  method: 'POST',
  changes: ['evaluations'],
  path: '/api/ucenter/evaluation/submit',
  summary: `Rate the service for this quarter: overall and each area from 0 to ${EVALUATION_SCORE_MAX}, a comment of at most ${EVALUATION_COMMENT_MAX} characters. Once per quarter; a second is refused.`,
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: evaluationBodySchema,
  response: evaluationSchema,
});

/** One quarter's averages, one decimal; null scores where nobody rated. */
export const evaluationTrendSchema = z.object({
  quarter: z.string(),
  count: z.number().int(),
  overall: z.number(),
  inbound: z.number(),
  fulfilment: z.number(),
  customer_service: z.number(),
  billing: z.number(),
});
