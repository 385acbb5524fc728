import { z } from 'zod';
import { listOf, pageQuery } from '../../core/envelope';
import { defineOperation } from '../../core/operation';
import { idRule } from '../../rules/id';
import { customsAnswerSchema, surveyCampaignSchema, taxOpinionAnswerSchema } from '../survey';
import { SURVEY_KINDS, SURVEY_TITLE_MAX } from '../survey/questions';

/** Staff: the survey campaigns (issue 28), opened and closed by hand, and the merchants' answers. */
const kindRule = z.enum(SURVEY_KINDS, { message: 'v.invalid' });

export const openSurveyCampaign = defineOperation({
  id: 'opsContent.openSurveyCampaign',
  method: 'POST',
  changes: ['surveys'],
  path: '/api/ops/content/openSurveyCampaign',
  summary:
    'Open a campaign of a survey (`customs` or `tax_opinions`): merchants may answer it until it closes. One campaign of a survey is open at a time (1743).',
  auth: 'ops',
  body: z.object({
    kind: kindRule,
    title: z.string({ message: 'v.type' }).trim().max(SURVEY_TITLE_MAX, { message: 'v.tooLong' }).default(''),
  }),
  response: surveyCampaignSchema,
});

export const closeSurveyCampaign = defineOperation({
  id: 'opsContent.closeSurveyCampaign',
  method: 'POST',
  changes: ['surveys'],
  path: '/api/ops/content/closeSurveyCampaign',
  summary: 'Close a campaign: its answers stay, and can no longer be changed.',
  auth: 'ops',
  body: z.object({ id: idRule }),
  response: surveyCampaignSchema,
});

export const getSurveyCampaigns = defineOperation({
  id: 'opsContent.getSurveyCampaigns',
  method: 'GET',
  shows: ['surveys'],
  path: '/api/ops/content/getSurveyCampaigns',
  summary: 'The campaigns, newest first (of one survey when `kind` is given), each with how many merchants answered.',
  auth: 'ops',
  query: pageQuery.extend({ kind: kindRule.optional() }),
  response: listOf(surveyCampaignSchema.extend({ answers: z.number().int() })),
});

const staffView = { customer_name: z.string(), answered_by: z.string() };

export const getSurveyAnswers = defineOperation({
  id: 'opsContent.getSurveyAnswers',
  method: 'GET',
  shows: ['surveys', 'account'],
  path: '/api/ops/content/getSurveyAnswers',
  summary:
    "One campaign's answers, latest change first, each with the merchant's name and the account that last changed it.",
  auth: 'ops',
  query: pageQuery.extend({ campaign_id: idRule }),
  response: listOf(z.union([customsAnswerSchema.extend(staffView), taxOpinionAnswerSchema.extend(staffView)])),
});

export const exportSurveyAnswers = defineOperation({
  id: 'opsContent.exportSurveyAnswers',
  method: 'GET',
  shows: ['surveys', 'account'],
  path: '/api/ops/content/exportSurveyAnswers',
  summary: "One campaign's answers as xlsx, a row per merchant, headers in the request's language; at most 5000 rows.",
  auth: 'ops',
  need: 'export',
  query: z.object({ campaign_id: idRule }),
  response: 'binary',
});
