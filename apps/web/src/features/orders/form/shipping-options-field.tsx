import { type ShippingQuote, validationMessage } from '@portal/contract';
import { Alert, Form, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../shared/format/money';
import { apiLang } from '../../../shared/i18n/languages';
import { EMPTY_CELL } from '../../../shared/list/empty-cells';
import { atLeast } from '../../../shared/list/list-columns';
import { QuoteBreakdown } from '../../../shared/shipping/quote-breakdown';
import { useTheme } from '../../../shared/theme/theme-store';
import { splitQuote } from './quote-split';
import { ShippingOptionCards } from './shipping-option-cards';
import type { ShippingOptions } from './use-shipping-options';

interface ShippingOptionsTableProps {
  options: ShippingOptions;
  value?: string | null;
  onChange?(code: string): void;
}

/**
 * The shipping options of the draft (spec 2 "next step"): courier, delivery time, billing method,
 * service options, volume factor, estimated cost, other charges and estimated total; a row opens to
 * every charge line and the weights. Picking a row picks its method.
 */
function ShippingOptionsTable({ options, value, onChange }: ShippingOptionsTableProps) {
  const { t } = useTranslation();
  const { screenWidth } = useTheme();
  if (options.error)
    return <Alert type="error" showIcon message={options.error} data-testid="shipping-options-error" />;
  if (options.answered && !options.loading && options.quotes.length === 0) {
    return <Alert type="warning" showIcon message={t('orderForm.shipping.none')} data-testid="shipping-options-none" />;
  }
  // A phone has no room for nine columns: one card per option, its charges opened under it.
  if (!atLeast(screenWidth, 'md')) return <ShippingOptionCards options={options} value={value} onChange={onChange} />;
  return (
    <Table<ShippingQuote>
      size="small"
      bordered
      rowKey="shipping_method_code"
      pagination={false}
      loading={options.loading}
      dataSource={options.quotes}
      scroll={{ x: 1100 }}
      data-testid="shipping-options"
      rowSelection={{
        type: 'radio',
        selectedRowKeys: value ? [value] : [],
        onChange: (keys) => {
          const [code] = keys;
          if (code !== undefined) onChange?.(String(code));
        },
        getCheckboxProps: (quote) => {
          const props: Record<string, string> = {
            'aria-label': t('orderForm.shipping.choose', { name: quote.shipping_method_name }),
          };
          return props;
        },
      }}
      expandable={{ expandedRowRender: (quote) => <QuoteBreakdown quote={quote} /> }}
      columns={[
        {
          key: 'courier',
          title: t('orderForm.shipping.courier'),
          width: 200,
          render: (_, quote) => (
            <>
              <div>{quote.shipping_method_name}</div>
              <div>{quote.courier}</div>
            </>
          ),
        },
        {
          key: 'delivery_time',
          title: t('orderForm.shipping.deliveryTime'),
          width: 120,
          render: (_, quote) => t('orderForm.shipping.days', { days: quote.delivery_time }),
        },
        {
          key: 'billing_method',
          title: t('orderForm.shipping.billingMethod'),
          width: 140,
          render: (_, quote) => t(`orderForm.shipping.billing.${quote.billing_method}`),
        },
        {
          key: 'service_options',
          title: t('orderForm.shipping.serviceOptions'),
          width: 160,
          render: (_, quote) =>
            quote.service_options.length > 0
              ? quote.service_options.map((option) => <Tag key={option}>{option}</Tag>)
              : EMPTY_CELL,
        },
        {
          key: 'volume_factor',
          title: t('orderForm.shipping.volumeFactor'),
          width: 110,
          align: 'right',
          render: (_, quote) => quote.volume_factor,
        },
        {
          key: 'estimated_cost',
          title: t('orderForm.shipping.estimatedCost'),
          width: 120,
          align: 'right',
          render: (_, quote) => formatCents(splitQuote(quote).basic),
        },
        {
          key: 'other_charges',
          title: t('orderForm.shipping.otherCharges'),
          width: 120,
          align: 'right',
          render: (_, quote) => formatCents(splitQuote(quote).other),
        },
        {
          key: 'total',
          title: t('orderForm.shipping.estimatedTotal'),
          width: 130,
          align: 'right',
          render: (_, quote) => <strong>{formatCents(quote.total)}</strong>,
        },
      ]}
    />
  );
}

/** The shipping method of the order: a row of the options, required ('Please select a shipping method!'). */
export function ShippingOptionsField({ options }: { options: ShippingOptions }) {
  const { t, i18n } = useTranslation();
  return (
    <Form.Item
      name="shipping_method_code"
      label={t('orderLabels.fields.shipping_method')}
      required
      rules={[
        {
          validator: async (_rule, code: string | null | undefined) => {
            const lang = apiLang(i18n.language);
            if (!code) throw new Error(validationMessage('v.shippingMethodNext', lang));
            if (!options.loading && !options.quotes.some((quote) => quote.shipping_method_code === code))
              throw new Error(t('orderForm.shipping.gone'));
          },
        },
      ]}
    >
      <ShippingOptionsTable options={options} />
    </Form.Item>
  );
}
