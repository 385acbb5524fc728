import { selfServiceOrder } from '@portal/contract';
import { App, Col, Form, Input, Modal, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../../shared/api/use-operation';
import { busyOkProps } from '../../../shared/forms/busy-button';
import { bindForm } from '../../../shared/forms/form-binding';
import { showFormError } from '../../../shared/forms/form-errors';
import { FormSelect } from '../../../shared/forms/form-select';
import { emptyFormValues, type FormValues, formValuesOf, parseFormValues } from '../../../shared/forms/form-values';
import { useCountries } from '../../../shared/reference/use-countries';

type SenderForm = FormValues<typeof selfServiceOrder.senderInputSchema>;
const SENDER_FIELDS = Object.keys(selfServiceOrder.senderInputSchema.shape) as (keyof SenderForm & string)[];
const CELL = { xs: 24, sm: 12 } as const;

/**
 * Adds a sender to the merchant's address book, or changes the one given (saveSender with its `id`),
 * without leaving the parcel form. Mounted per opening, so each opens with its own values.
 */
export function SenderDialog({
  sender,
  onClose,
  onSaved,
}: {
  /** The saved sender being changed; none adds one. */
  sender?: selfServiceOrder.Sender;
  onClose(): void;
  onSaved(id: number): void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SenderForm>();
  const countries = useCountries();
  const save = useOperationMutation(selfServiceOrder.saveSender, { silent: true });
  const field = bindForm(selfServiceOrder.senderInputSchema, {
    label: (name) => t(`parcelForm.sender.fields.${name}`),
    choices: ['country'],
    ownEmptyMessages: true,
  });

  const run = async (values: SenderForm) => {
    try {
      const body = parseFormValues(selfServiceOrder.senderInputSchema, values);
      const saved = await save.mutateAsync({ body: sender ? { ...body, id: sender.id } : body });
      void message.success(t('parcelForm.sender.saved', { label: saved.label }));
      onSaved(saved.id);
    } catch (error) {
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  return (
    <Modal
      open
      title={sender ? t('parcelForm.sender.editTitle', { label: sender.label }) : t('parcelForm.sender.add')}
      okText={t('parcelForm.sender.saveSender')}
      okButtonProps={busyOkProps(save.isPending)}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={720}
    >
      <Form<SenderForm>
        form={form}
        name="parcel-sender"
        layout="vertical"
        initialValues={
          sender
            ? formValuesOf(selfServiceOrder.senderInputSchema, sender)
            : emptyFormValues(selfServiceOrder.senderInputSchema)
        }
        onFinish={(values) => void run(values)}
      >
        <Row gutter={16}>
          {SENDER_FIELDS.map((name) => (
            <Col {...CELL} key={name}>
              <Form.Item {...field(name)}>
                {name === 'country' ? (
                  <FormSelect
                    showSearch
                    optionFilterProp="label"
                    loading={countries.loading}
                    options={countries.options}
                    placeholder={t('orderForm.countryPlaceholder')}
                  />
                ) : (
                  <Input autoComplete="off" />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
