import { PlusOutlined } from '@ant-design/icons';
import { type ContentOf, errorMessage, order, validationMessage } from '@portal/contract';
import { Alert, Button, Card, Col, Form, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { formatCents } from '../../../shared/format/money';
import { failureText } from '../../../shared/forms/form-errors';
import { FormSelect } from '../../../shared/forms/form-select';
import { apiLang } from '../../../shared/i18n/languages';
import type { OrderFormState } from './order-form-values';
import { RemoveRowCell } from './remove-row-cell';
import type { OrderFields } from './use-order-fields';

type Service = ContentOf<typeof order.getValueAddedServices>['list'][number];

/**
 * Optional value-added services the warehouse quotes (spec 5 "Value-added service"): a type and a
 * quantity each, no type twice ('Value-added services already exist!'), and a per-item service
 * for no more items than the order holds.
 */
export function ValueAddedServicesSection({ fields, warehouseId }: { fields: OrderFields; warehouseId: number }) {
  const { t, i18n } = useTranslation();
  const lang = apiLang(i18n.language);
  const form = Form.useFormInstance<OrderFormState>();
  const quoted = useOperationQuery(order.getValueAddedServices, { warehouse_id: warehouseId }, { silent: true });
  const services = quoted.data?.list ?? [];
  const byCode = new Map(services.map((service) => [service.code, service]));
  const itemCount = () =>
    (form.getFieldValue('items') as OrderFormState['items']).reduce(
      (sum, line) => sum + (Number(line.quantity) || 0),
      0,
    );

  const unavailable = quoted.error ? failureText(quoted.error) : null;
  const none = quoted.isSuccess && services.length === 0 ? errorMessage('SERVICE_NOT_QUOTED', lang) : null;
  const code = fields.service('code');
  const quantity = fields.service('quantity');

  return (
    <Card title={t('orderForm.sections.services')} data-testid="value-added-services">
      {unavailable || none ? (
        <Alert
          type={unavailable ? 'error' : 'info'}
          showIcon
          message={unavailable ?? none}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Form.List name="value_added_services">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Row gutter={12} key={row.key} align="top">
                <Col xs={24} md={12}>
                  <Form.Item
                    {...code}
                    name={[row.name, 'code']}
                    rules={[
                      ...code.rules,
                      {
                        validator: async (_rule, value: string | null) => {
                          const all = form.getFieldValue(
                            'value_added_services',
                          ) as OrderFormState['value_added_services'];
                          if (value && all.filter((service) => service.code === value).length > 1)
                            throw new Error(validationMessage('v.vasDuplicate', lang));
                        },
                      },
                    ]}
                  >
                    <FormSelect<string>
                      loading={quoted.isPending}
                      options={services.map((service) => ({
                        value: service.code,
                        label: t('orderForm.services.option', {
                          name: service.name,
                          price: formatCents(service.unit_price),
                          unit: t(`orderForm.services.per.${service.unit}`),
                        }),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={16} md={8}>
                  <Form.Item
                    {...quantity}
                    name={[row.name, 'quantity']}
                    dependencies={[['value_added_services', row.name, 'code'], 'items']}
                    rules={[
                      ...quantity.rules,
                      {
                        validator: async (_rule, value: number | null) => {
                          const chosen = form.getFieldValue(['value_added_services', row.name, 'code']) as
                            | string
                            | null;
                          const service: Service | undefined = chosen ? byCode.get(chosen) : undefined;
                          if (service?.unit === 'item' && value && value > itemCount())
                            throw new Error(validationMessage('v.vasTooMany', lang));
                        },
                      },
                    ]}
                  >
                    <InputNumber precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <RemoveRowCell label={t('orderForm.services.remove')} onRemove={() => remove(row.name)} />
              </Row>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ code: null, quantity: 1 })}
              disabled={services.length === 0}
            >
              {t('orderForm.services.add')}
            </Button>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('orderForm.services.hint')}
            </Typography.Paragraph>
          </>
        )}
      </Form.List>
    </Card>
  );
}
