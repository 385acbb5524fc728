import { order } from '@portal/contract';
import { Col, type ColProps, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** The recipient's address type (residential or commercial), as the order form asks it: the rate engine prices by it. */
export function AddressTypeField({ cell }: { cell: ColProps }) {
  const { t } = useTranslation();
  return (
    <Col {...cell}>
      <Form.Item name="address_type" label={t('orderLabels.fields.address_type')}>
        <Radio.Group
          optionType="button"
          options={order.addressTypeSchema.options.map((type) => ({
            value: type,
            label: t(`orderLabels.addressType.${type}`),
          }))}
        />
      </Form.Item>
    </Col>
  );
}
