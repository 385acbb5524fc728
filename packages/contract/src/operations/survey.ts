import { z } from 'zod';
import { defineOperation } from '../core/operation';
import { emailRule, phoneRule } from '../rules/account';
import { idRule } from '../rules/id';
import {
  CUSTOMS_MARKETS,
  DECLARED_VALUE_RANGES,
  SURVEY_FEEDBACK_MAX,
  SURVEY_KINDS,
  SURVEY_NAME_MAX,
  SURVEY_PRODUCT_CATEGORIES,
  TAX_NUMBER_USES,
} from './survey/questions';

export * from './survey/errors';
export * from './survey/questions';

/**
 * The provider's surveys (issue 28): the customs survey (`/customs-survey`) and the tax opinions
 * collection (`/tax-opinions`, spec 3's corporate-income-tax advance-payment questionnaire). Staff
 * run campaigns (`opsContent.openSurveyCampaign`); while one is open each merchant keeps one answer
 * in it, which its main account may change until the campaign closes.
 */

export const surveyCampaignSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SURVEY_KINDS),
  title: z.string(),
  opened_at: z.string(),
  /** Null while open. */
  closed_at: z.string().nullable(),
});
export type SurveyCampaign = z.infer<typeof surveyCampaignSchema>;

const feedbackRule = z.string({ message: 'v.type' }).trim().max(SURVEY_FEEDBACK_MAX, { message: 'v.tooLong' });
const choices = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values, { message: 'v.invalid' }), { message: 'v.required' })
    .min(1, { message: 'v.required' })
    .max(values.length, { message: 'v.tooManyItems' })
    .refine((list) => new Set(list).size === list.length, { message: 'v.invalid' });

/** The customs survey's answers. */
export const customsAnswerBodySchema = z.object({
  campaign_id: idRule,
  markets: choices(CUSTOMS_MARKETS),
  declared_value: z.enum(DECLARED_VALUE_RANGES, { message: 'v.required' }),
  tax_numbers: z.enum(TAX_NUMBER_USES, { message: 'v.required' }),
  categories: choices(SURVEY_PRODUCT_CATEGORIES),
  feedback: feedbackRule.default(''),
});

/** The tax questionnaire (spec 3): name, telephone, email, declaration option 1 or 2, feedback; the customer id is the caller's. */
export const taxOpinionBodySchema = z.object({
  campaign_id: idRule,
  name: z
    .string({ message: 'v.required' })
    .trim()
    .min(1, { message: 'v.required' })
    .max(SURVEY_NAME_MAX, { message: 'v.tooLong' }),
  telephone: phoneRule,
  email: emailRule,
  declaration_option: z.union([z.literal(1), z.literal(2)], { message: 'v.required' }),
  feedback: feedbackRule.default(''),
});

const answerFacts = {
  campaign: surveyCampaignSchema,
  customer_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const customsAnswerSchema = z.object({
  ...answerFacts,
  markets: z.array(z.enum(CUSTOMS_MARKETS)),
  declared_value: z.enum(DECLARED_VALUE_RANGES),
  tax_numbers: z.enum(TAX_NUMBER_USES),
  categories: z.array(z.enum(SURVEY_PRODUCT_CATEGORIES)),
  feedback: z.string(),
});
export type CustomsAnswer = z.infer<typeof customsAnswerSchema>;

export const taxOpinionAnswerSchema = z.object({
  ...answerFacts,
  name: z.string(),
  telephone: z.string(),
  email: z.string(),
  declaration_option: z.union([z.literal(1), z.literal(2)]),
  feedback: z.string(),
});
export type TaxOpinionAnswer = z.infer<typeof taxOpinionAnswerSchema>;

/** What the forms start from: the main account's name, phone (its own, else the merchant's) and e-mail. */
export const surveyPrefillSchema = z.object({
  name: z.string(),
  customer_id: z.number().int(),
  telephone: z.string(),
  email: z.string(),
});

const currentOf = <A extends z.ZodType>(answer: A) =>
  z.object({
    /** The survey's open campaign, or null when none is. */
    open: surveyCampaignSchema.nullable(),
    /** The merchant's answer to the open campaign; with none open, its latest answer to a closed one (read-only). */
    answer: answer.nullable(),
    prefill: surveyPrefillSchema,
  });

export const getCustoms = defineOperation({
  id: 'survey.getCustoms',
  method: 'GET',
  shows: ['surveys', 'account'],
  path: '/api/ucenter/survey/getCustoms',
  summary:
    "The customs survey's open campaign, the merchant's answer to it (or, with none open, its latest answer), and the account's details the form starts from.",
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  response: currentOf(customsAnswerSchema),
});

export const submitCustoms = defineOperation({
  id: 'survey.submitCustoms',
  method: 'POST',
  changes: ['surveys'],
  path: '/api/ucenter/survey/submitCustoms',
  summary: `Answer the customs survey's open campaign: markets, typical declared value, tax numbers used, product categories and feedback (at most ${SURVEY_FEEDBACK_MAX} characters). A second answer to the same campaign replaces the first; a closed campaign refuses it (1741).`,
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: customsAnswerBodySchema,
  response: customsAnswerSchema,
});

export const getTaxOpinions = defineOperation({
  id: 'survey.getTaxOpinions',
  method: 'GET',
  shows: ['surveys', 'account'],
  path: '/api/ucenter/survey/getTaxOpinions',
  summary:
    "The tax opinions collection's open campaign, the merchant's answer to it (or, with none open, its latest answer), and the account's details the form starts from.",
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  response: currentOf(taxOpinionAnswerSchema),
});

export const submitTaxOpinions = defineOperation({
  id: 'survey.submitTaxOpinions',
  method: 'POST',
  changes: ['surveys'],
  path: '/api/ucenter/survey/submitTaxOpinions',
  summary: `Answer the corporate-income-tax advance-payment questionnaire of the open campaign: name, telephone, email, declaration option 1 or 2, feedback (at most ${SURVEY_FEEDBACK_MAX} characters). A second answer to the same campaign replaces the first; a closed campaign refuses it (1741).`,
  auth: 'user',
  permission: 'account',
  mainAccountOnly: true,
  body: taxOpinionBodySchema,
  response: taxOpinionAnswerSchema,
});
