import {
  type BodyOf,
  type ContentOf,
  SURVEY_FEEDBACK_MAX,
  SURVEY_NAME_MAX,
  type SurveyCampaign,
  survey,
  TAX_DECLARATION_OPTIONS,
  type TaxOpinionAnswer,
  taxOpinionBodySchema,
} from '@portal/contract';
import { Form, Input, Radio, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { BusyButton } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { campaignName, SurveyFrame } from './survey-frame';
import { useSurveyForm } from './use-survey-form';

/** The questionnaire's fields; the campaign is the open one, not typed. */
const formSchema = taxOpinionBodySchema.omit({ campaign_id: true });
type Values = Partial<Omit<BodyOf<typeof survey.submitTaxOpinions>, 'campaign_id'>>;
type Current = ContentOf<typeof survey.getTaxOpinions>;

/**
 * Tax opinions collection (/tax-opinions, main account): the corporate-income-tax advance-payment
 * questionnaire of spec 3 (name, customer id, telephone, email, declaration option 1 or 2,
 * feedback), prefilled from the account, answered once per campaign and changeable until it closes.
 */
export default function TaxOpinionsPage() {
  const { t } = useTranslation();
  const current = useOperationQuery(survey.getTaxOpinions);
  return (
    <SurveyFrame<TaxOpinionAnswer>
      title={t('surveys.tax.title')}
      intro={t('surveys.tax.intro')}
      loading={current.isPending}
      state={current.data}
      form={(open) => current.data && <TaxOpinionForm open={open} data={current.data} />}
      answered={(answer) => [
        { key: 'name', label: t('surveys.tax.fields.name'), children: answer.name },
        { key: 'customer_id', label: t('surveys.tax.fields.customer_id'), children: answer.customer_id },
        { key: 'telephone', label: t('surveys.tax.fields.telephone'), children: answer.telephone },
        { key: 'email', label: t('surveys.tax.fields.email'), children: answer.email },
        {
          key: 'declaration_option',
          label: t('surveys.tax.fields.declaration_option'),
          children: t(`surveys.tax.options.option${answer.declaration_option}`),
        },
        { key: 'feedback', label: t('surveys.tax.fields.feedback'), children: answer.feedback || '-' },
      ]}
    />
  );
}

function TaxOpinionForm({ open, data }: { open: SurveyCampaign; data: Current }) {
  const { t } = useTranslation();
  const answer = data.answer?.campaign.id === open.id ? data.answer : null;
  const initial = useMemo<Values>(
    () =>
      answer
        ? {
            name: answer.name,
            telephone: answer.telephone,
            email: answer.email,
            declaration_option: answer.declaration_option,
            feedback: answer.feedback,
          }
        : { name: data.prefill.name, telephone: data.prefill.telephone, email: data.prefill.email },
    [answer, data.prefill],
  );
  const { form, busy, submit, onValuesChange } = useSurveyForm(
    survey.submitTaxOpinions,
    open,
    campaignName(open, t('surveys.tax.title')),
    initial,
  );
  const field = bindForm(formSchema, {
    label: (name) => t(`surveys.tax.fields.${name}`),
    choices: ['declaration_option'],
  });

  const option = field('declaration_option');
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="tax-opinions"
      initialValues={initial}
      onValuesChange={onValuesChange}
      style={{ maxWidth: 640 }}
    >
      <Form.Item {...field('name')}>
        <Input maxLength={SURVEY_NAME_MAX} autoComplete="name" />
      </Form.Item>
      <Form.Item label={t('surveys.tax.fields.customer_id')} htmlFor="tax-opinions-customer-id">
        <Input id="tax-opinions-customer-id" value={data.prefill.customer_id} readOnly variant="filled" />
      </Form.Item>
      <Form.Item {...field('telephone')}>
        <Input autoComplete="tel" />
      </Form.Item>
      <Form.Item {...field('email')}>
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item label={option.label} required={option.required}>
        {/* antd's Radio.Group has no role of its own: the group around it names the two options. */}
        <div role="radiogroup" aria-label={option.label}>
          <Form.Item noStyle name={option.name} rules={option.rules}>
            <Radio.Group>
              <Space direction="vertical">
                {TAX_DECLARATION_OPTIONS.map((value) => (
                  <Radio key={value} value={value}>
                    {t(`surveys.tax.options.option${value}`)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item {...field('feedback')}>
        <Input.TextArea rows={4} maxLength={SURVEY_FEEDBACK_MAX} showCount />
      </Form.Item>
      <BusyButton type="primary" busy={busy} onClick={() => void submit()}>
        {answer ? t('surveys.campaign.update') : t('surveys.campaign.send')}
      </BusyButton>
    </Form>
  );
}
