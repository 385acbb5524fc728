import { validationMessage } from '@portal/contract';
import { Alert, Button, Card, Descriptions, Flex, Form, Radio, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../shared/format/money';
import { apiLang } from '../../../shared/i18n/languages';
import { FeeLinesTable } from '../../../shared/shipping/fee-lines-table';
import { QuoteBreakdown } from '../../../shared/shipping/quote-breakdown';
import type { ParcelOption, ParcelShippingOptions } from './use-parcel-shipping-options';

interface OptionsProps {
  options: ParcelShippingOptions;
  value?: string | null;
  onChange?(code: string): void;
}

/**
 * The shipping options of the parcel, one card each (the same on a phone and a wide screen: a card
 * wraps, a wide table would scroll): method, courier, delivery time, shipping, premium and total; its
 * working opens under it (the fee items summed over the pieces, then each piece's charges and weights).
 */
function ParcelOptionCards({ options, value, onChange }: OptionsProps) {
  const { t } = useTranslation();
  if (options.error)
    return <Alert type="error" showIcon message={options.error} data-testid="shipping-options-error" />;
  if (options.answered && !options.loading && options.options.length === 0)
    return (
      <Alert type="warning" showIcon message={t('parcelForm.shipping.none')} data-testid="shipping-options-none" />
    );
  if (!options.loading && options.options.length === 0)
    return <Typography.Text type="secondary">{t('parcelForm.shipping.fillFirst')}</Typography.Text>;
  return (
    <Spin spinning={options.loading}>
      <Radio.Group
        value={value ?? null}
        onChange={(event) => onChange?.(String(event.target.value))}
        style={{ width: '100%' }}
        data-testid="shipping-options"
      >
        <Flex vertical gap={12}>
          {options.options.map((option) => (
            <OptionCard key={option.shipping_method_code} option={option} />
          ))}
        </Flex>
      </Radio.Group>
    </Spin>
  );
}

function OptionCard({ option }: { option: ParcelOption }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Card size="small" data-testid="shipping-option">
      <Flex vertical gap={8}>
        <Radio value={option.shipping_method_code}>
          <Typography.Text strong>
            {t('orderForm.shipping.cardTitle', { name: option.shipping_method_name, total: formatCents(option.total) })}
          </Typography.Text>
        </Radio>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'courier', label: t('orderForm.shipping.courier'), children: option.courier },
            {
              key: 'delivery',
              label: t('orderForm.shipping.deliveryTime'),
              children: t('orderForm.shipping.days', { days: option.delivery_time }),
            },
            { key: 'pieces', label: t('parcelForm.shipping.pieces'), children: option.quotes.length },
            {
              key: 'shipping',
              label: t('parcelForm.shipping.shippingTotal'),
              children: formatCents(option.shipping_total),
            },
            {
              key: 'insurance',
              label: t('parcelForm.shipping.insuranceFee'),
              children: formatCents(option.insurance_fee),
            },
            {
              key: 'total',
              label: t('orderForm.shipping.estimatedTotal'),
              children: <strong>{formatCents(option.total)}</strong>,
            },
          ]}
        />
        <div>
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            aria-expanded={opened}
            onClick={() => setOpened(!opened)}
          >
            {opened ? t('orderForm.shipping.hideWorking') : t('orderForm.shipping.showWorking')}
          </Button>
        </div>
        {opened ? (
          <Flex vertical gap={12} data-testid="parcel-option-working">
            <FeeLinesTable lines={option.lines} total={option.shipping_total} />
            {option.quotes.map((quote, index) => (
              // A piece's quote has no id of its own: its place in the parcel is its name.
              // biome-ignore lint/suspicious/noArrayIndexKey: the pieces' order is fixed while the card is open
              <div key={index}>
                <Typography.Text strong>{t('parcelForm.pieces.title', { n: index + 1 })}</Typography.Text>
                <QuoteBreakdown quote={quote} />
              </div>
            ))}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}

/** The parcel's shipping method: one of the options, required ('Please Select Shipping Method'). */
export function ParcelShippingField({ options }: { options: ParcelShippingOptions }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t('parcelForm.sections.shipping')}>
      <Form.Item
        name="shipping_method_code"
        label={t('orderLabels.fields.shipping_method')}
        required
        rules={[
          {
            validator: async (_rule, code: string | null | undefined) => {
              if (!code) throw new Error(validationMessage('v.shippingMethod', apiLang(i18n.language)));
              if (!options.loading && !options.options.some((option) => option.shipping_method_code === code))
                throw new Error(t('orderForm.shipping.gone'));
            },
          },
        ]}
      >
        <ParcelOptionCards options={options} />
      </Form.Item>
    </Card>
  );
}
