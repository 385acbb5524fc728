import { Card, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { TaxCodeFields } from '../../../shared/forms/tax-code-fields';
import type { OrderFields } from './use-order-fields';

/** VAT, IOSS, GST and ICMS numbers the order ships under, and the note (at most 500 characters). */
export function TaxAndNoteSection({ fields }: { fields: OrderFields }) {
  const { t } = useTranslation();
  return (
    <Card title={t('orderForm.sections.taxAndNote')}>
      <Row gutter={16}>
        <TaxCodeFields cell={{ xs: 24, md: 12, xl: 6 }} />
        <Col span={24}>
          {/* No maxLength: a longer note is refused in the spec's words, not cut short silently. */}
          <Form.Item {...fields.draft('note')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} showCount />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
