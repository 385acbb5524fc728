import type { BodyOf, SurveyCampaign, survey } from '@portal/contract';
import { App, Form } from 'antd';
import { useNavigate } from 'react-router';
import { useOperationMutation } from '../../shared/api/use-operation';
import { showFormError } from '../../shared/forms/form-errors';
import { useFormUnsavedChanges } from '../../shared/forms/use-unsaved-changes';
import { resultPath } from '../../shared/routing/result-path';

type SubmitOperation = typeof survey.submitCustoms | typeof survey.submitTaxOpinions;

/**
 * What both survey forms do with their answers: the form's rules are the contract's, so its values
 * (with the open campaign's id, and feedback empty when not typed) are the body the operation takes;
 * a sent answer ends on the result page naming the campaign, a refusal is said on the form.
 */
export function useSurveyForm<V extends { feedback?: string }>(
  operation: SubmitOperation,
  open: SurveyCampaign,
  name: string,
  initial: V,
) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<V>();
  const send = useOperationMutation(operation);
  const unsaved = useFormUnsavedChanges(initial);

  const submit = async () => {
    // The fields show their own messages; nothing is sent until every rule holds.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      const body = { ...values, feedback: values.feedback ?? '', campaign_id: open.id };
      await send.mutateAsync({ body: body as unknown as BodyOf<SubmitOperation> });
      unsaved.markSaved();
      void navigate(resultPath('success', 'survey', name));
    } catch (error) {
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  return { form, busy: send.isPending, submit, onValuesChange: unsaved.onValuesChange };
}
