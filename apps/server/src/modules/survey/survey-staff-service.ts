import type { ContentOf, opsContent, ParsedBodyOf, ParsedQueryOf, SurveyKind } from '@portal/contract';
import type { Core } from '../../core';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../platform/actor';
import { answerView, campaignView } from './survey-kinds';
import type { AnswerRow, CampaignRow, SurveyRepository } from './survey-repository';

type Deps = Pick<Core, 'db' | 'clock' | 'customers'>;

/** An answer staff read: the merchant's name and who changed it last beside it. */
export type StaffAnswer = ContentOf<typeof opsContent.getSurveyAnswers>['list'][number];

/** Staff's side of the surveys: opening and closing campaigns, reading and exporting the answers. */
export class SurveyStaffService {
  constructor(
    private readonly deps: Deps,
    private readonly surveys: SurveyRepository,
  ) {}

  async open(actor: Actor, body: ParsedBodyOf<typeof opsContent.openSurveyCampaign>) {
    const row = {
      kind: body.kind,
      title: body.title,
      opened_at: this.deps.clock.now().toISOString(),
      opened_by: actor.label,
      closed_at: null,
      closed_by: null,
    };
    return transaction(this.deps.db, async (tx) => {
      const id = await this.surveys.insertCampaign(row, tx);
      if (id === undefined) {
        const open = await this.surveys.openCampaign(body.kind, tx);
        throw new AppError('SURVEY_CAMPAIGN_ALREADY_OPEN', { params: { id: open?.id ?? '' } });
      }
      return campaignView({ id, ...row });
    });
  }

  async close(actor: Actor, id: number) {
    const at = this.deps.clock.now().toISOString();
    return transaction(this.deps.db, async (tx) => {
      const campaign = await this.surveys.campaign(id, tx);
      if (!campaign) throw new AppError('SURVEY_CAMPAIGN_NOT_FOUND');
      if (campaign.closed_at !== null) throw new AppError('SURVEY_CAMPAIGN_ALREADY_CLOSED', { params: { id } });
      await this.surveys.close(id, at, actor.label, tx);
      return campaignView({ ...campaign, closed_at: at, closed_by: actor.label });
    });
  }

  async campaigns(
    query: ParsedQueryOf<typeof opsContent.getSurveyCampaigns>,
  ): Promise<ContentOf<typeof opsContent.getSurveyCampaigns>> {
    const { rows, total } = await this.surveys.campaigns(query.kind, pageOf(query));
    return { list: rows.map((row) => ({ ...campaignView(row), answers: row.answers })), total };
  }

  async answers(
    query: ParsedQueryOf<typeof opsContent.getSurveyAnswers>,
  ): Promise<ContentOf<typeof opsContent.getSurveyAnswers>> {
    const campaign = await this.campaign(query.campaign_id);
    const { rows, total } = await this.surveys.answers(campaign.id, pageOf(query));
    return { list: await this.named(campaign, rows), total };
  }

  /** For the export: the campaign and up to `limit` of its answers, with how many it has. */
  async matching(campaignId: number, limit: number) {
    const campaign = await this.campaign(campaignId);
    const { rows, total } = await this.surveys.answers(campaign.id, { offset: 0, limit });
    return { campaign, rows: await this.named(campaign, rows), total };
  }

  private async campaign(id: number): Promise<CampaignRow> {
    const campaign = await this.surveys.campaign(id);
    if (!campaign) throw new AppError('SURVEY_CAMPAIGN_NOT_FOUND');
    return campaign;
  }

  private async named(campaign: CampaignRow, rows: AnswerRow[]): Promise<StaffAnswer[]> {
    const names = await this.deps.customers.namesOf(rows.map((row) => row.customer_id));
    return rows.map((row) => ({
      ...answerView(campaign.kind as SurveyKind, row, campaign),
      customer_name: names.get(row.customer_id) ?? '',
      answered_by: row.actor_label,
    })) as StaffAnswer[];
  }
}

function pageOf(query: { page: number; page_size: number }) {
  return { offset: (query.page - 1) * query.page_size, limit: query.page_size };
}
