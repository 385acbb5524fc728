import type { SurveyKind } from '@portal/contract';
import type { Core } from '../../core';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import { type Actor, actorColumns } from '../../platform/actor';
import { answerView, campaignView, type SurveyFieldsOf } from './survey-kinds';
import type { SurveyRepository } from './survey-repository';

type Deps = Pick<Core, 'db' | 'clock' | 'events' | 'accounts' | 'customers'>;

/**
 * The merchant's side of the surveys (docs/server/surveys.md): the open campaign, its one answer per
 * merchant (changeable while the campaign is open) and, with none open, the latest answer read-only.
 */
export class SurveyService {
  constructor(
    private readonly deps: Deps,
    private readonly surveys: SurveyRepository,
  ) {}

  async current<K extends SurveyKind>(viewer: Viewer, kind: K) {
    const [open, prefill] = await Promise.all([this.surveys.openCampaign(kind), this.prefill(viewer)]);
    if (open) {
      const row = await this.surveys.answer(viewer, open.id);
      return { open: campaignView(open), answer: row ? answerView(kind, row, open) : null, prefill };
    }
    const latest = await this.surveys.latestAnswer(viewer, kind);
    return { open: null, answer: latest ? answerView(kind, latest, latest.campaign) : null, prefill };
  }

  /** Saves the merchant's answer to the open campaign it names, with its event, in one transaction. */
  async submit<K extends SurveyKind>(
    viewer: Viewer,
    actor: Actor,
    kind: K,
    body: SurveyFieldsOf[K] & { campaign_id: number },
  ) {
    const { campaign_id: campaignId, ...fields } = body;
    const at = this.deps.clock.now().toISOString();
    return transaction(this.deps.db, async (tx) => {
      const campaign = await this.surveys.campaign(campaignId, tx);
      if (!campaign || campaign.kind !== kind) throw new AppError('SURVEY_CAMPAIGN_NOT_FOUND');
      if (campaign.closed_at !== null) throw new AppError('SURVEY_CLOSED');
      const before = await this.surveys.answer(viewer, campaignId, tx);
      const row = {
        campaign_id: campaignId,
        customer_id: viewer.customerId,
        kind,
        answers: JSON.stringify(fields),
        ...actorColumns(actor),
        created_at: before?.created_at ?? at,
        updated_at: at,
      };
      await this.surveys.saveAnswer(row, tx);
      await this.deps.events.append(tx, [
        {
          customerId: viewer.customerId,
          type: 'survey.answered',
          subject: campaignId,
          payload: { kind, campaign_id: campaignId, changed: before !== undefined },
        },
      ]);
      return answerView(kind, row, campaign);
    });
  }

  /** The form's starting values: the main account's name and e-mail, its phone or else the merchant's. */
  private async prefill(viewer: Viewer) {
    const [account, customer] = await Promise.all([
      this.deps.accounts.findById(viewer.customerId, viewer.accountId),
      this.deps.customers.find(viewer.customerId),
    ]);
    return {
      name: [account?.first_name, account?.last_name].filter(Boolean).join(' ') || (customer?.name ?? ''),
      customer_id: viewer.customerId,
      telephone: account?.phone || (customer?.phone ?? ''),
      email: account?.email ?? '',
    };
  }
}
