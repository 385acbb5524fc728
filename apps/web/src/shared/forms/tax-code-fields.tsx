import { order } from '@portal/contract';
import { Col, type ColProps, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { bindForm } from './form-binding';

export const TAX_CODES = ['vat', 'ioss', 'gst', 'icms'] as const;

/**
 * The VAT, IOSS, GST and ICMS numbers a shipment goes under (`tax_codes` of the form), each checked
 * by the contract's tax-code rule: the order form's and the parcel form's one group of fields.
 */
export function TaxCodeFields({ cell }: { cell: ColProps }) {
  const { t } = useTranslation();
  const field = bindForm(order.taxCodesSchema, { label: (name) => t(`orderLabels.taxCodes.${name}`) });
  return TAX_CODES.map((code) => (
    <Col {...cell} key={code}>
      <Form.Item {...field(code)} name={['tax_codes', code]}>
        <Input autoComplete="off" />
      </Form.Item>
    </Col>
  ));
}
