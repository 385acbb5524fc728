import type { Generated } from 'kysely';
import type { ActorColumns } from '../../platform/actor';

/** The provider's surveys: staff's campaigns and the merchants' answers (docs/server/surveys.md). */
export interface SurveyTables {
  survey_campaigns: SurveyCampaignsTable;
  survey_answers: SurveyAnswersTable;
}

/** Provider-wide: a campaign asks every merchant; one per survey (`kind`) is open at a time. */
export interface SurveyCampaignsTable {
  id: Generated<number>;
  /** `customs` or `tax_opinions` (SURVEY_KINDS). */
  kind: string;
  title: string;
  opened_at: string;
  /** The staff member who opened it (label). */
  opened_by: string;
  /** Null while open. */
  closed_at: string | null;
  closed_by: string | null;
}

/** One answer per campaign and merchant; who changed it last in the actor columns. */
export interface SurveyAnswersTable extends ActorColumns {
  campaign_id: number;
  customer_id: number;
  kind: string;
  /** The answer's fields as JSON, in the shape of the kind's body schema without `campaign_id`. */
  answers: string;
  created_at: string;
  updated_at: string;
}
