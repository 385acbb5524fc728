import type { ShippingQuote } from '@portal/contract';
import { Button, Card, Descriptions, Flex, Radio, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../shared/format/money';
import { EMPTY_CELL } from '../../../shared/list/empty-cells';
import { QuoteBreakdown } from '../../../shared/shipping/quote-breakdown';
import { splitQuote } from './quote-split';
import type { ShippingOptions } from './use-shipping-options';

interface ShippingOptionCardsProps {
  options: ShippingOptions;
  value?: string | null;
  onChange?(code: string): void;
}

/** The shipping options on a phone: each a card with the same facts as the table's row, its working opened on demand. */
export function ShippingOptionCards({ options, value, onChange }: ShippingOptionCardsProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <Spin spinning={options.loading}>
      <Radio.Group
        value={value ?? null}
        onChange={(event) => onChange?.(String(event.target.value))}
        style={{ width: '100%' }}
        data-testid="shipping-options"
      >
        <Flex vertical gap={12}>
          {options.quotes.map((quote) => (
            <OptionCard
              key={quote.shipping_method_code}
              quote={quote}
              opened={opened === quote.shipping_method_code}
              onToggle={() => setOpened(opened === quote.shipping_method_code ? null : quote.shipping_method_code)}
            />
          ))}
          {options.quotes.length === 0 ? (
            <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>
          ) : null}
        </Flex>
      </Radio.Group>
    </Spin>
  );
}

function OptionCard({ quote, opened, onToggle }: { quote: ShippingQuote; opened: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const { basic, other } = splitQuote(quote);
  return (
    <Card size="small" data-testid="shipping-option">
      <Flex vertical gap={8}>
        <Radio value={quote.shipping_method_code}>
          <Typography.Text strong>
            {t('orderForm.shipping.cardTitle', { name: quote.shipping_method_name, total: formatCents(quote.total) })}
          </Typography.Text>
        </Radio>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'courier', label: t('orderForm.shipping.courier'), children: quote.courier },
            {
              key: 'delivery',
              label: t('orderForm.shipping.deliveryTime'),
              children: t('orderForm.shipping.days', { days: quote.delivery_time }),
            },
            {
              key: 'billing',
              label: t('orderForm.shipping.billingMethod'),
              children: t(`orderForm.shipping.billing.${quote.billing_method}`),
            },
            {
              key: 'services',
              label: t('orderForm.shipping.serviceOptions'),
              children: quote.service_options.join(', ') || EMPTY_CELL,
            },
            { key: 'factor', label: t('orderForm.shipping.volumeFactor'), children: quote.volume_factor },
            { key: 'cost', label: t('orderForm.shipping.estimatedCost'), children: formatCents(basic) },
            { key: 'other', label: t('orderForm.shipping.otherCharges'), children: formatCents(other) },
          ]}
        />
        <div>
          <Button type="link" size="small" style={{ padding: 0 }} aria-expanded={opened} onClick={onToggle}>
            {opened ? t('orderForm.shipping.hideWorking') : t('orderForm.shipping.showWorking')}
          </Button>
        </div>
        {opened ? <QuoteBreakdown quote={quote} /> : null}
      </Flex>
    </Card>
  );
}
