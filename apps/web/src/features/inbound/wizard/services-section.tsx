import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { INBOUND_COMPENSATION_PERMILLE, INBOUND_SERVICE_CODES, QUALITY_INSPECTIONS } from '@portal/contract';
import { Button, Card, Checkbox, Descriptions, Flex, InputNumber, Radio, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../shared/format/money';
import { Field } from '../shared/field';
import { insuranceTotals } from './insurance';
import type { FieldErrors } from './step-checks';
import { rowKey, type WizardInsurance, type WizardLine, type WizardServices } from './wizard-state';

interface ServicesSectionProps {
  services: WizardServices;
  lines: readonly WizardLine[];
  errors: FieldErrors;
  readOnly: boolean;
  onChange(services: WizardServices): void;
}

/** Step 5, the warehouse's services: quality inspection, value-added services and warehouse insurance (spec 9). */
export function ServicesSection({ services, lines, errors, readOnly, onChange }: ServicesSectionProps) {
  const { t } = useTranslation();
  const totals = insuranceTotals(services.insurance);
  const setInsurance = (index: number, line: WizardInsurance) =>
    onChange({ ...services, insurance: services.insurance.map((l, i) => (i === index ? line : l)) });
  const chosen = new Map(services.value_added_services.map((service) => [service.code, service]));
  const compensation = INBOUND_COMPENSATION_PERMILLE[services.quality_inspection];

  return (
    <Card title={t('inbound.wizard.sections.services')}>
      <Flex vertical gap={16}>
        <div role="radiogroup" aria-label={t('inbound.fields.quality_inspection')}>
          <Field label={t('inbound.fields.quality_inspection')} error={errors['services.quality_inspection']} compact>
            <Radio.Group
              disabled={readOnly}
              value={services.quality_inspection}
              onChange={(event) => onChange({ ...services, quality_inspection: event.target.value })}
              options={QUALITY_INSPECTIONS.map((value) => ({ value, label: t(`inbound.inspection.${value}`) }))}
            />
          </Field>
        </div>
        <Field label={t('inbound.fields.value_added_services')} error={errors['services.value_added_services']}>
          <Flex vertical gap={8}>
            {INBOUND_SERVICE_CODES.map((code, index) => {
              const service = chosen.get(code);
              return (
                <Flex key={code} gap={12} align="center" wrap>
                  <Checkbox
                    disabled={readOnly}
                    checked={service !== undefined}
                    onChange={(event) =>
                      onChange({
                        ...services,
                        value_added_services: event.target.checked
                          ? [...services.value_added_services, { code, quantity: 1 }]
                          : services.value_added_services.filter((s) => s.code !== code),
                      })
                    }
                  >
                    {t(`inbound.service.${code}`)}
                  </Checkbox>
                  {service ? (
                    <InputNumber
                      aria-label={t('inbound.wizard.serviceQuantity', { service: t(`inbound.service.${code}`) })}
                      min={0}
                      precision={0}
                      disabled={readOnly}
                      value={service.quantity}
                      status={errors[`services.value_added_services.${index}.quantity`] ? 'error' : undefined}
                      onChange={(quantity) =>
                        onChange({
                          ...services,
                          value_added_services: services.value_added_services.map((s) =>
                            s.code === code ? { ...s, quantity } : s,
                          ),
                        })
                      }
                    />
                  ) : null}
                </Flex>
              );
            })}
          </Flex>
        </Field>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('inbound.wizard.insurance')}
        </Typography.Title>
        <Table<WizardInsurance>
          size="small"
          bordered
          rowKey="key"
          pagination={false}
          dataSource={services.insurance}
          data-testid="inbound-insurance"
          columns={[
            {
              key: 'sku',
              title: t('inbound.fields.sku'),
              render: (_, line, index) => (
                <Field error={errors[`services.insurance.${index}.sku`]} compact>
                  <Select<string>
                    showSearch
                    optionFilterProp="label"
                    aria-label={t('inbound.wizard.insuredSku', { row: index + 1 })}
                    disabled={readOnly}
                    value={line.sku || undefined}
                    options={lines.map((l) => ({ value: l.sku, label: l.sku }))}
                    onChange={(sku) => setInsurance(index, { ...line, sku })}
                    style={{ width: '100%' }}
                  />
                </Field>
              ),
            },
            {
              key: 'quantity',
              title: t('inbound.fields.quantity'),
              width: 140,
              render: (_, line, index) => (
                <Field error={errors[`services.insurance.${index}.quantity`]} compact>
                  <InputNumber
                    aria-label={t('inbound.wizard.insuredQuantity', { row: index + 1 })}
                    min={0}
                    precision={0}
                    disabled={readOnly}
                    value={line.quantity}
                    onChange={(quantity) => setInsurance(index, { ...line, quantity })}
                    style={{ width: '100%' }}
                  />
                </Field>
              ),
            },
            {
              key: 'unit_value',
              title: t('inbound.fields.unit_value'),
              width: 180,
              render: (_, line, index) => (
                <Field error={errors[`services.insurance.${index}.unit_value`]} compact>
                  <InputNumber
                    aria-label={t('inbound.wizard.insuredValue', { row: index + 1 })}
                    min={0}
                    precision={2}
                    disabled={readOnly}
                    value={line.unit_value === null ? null : line.unit_value / 100}
                    onChange={(value) =>
                      setInsurance(index, { ...line, unit_value: value === null ? null : Math.round(value * 100) })
                    }
                    style={{ width: '100%' }}
                  />
                </Field>
              ),
            },
            {
              key: 'declared',
              title: t('inbound.fields.declared_value'),
              width: 140,
              render: (_, line) => formatCents((line.quantity ?? 0) * (line.unit_value ?? 0)),
            },
            {
              key: 'remove',
              title: t('inbound.fields.actions'),
              width: 80,
              render: (_, line, index) => (
                <Button
                  type="text"
                  danger
                  disabled={readOnly}
                  icon={<DeleteOutlined />}
                  aria-label={t('inbound.wizard.removeInsured', { row: index + 1 })}
                  onClick={() =>
                    onChange({ ...services, insurance: services.insurance.filter((l) => l.key !== line.key) })
                  }
                />
              ),
            },
          ]}
        />
        {!readOnly ? (
          <Button
            icon={<PlusOutlined />}
            style={{ alignSelf: 'flex-start' }}
            data-testid="inbound-add-insured"
            onClick={() =>
              onChange({
                ...services,
                insurance: [...services.insurance, { key: rowKey('ins'), sku: '', quantity: null, unit_value: null }],
              })
            }
          >
            {t('inbound.wizard.addInsured')}
          </Button>
        ) : null}
        <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered data-testid="inbound-insurance-totals">
          <Descriptions.Item label={t('inbound.fields.declared_value')}>
            {formatCents(totals.declared)}
          </Descriptions.Item>
          <Descriptions.Item label={t('inbound.fields.insurance_fee')}>{formatCents(totals.fee)}</Descriptions.Item>
          <Descriptions.Item label={t('inbound.fields.insurance_total')}>{formatCents(totals.total)}</Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary" data-testid="inbound-compensation">
          {compensation >= 1000
            ? t('inbound.wizard.compensationFull')
            : t('inbound.wizard.compensationPermille', { permille: compensation })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
