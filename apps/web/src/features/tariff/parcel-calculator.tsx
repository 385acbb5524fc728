import { ADDRESS_TYPES, quoteParcelFormSchema, type ShippingQuote, shipping } from '@portal/contract';
import { App, Card, Checkbox, Col, Form, Input, InputNumber, Row, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperationMutation } from '../../shared/api/use-operation';
import { formatCents } from '../../shared/format/money';
import { BusyButton } from '../../shared/forms/busy-button';
import { bindForm } from '../../shared/forms/form-binding';
import { showFormError } from '../../shared/forms/form-errors';
import { FormSelect } from '../../shared/forms/form-select';
import { useCountries } from '../../shared/reference/use-countries';
import { QuoteBreakdown } from '../../shared/shipping/quote-breakdown';
import { formatGrams } from './tariff-format';

interface Values {
  country?: string;
  zip?: string;
  state?: string;
  address_type: (typeof ADDRESS_TYPES)[number];
  weight_g?: number;
  length_cm?: number;
  width_cm?: number;
  height_cm?: number;
  declared_value?: number;
  dangerous: boolean;
}

const INITIAL: Values = { address_type: 'residential', dangerous: false };
const MEASURES = ['weight_g', 'length_cm', 'width_cm', 'height_cm'] as const;
/** Each field's label in `tariff.calculator`. */
const LABELS = {
  country: 'country',
  zip: 'zip',
  state: 'state',
  address_type: 'addressType',
  weight_g: 'weight',
  length_cm: 'length',
  width_cm: 'width',
  height_cm: 'height',
  declared_value: 'declaredValue',
  dangerous: 'dangerous',
} as const;

/**
 * The tariff's calculator: one parcel from the chosen warehouse, quoted by the engine an order's
 * next step uses, every method that carries it cheapest first, each with its working on demand.
 */
export function ParcelCalculator({ warehouseId }: { warehouseId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const countries = useCountries();
  const quote = useOperationMutation(shipping.quoteParcel, { silent: true });
  const [quotes, setQuotes] = useState<ShippingQuote[] | null>(null);
  const field = bindForm(quoteParcelFormSchema, {
    label: (name) => t(`tariff.calculator.${LABELS[name]}`),
    choices: ['country', 'address_type'],
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      const list = await quote.mutateAsync({
        body: {
          warehouse_id: warehouseId,
          destination: {
            country: values.country ?? '',
            zip: values.zip ?? '',
            state: values.state ?? '',
            address_type: values.address_type,
          },
          weight_g: values.weight_g ?? 0,
          length_cm: values.length_cm ?? 0,
          width_cm: values.width_cm ?? 0,
          height_cm: values.height_cm ?? 0,
          declared_value: Math.round((values.declared_value ?? 0) * 100),
          dangerous: values.dangerous,
        },
      });
      setQuotes(list);
    } catch (error) {
      setQuotes(null);
      showFormError(form, error as Error, (text) => void message.error(text));
    }
  };

  return (
    <Card size="small" title={t('tariff.calculator.title')} data-testid="tariff-calculator">
      <Typography.Paragraph type="secondary">{t('tariff.calculator.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={submit} requiredMark>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item {...field('country')}>
              <FormSelect
                showSearch
                optionFilterProp="label"
                loading={countries.loading}
                options={countries.options}
                placeholder={t('tariff.calculator.countryPlaceholder')}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item {...field('zip')}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item {...field('state')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item {...field('address_type')}>
              <FormSelect
                options={ADDRESS_TYPES.map((type) => ({ value: type, label: t(`orderLabels.addressType.${type}`) }))}
              />
            </Form.Item>
          </Col>
          {MEASURES.map((name) => (
            <Col key={name} xs={12} md={6}>
              <Form.Item {...field(name)}>
                <InputNumber min={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={12} md={6}>
            <Form.Item {...field('declared_value')}>
              <InputNumber min={0} step={0.01} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="dangerous" valuePropName="checked" label=" ">
              <Checkbox>{t('tariff.calculator.dangerous')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
        <BusyButton type="primary" htmlType="submit" busy={quote.isPending}>
          {t('tariff.calculator.quote')}
        </BusyButton>
      </Form>
      {quotes ? <QuoteResults quotes={quotes} /> : null}
    </Card>
  );
}

function QuoteResults({ quotes }: { quotes: ShippingQuote[] }) {
  const { t } = useTranslation();
  return (
    <section aria-live="polite" style={{ marginTop: 16 }}>
      <Typography.Text strong>{t('tariff.calculator.results', { count: quotes.length })}</Typography.Text>
      <Table<ShippingQuote>
        size="small"
        pagination={false}
        rowKey="shipping_method_code"
        dataSource={quotes}
        scroll={{ x: 'max-content' }}
        data-testid="tariff-quotes"
        expandable={{ expandedRowRender: (row) => <QuoteBreakdown quote={row} /> }}
        columns={[
          { key: 'method', title: t('tariff.calculator.method'), dataIndex: 'shipping_method_name' },
          {
            key: 'days',
            title: t('tariff.method.deliveryTime'),
            render: (_, row) => t('tariff.method.days', { days: row.delivery_time }),
          },
          {
            key: 'chargeable',
            title: t('tariff.calculator.chargeable'),
            render: (_, row) => formatGrams(row.chargeable_weight_g),
          },
          {
            key: 'total',
            title: t('tariff.calculator.total'),
            align: 'right',
            render: (_, row) => <strong>{formatCents(row.total)}</strong>,
          },
        ]}
      />
    </section>
  );
}
