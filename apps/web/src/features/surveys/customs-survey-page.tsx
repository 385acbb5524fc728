import {
  type BodyOf,
  type ContentOf,
  type CustomsAnswer,
  customsAnswerBodySchema,
  SURVEY_FEEDBACK_MAX,
  type SurveyCampaign,
  survey,
} from '@portal/contract';
import { Checkbox, Form, Input, Radio, Space } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../shared/api/use-operation';
import { BusyButton } from '../../shared/forms/busy-button';
import { type BoundField, bindForm } from '../../shared/forms/form-binding';
import { customsChoices, pickedLabels } from './customs-choices';
import { campaignName, SurveyFrame } from './survey-frame';
import { useSurveyForm } from './use-survey-form';

/** The survey's questions; the campaign is the open one, not typed. */
const formSchema = customsAnswerBodySchema.omit({ campaign_id: true });
type Body = Omit<BodyOf<typeof survey.submitCustoms>, 'campaign_id'>;
type Values = Partial<Body>;
type Current = ContentOf<typeof survey.getCustoms>;
type Question = keyof Body & string;
/** A fieldset that groups the checkboxes without the browser's frame. */
const BARE_FIELDSET = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

/**
 * Customs survey (/customs-survey, main account): where the merchant's parcels go, their typical
 * declared value, the tax numbers it declares with and what it ships, so the provider can prepare
 * customs work; answered once per campaign and changeable until it closes.
 */
export default function CustomsSurveyPage() {
  const { t } = useTranslation();
  const current = useOperationQuery(survey.getCustoms);
  const choices = customsChoices(t);
  return (
    <SurveyFrame<CustomsAnswer>
      title={t('surveys.customs.title')}
      intro={t('surveys.customs.intro')}
      loading={current.isPending}
      state={current.data}
      form={(open) => current.data && <CustomsForm open={open} data={current.data} />}
      answered={(answer) => [
        {
          key: 'markets',
          label: t('surveys.customs.fields.markets'),
          children: pickedLabels(choices.markets, answer.markets),
        },
        {
          key: 'declared_value',
          label: t('surveys.customs.fields.declared_value'),
          children: pickedLabels(choices.declared_value, [answer.declared_value]),
        },
        {
          key: 'tax_numbers',
          label: t('surveys.customs.fields.tax_numbers'),
          children: pickedLabels(choices.tax_numbers, [answer.tax_numbers]),
        },
        {
          key: 'categories',
          label: t('surveys.customs.fields.categories'),
          children: pickedLabels(choices.categories, answer.categories),
        },
        { key: 'feedback', label: t('surveys.customs.fields.feedback'), children: answer.feedback || '-' },
      ]}
    />
  );
}

/**
 * A question answered by picking: antd's Checkbox.Group and Radio.Group have no role of their own,
 * so the group around them names the choices with the question.
 */
function ChoiceQuestion({
  field,
  role,
  children,
}: {
  field: BoundField<Question>;
  role: 'group' | 'radiogroup';
  children: ReactNode;
}) {
  const { name, rules, ...item } = field;
  const control = (
    <Form.Item noStyle name={name} rules={rules}>
      {children}
    </Form.Item>
  );
  return (
    <Form.Item {...item}>
      {role === 'radiogroup' ? (
        <div role="radiogroup" aria-label={item.label} data-testid={`customs-${name}`}>
          {control}
        </div>
      ) : (
        <fieldset aria-label={item.label} data-testid={`customs-${name}`} style={BARE_FIELDSET}>
          {control}
        </fieldset>
      )}
    </Form.Item>
  );
}

function CustomsForm({ open, data }: { open: SurveyCampaign; data: Current }) {
  const { t } = useTranslation();
  const answer = data.answer?.campaign.id === open.id ? data.answer : null;
  const initial = useMemo<Values>(
    () =>
      answer
        ? {
            markets: answer.markets,
            declared_value: answer.declared_value,
            tax_numbers: answer.tax_numbers,
            categories: answer.categories,
            feedback: answer.feedback,
          }
        : {},
    [answer],
  );
  const { form, busy, submit, onValuesChange } = useSurveyForm(
    survey.submitCustoms,
    open,
    campaignName(open, t('surveys.customs.title')),
    initial,
  );
  const field = bindForm(formSchema, {
    label: (name) => t(`surveys.customs.fields.${name}`),
    choices: ['markets', 'declared_value', 'tax_numbers', 'categories'],
  });
  const choices = customsChoices(t);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="customs-survey"
      initialValues={initial}
      onValuesChange={onValuesChange}
      style={{ maxWidth: 720 }}
    >
      <ChoiceQuestion field={field('markets')} role="group">
        <Checkbox.Group options={choices.markets} />
      </ChoiceQuestion>
      <ChoiceQuestion field={field('declared_value')} role="radiogroup">
        <Radio.Group options={choices.declared_value} />
      </ChoiceQuestion>
      <ChoiceQuestion field={field('tax_numbers')} role="radiogroup">
        <Radio.Group>
          <Space direction="vertical">
            {choices.tax_numbers.map((option) => (
              <Radio key={option.value} value={option.value}>
                {option.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </ChoiceQuestion>
      <ChoiceQuestion field={field('categories')} role="group">
        <Checkbox.Group options={choices.categories} />
      </ChoiceQuestion>
      <Form.Item {...field('feedback')}>
        <Input.TextArea rows={4} maxLength={SURVEY_FEEDBACK_MAX} showCount />
      </Form.Item>
      <BusyButton type="primary" busy={busy} onClick={() => void submit()}>
        {answer ? t('surveys.campaign.update') : t('surveys.campaign.send')}
      </BusyButton>
    </Form>
  );
}
