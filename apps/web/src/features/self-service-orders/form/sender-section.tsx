import { PlusOutlined } from '@ant-design/icons';
import { selfServiceOrder } from '@portal/contract';
import { Button, Card, Col, Form, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { FormSelect } from '../../../shared/forms/form-select';
import { useCountries } from '../../../shared/reference/use-countries';
import type { ParcelFormState } from './parcel-form-values';
import { SenderDialog } from './sender-dialog';
import type { ParcelFields } from './use-parcel-fields';

/** Who sends the parcel: one of the merchant's saved senders (the parcel keeps a copy), or a new one added here. */
export function SenderSection({ fields }: { fields: ParcelFields }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ParcelFormState>();
  const senders = useOperationQuery(selfServiceOrder.getSenders);
  const countries = useCountries();
  const [adding, setAdding] = useState(false);
  const chosenId = Form.useWatch('sender_id', form);
  const list = senders.data?.list ?? [];
  const chosen = list.find((sender) => sender.id === chosenId);
  const full = list.length >= selfServiceOrder.PARCEL_SENDERS_MAX;

  return (
    <Card title={t('parcelForm.sections.sender')}>
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
            <Button icon={<PlusOutlined />} disabled={full} onClick={() => setAdding(true)}>
              {t('parcelForm.sender.add')}
            </Button>
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
      <SenderDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(id) => {
          setAdding(false);
          form.setFieldValue('sender_id', id);
          void form.validateFields(['sender_id']).catch(() => undefined);
        }}
      />
    </Card>
  );
}
