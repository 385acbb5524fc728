import {
  type BodyOf,
  EVALUATION_AREAS,
  EVALUATION_COMMENT_MAX,
  EVALUATION_SCORE_MAX,
  evaluation,
  evaluationBodySchema,
} from '@portal/contract';
import { Alert, App, Card, Descriptions, Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOperationMutation, useOperationQuery } from '../../shared/api/use-operation';
import { BusyButton } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { useFormUnsavedChanges } from '../../shared/forms/use-unsaved-changes';
import { resultPath } from '../../shared/routing/result-path';

const SCORES = Array.from({ length: EVALUATION_SCORE_MAX + 1 }, (_, score) => ({ value: score, label: String(score) }));
const QUESTIONS = ['overall', ...EVALUATION_AREAS] as const;
type Question = (typeof QUESTIONS)[number];
type Values = Partial<Record<Question, number>> & { comment?: string };
const EMPTY: Values = {};

/**
 * Evaluation (/evaluation, main account): the merchant rates the service once a quarter, overall
 * and per area from 0 to 10 with a comment; once given, the quarter's rating shows with the day the
 * next opens. A submitted rating ends on the result page.
 */
export default function EvaluationPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const unsaved = useFormUnsavedChanges(EMPTY);
  const current = useOperationQuery(evaluation.getCurrent);
  const send = useOperationMutation(evaluation.submit);
  const field = bindForm(evaluationBodySchema, {
    label: (name) => t(`evaluation.questions.${name}`),
    choices: QUESTIONS,
  });
  const data = current.data;

  const submit = async () => {
    // The fields show their own messages; nothing is sent until every score is picked.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      // The form's rules required every score: the values are the body the contract takes.
      await send.mutateAsync({
        body: { ...values, comment: values.comment ?? '' } as BodyOf<typeof evaluation.submit>,
      });
      unsaved.markSaved();
      void navigate(resultPath('success', 'evaluation', data?.quarter));
    } catch (error) {
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  const title = (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {t('evaluation.title')}
    </Typography.Title>
  );
  if (data?.evaluation) {
    const given = data.evaluation;
    return (
      <Card title={title}>
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('evaluation.given', { quarter: given.quarter })}
          description={t('evaluation.nextOpens', { date: data.next_opens_on })}
          data-testid="evaluation-given"
        />
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            ...QUESTIONS.map((question) => ({
              key: question,
              label: t(`evaluation.questions.${question}`),
              children: `${given[question]} / ${EVALUATION_SCORE_MAX}`,
            })),
            { key: 'comment', label: t('evaluation.questions.comment'), children: given.comment || '-' },
          ]}
        />
      </Card>
    );
  }
  return (
    <Card title={title} loading={current.isPending}>
      <Typography.Paragraph type="secondary">
        {t('evaluation.intro', { quarter: data?.quarter ?? '', max: EVALUATION_SCORE_MAX })}
      </Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" name="evaluation" onValuesChange={unsaved.onValuesChange}>
        {QUESTIONS.map((question) => {
          const { name, rules, ...item } = field(question);
          // antd's Radio.Group has no role of its own: the group around it names the radios 0-10.
          return (
            <Form.Item key={question} {...item}>
              <div role="radiogroup" aria-label={item.label}>
                <Form.Item noStyle name={name} rules={rules}>
                  <Radio.Group
                    optionType="button"
                    options={SCORES}
                    style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8 }}
                    data-testid={`evaluation-${question}`}
                  />
                </Form.Item>
              </div>
            </Form.Item>
          );
        })}
        <Form.Item {...field('comment')}>
          <Input.TextArea rows={4} maxLength={EVALUATION_COMMENT_MAX} showCount />
        </Form.Item>
        <BusyButton type="primary" busy={send.isPending} onClick={() => void submit()}>
          {t('evaluation.submit')}
        </BusyButton>
      </Form>
    </Card>
  );
}
