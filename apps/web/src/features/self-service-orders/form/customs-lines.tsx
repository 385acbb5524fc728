import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { selfServiceOrder } from '@portal/contract';
import { Button, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../shared/forms/form-select';
import { useCountries } from '../../../shared/reference/use-countries';
import { emptyCustomsLine } from './parcel-form-values';
import { listRule } from './parcel-rules';
import type { ParcelFields } from './use-parcel-fields';

const CELL = { xs: 24, sm: 12, xl: 8 } as const;
const NARROW = { xs: 12, sm: 6, xl: 4 } as const;

/**
 * The customs lines of piece `piece` (what it holds, as the label and the declaration list it):
 * English and Chinese names, HS code, quantity, unit value in USD, origin. At least one per piece.
 */
export function CustomsLines({ piece, fields }: { piece: number; fields: ParcelFields }) {
  const { t } = useTranslation();
  const countries = useCountries();
  return (
    <Form.List
      name={[piece, 'customs_lines']}
      rules={[listRule(selfServiceOrder.pieceInputSchema.shape.customs_lines)]}
    >
      {(rows, { add, remove }, { errors }) => (
        <>
          {rows.map((row, index) => {
            const line = (name: Parameters<ParcelFields['line']>[0]) => ({
              ...fields.line(name),
              name: [row.name, name],
            });
            return (
              <div key={row.key} data-testid="parcel-customs-line" style={{ marginBottom: 8 }}>
                <Typography.Text type="secondary">{t('parcelForm.lines.title', { n: index + 1 })}</Typography.Text>
                <Row gutter={12} align="bottom">
                  <Col {...CELL}>
                    <Form.Item {...line('name_en')}>
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col {...CELL}>
                    <Form.Item {...line('name_cn')}>
                      <Input autoComplete="off" />
                    </Form.Item>
                  </Col>
                  <Col {...NARROW}>
                    <Form.Item {...line('hs_code')}>
                      <Input autoComplete="off" inputMode="numeric" />
                    </Form.Item>
                  </Col>
                  <Col {...NARROW}>
                    <Form.Item {...line('quantity')}>
                      <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col {...NARROW}>
                    <Form.Item {...line('unit_value')}>
                      <Input autoComplete="off" inputMode="decimal" prefix="$" />
                    </Form.Item>
                  </Col>
                  <Col {...NARROW}>
                    <Form.Item {...line('origin')}>
                      <FormSelect
                        showSearch
                        optionFilterProp="label"
                        loading={countries.loading}
                        options={countries.options}
                        popupMatchSelectWidth={false}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12} xl={4}>
                    <Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        disabled={rows.length === 1}
                        onClick={() => remove(row.name)}
                        aria-label={t('parcelForm.lines.remove', { n: index + 1 })}
                      />
                    </Form.Item>
                  </Col>
                </Row>
              </div>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={rows.length >= selfServiceOrder.CUSTOMS_LINES_MAX}
            onClick={() => add(emptyCustomsLine())}
          >
            {t('parcelForm.lines.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
