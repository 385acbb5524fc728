import type { SurveyCampaign } from '@portal/contract';
import { Alert, Card, Descriptions, type DescriptionsProps, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../shared/format/date-time';

/** A campaign's name: the title staff gave it, else the survey's own (staff may leave the title empty). */
export function campaignName(campaign: SurveyCampaign, surveyTitle: string): string {
  return campaign.title || surveyTitle;
}

/** What both surveys' reads answer: the open campaign and the merchant's answer (to it, or its latest). */
export interface SurveyState<A> {
  open: SurveyCampaign | null;
  answer: (A & { campaign: SurveyCampaign; updated_at: string }) | null;
}

interface SurveyFrameProps<A> {
  title: string;
  intro: string;
  loading: boolean;
  state: SurveyState<A> | undefined;
  /** The form, shown while a campaign is open (prefilled with the merchant's answer to it, if any). */
  form: (open: SurveyCampaign) => ReactNode;
  /** A closed campaign's answer, read-only. */
  answered: (answer: A) => DescriptionsProps['items'];
}

/**
 * The page both surveys share: with a campaign open, its title and the form (and, once answered,
 * when and that it can change until the campaign closes); with none open, the merchant's answer to
 * the last one, read-only, or a word that none is open.
 */
export function SurveyFrame<A>({ title, intro, loading, state, form, answered }: SurveyFrameProps<A>) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const heading = (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {title}
    </Typography.Title>
  );
  const open = state?.open ?? null;
  const answer = state?.answer ?? null;
  return (
    <Card title={heading} loading={loading}>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {open ? (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="survey-campaign"
            message={t('surveys.campaign.open', {
              title: campaignName(open, title),
              date: formatDateTime(open.opened_at),
            })}
            description={
              answer ? t('surveys.campaign.answered', { date: formatDateTime(answer.updated_at) }) : undefined
            }
          />
          {form(open)}
        </>
      ) : answer ? (
        <>
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="survey-closed-answer"
            message={t('surveys.campaign.closedAnswer', {
              title: campaignName(answer.campaign, title),
              date: formatDateTime(answer.campaign.closed_at),
            })}
          />
          <Descriptions column={1} bordered size="small" items={answered(answer)} />
        </>
      ) : (
        <Empty data-testid="survey-none-open" description={t('surveys.campaign.noneOpen')} />
      )}
    </Card>
  );
}
