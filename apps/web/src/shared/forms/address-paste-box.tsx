import { ScanOutlined } from '@ant-design/icons';
import { order } from '@portal/contract';
import { App, Card, Flex, Form, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../api/use-operation';
import { BusyButton } from './busy-button';
import type { RecipientFieldName as RecipientField } from './recipient-fields';
import { planRecognition, type Recognised } from './recognised-fields';

interface AddressPasteBoxProps {
  /** Tells the form which fields were just filled, to mark them until edited. */
  onFilled(fields: RecipientField[]): void;
}

/**
 * Inside a form holding `RecipientFields` (the order form, the parcel form): one box for an address pasted as it came (a marketplace, an e-mail, a chat) and "Recognise":
 * empty fields are filled and marked; fields the merchant already filled with something else are
 * listed first, and replaced only if they agree.
 */
export function AddressPasteBox({ onFilled }: AddressPasteBoxProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const form = Form.useFormInstance();
  const [text, setText] = useState('');
  const hintId = useId();
  const recognise = useOperationMutation(order.recognizeAddress);
  const tooLong = text.length > order.RECOGNIZE_TEXT_MAX;

  const apply = (values: Recognised) => {
    const fields = Object.keys(values) as RecipientField[];
    form.setFieldsValue(values);
    onFilled(fields);
    void form.validateFields(fields).catch(() => undefined);
    void message.success(t('orderForm.paste.filled', { count: fields.length }));
  };

  const run = async () => {
    let recognised: Recognised;
    try {
      recognised = await recognise.mutateAsync({ body: { text } });
    } catch {
      return; // toasted by the request layer
    }
    const plan = planRecognition(
      form.getFieldsValue(true) as Partial<Record<RecipientField, string | null>>,
      recognised,
    );
    if (plan.conflicts.length === 0) {
      if (Object.keys(plan.fills).length === 0) void message.warning(t('orderForm.paste.nothing'));
      else apply(plan.fills);
      return;
    }
    const replaced = Object.fromEntries(plan.conflicts.map((conflict) => [conflict.field, conflict.recognised]));
    modal.confirm({
      title: t('orderForm.paste.conflictTitle', { count: plan.conflicts.length }),
      width: 560,
      content: (
        <ul data-testid="recognise-conflicts" style={{ paddingInlineStart: 20, margin: 0 }}>
          {plan.conflicts.map((conflict) => (
            <li key={conflict.field}>
              {t('orderForm.paste.conflictLine', {
                field: t(`orderLabels.fields.${conflict.field}`),
                current: conflict.current,
                recognised: conflict.recognised,
              })}
            </li>
          ))}
        </ul>
      ),
      okText: t('orderForm.paste.replace'),
      cancelText: t('orderForm.paste.keep'),
      onOk: () => apply({ ...plan.fills, ...replaced }),
      onCancel: () => {
        if (Object.keys(plan.fills).length > 0) apply(plan.fills);
      },
    });
  };

  return (
    <Card size="small" title={t('orderForm.paste.title')} data-testid="address-paste-box">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary" id={hintId}>
          {t('orderForm.paste.hint')}
        </Typography.Text>
        <Input.TextArea
          aria-label={t('orderForm.paste.label')}
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 3, maxRows: 8 }}
          status={tooLong ? 'error' : undefined}
        />
        {tooLong ? (
          <Typography.Text type="danger">
            {t('orderForm.paste.tooLong', { max: order.RECOGNIZE_TEXT_MAX })}
          </Typography.Text>
        ) : null}
        <div>
          <BusyButton
            icon={<ScanOutlined />}
            busy={recognise.isPending}
            disabled={!text.trim() || tooLong}
            onClick={() => void run()}
          >
            {t('orderForm.paste.recognise')}
          </BusyButton>
        </div>
      </Flex>
    </Card>
  );
}
