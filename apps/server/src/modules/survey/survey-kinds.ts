import {
  type CustomsAnswer,
  customsAnswerBodySchema,
  type SurveyCampaign,
  type SurveyKind,
  type TaxOpinionAnswer,
  taxOpinionBodySchema,
} from '@portal/contract';
import type { AnswerRow, CampaignRow } from './survey-repository';

/** What each survey stores: its body's fields without the campaign, read back through the same schema. */
const customsFields = customsAnswerBodySchema.omit({ campaign_id: true });
const taxOpinionFields = taxOpinionBodySchema.omit({ campaign_id: true });

export type CustomsFields = Omit<CustomsAnswer, 'campaign' | 'customer_id' | 'created_at' | 'updated_at'>;
export type TaxOpinionFields = Omit<TaxOpinionAnswer, 'campaign' | 'customer_id' | 'created_at' | 'updated_at'>;

export interface SurveyFieldsOf {
  customs: CustomsFields;
  tax_opinions: TaxOpinionFields;
}

/** The stored fields of an answer, checked again on the way out (a stored answer the contract no longer takes fails loudly). */
export function fieldsOf<K extends SurveyKind>(kind: K, row: AnswerRow): SurveyFieldsOf[K] {
  const json: unknown = JSON.parse(row.answers);
  return (kind === 'customs' ? customsFields.parse(json) : taxOpinionFields.parse(json)) as SurveyFieldsOf[K];
}

export function campaignView(row: CampaignRow): SurveyCampaign {
  return {
    id: row.id,
    kind: row.kind as SurveyKind,
    title: row.title,
    opened_at: row.opened_at,
    closed_at: row.closed_at,
  };
}

/** An answer as the merchant and staff read it. */
export function answerView<K extends SurveyKind>(kind: K, row: AnswerRow, campaign: CampaignRow) {
  return {
    campaign: campaignView(campaign),
    customer_id: row.customer_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...fieldsOf(kind, row),
  };
}
