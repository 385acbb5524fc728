import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { selfServiceOrder } from '@portal/contract';
import { Button, Card, Col, Form, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation, useOperationQuery } from '../../../shared/api/use-operation';
import { useConfirmedAction } from '../../../shared/feedback/use-confirmed-action';
import { FormSelect } from '../../../shared/forms/form-select';
import { useCountries } from '../../../shared/reference/use-countries';
import type { ParcelFormState } from './parcel-form-values';
import { SenderDialog } from './sender-dialog';
import type { ParcelFields } from './use-parcel-fields';

/**
 * Who sends the parcel: one of the merchant's saved senders (the parcel keeps a copy). The section is
 * also the address book: add a sender, or change or delete the chosen one (parcels already saved
 * keep their copy; the server's refusal is toasted by the request layer).
 */
export function SenderSection({ fields }: { fields: ParcelFields }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ParcelFormState>();
  const senders = useOperationQuery(selfServiceOrder.getSenders);
  const remove = useOperationMutation(selfServiceOrder.deleteSender);
  const confirm = useConfirmedAction();
  const countries = useCountries();
  /** The open dialog: `{}` adds a sender, `{ sender }` changes it. */
  const [dialog, setDialog] = useState<{ sender?: selfServiceOrder.Sender } | null>(null);
  const chosenId = Form.useWatch('sender_id', form);
  const list = senders.data?.list ?? [];
  const chosen = list.find((sender) => sender.id === chosenId);
  const full = list.length >= selfServiceOrder.PARCEL_SENDERS_MAX;

  const confirmDelete = (sender: selfServiceOrder.Sender) =>
    void confirm({
      title: t('parcelForm.sender.deleteTitle', { label: sender.label }),
      content: t('parcelForm.sender.deleteContent'),
      okText: t('parcelForm.sender.delete'),
      danger: true,
      run: () => remove.mutateAsync({ body: { id: sender.id } }),
      done: t('parcelForm.sender.deleted', { label: sender.label }),
    }).then((deleted) => {
      if (deleted && form.getFieldValue('sender_id') === sender.id) form.setFieldValue('sender_id', null);
    });

  return (
    <Card title={t('parcelForm.sections.sender')} data-testid="parcel-sender-section">
      <Row gutter={16} align="bottom">
        <Col xs={24} md={12} xl={8}>
          <Form.Item {...fields.draft('sender_id')}>
            <FormSelect<number>
              showSearch
              optionFilterProp="label"
              loading={senders.isPending}
              placeholder={t('parcelForm.sender.placeholder')}
              options={list.map((sender) => ({
                value: sender.id,
                label: `${sender.label} · ${sender.name}, ${sender.city}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item>
            <Space wrap>
              <Button icon={<PlusOutlined />} disabled={full} onClick={() => setDialog({})}>
                {t('parcelForm.sender.add')}
              </Button>
              {chosen ? (
                <>
                  <Button icon={<EditOutlined />} onClick={() => setDialog({ sender: chosen })}>
                    {t('parcelForm.sender.edit')}
                  </Button>
                  <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(chosen)}>
                    {t('parcelForm.sender.delete')}
                  </Button>
                </>
              ) : null}
            </Space>
          </Form.Item>
        </Col>
      </Row>
      {chosen ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="parcel-sender-address">
          {[
            chosen.name,
            chosen.company,
            chosen.phone,
            [chosen.address1, chosen.address2].filter(Boolean).join(' '),
            `${chosen.city}, ${chosen.state} ${chosen.zip}`,
            countries.nameOf(chosen.country),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Paragraph>
      ) : null}
      {dialog ? (
        <SenderDialog
          key={dialog.sender?.id ?? 'new'}
          sender={dialog.sender}
          onClose={() => setDialog(null)}
          onSaved={(id) => {
            setDialog(null);
            form.setFieldValue('sender_id', id);
            void form.validateFields(['sender_id']).catch(() => undefined);
          }}
        />
      ) : null}
    </Card>
  );
}
