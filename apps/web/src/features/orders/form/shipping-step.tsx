import { Card, Descriptions, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConsumablesSection } from './consumables-section';
import { type OrderFormState, shippingOptionsBody } from './order-form-values';
import { PackagingSection } from './packaging-section';
import { ShippingOptionsField } from './shipping-options-field';
import { TaxAndNoteSection } from './tax-and-note-section';
import type { OrderFields } from './use-order-fields';
import { useShippingOptions } from './use-shipping-options';
import { ValueAddedServicesSection } from './value-added-services-section';

interface ShippingStepProps {
  fields: OrderFields;
  /** The step is shown: only then are the options asked for. */
  active: boolean;
  orderId: number | undefined;
}

/** The next step: shipping options for the draft, value-added services, consumables (the merchant's own packaging among them), tax codes and the note. */
export function ShippingStep({ fields, active, orderId }: ShippingStepProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<OrderFormState>();
  const values = Form.useWatch((all: OrderFormState) => all, { form, preserve: true });
  const body = active && values ? shippingOptionsBody(values, orderId) : null;
  const options = useShippingOptions(body);
  const lines = values?.items ?? [];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'to',
              label: t('orderForm.summary.to'),
              children: [values?.first_name, values?.last_name].filter(Boolean).join(' '),
            },
            {
              key: 'where',
              label: t('orderForm.summary.where'),
              children: [values?.city, values?.state, values?.country].filter(Boolean).join(', '),
            },
            {
              key: 'lines',
              label: t('orderForm.summary.lines'),
              children: t('orderForm.summary.linesValue', {
                count: lines.length,
                units: lines.reduce((sum, line) => sum + (Number(line.quantity) || 0), 0),
              }),
            },
          ]}
        />
      </Card>
      <Card title={t('orderForm.sections.shipping')}>
        <ShippingOptionsField options={options} />
      </Card>
      {values?.warehouse_id ? <ValueAddedServicesSection fields={fields} warehouseId={values.warehouse_id} /> : null}
      <ConsumablesSection fields={fields} />
      {values?.warehouse_id ? (
        <PackagingSection
          fields={fields}
          warehouseId={values.warehouse_id}
          lines={lines}
          active={active}
          prefill={orderId === undefined}
        />
      ) : null}
      <TaxAndNoteSection fields={fields} />
    </Flex>
  );
}
