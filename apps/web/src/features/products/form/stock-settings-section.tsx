import { product } from '@portal/contract';
import { Card, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOperationQuery } from '../../../shared/api/use-operation';
import { DecimalInput } from './decimal-input';
import { FormCell, FormGrid } from './form-grid';
import { useProductField } from './use-product-field';

/**
 * Settings customer service switches on per merchant (spec section 6): until then they are shown
 * read-only with a note, and the SKU keeps the value it has.
 */
export function StockSettingsSection() {
  const { t } = useTranslation();
  const field = useProductField();
  const settings = useOperationQuery(product.getProductSettings);
  const warningEnabled = settings.data?.warning_quantity_enabled === 1;
  const scanEnabled = settings.data?.scan_barcode_enabled === 1;
  const note = t('productForm.hints.customerService');

  return (
    <Card title={t('productForm.sections.stockSettings')}>
      <FormGrid>
        <FormCell>
          <Form.Item {...field('warning_quantity')} extra={warningEnabled ? undefined : note}>
            <DecimalInput inputMode="numeric" disabled={!warningEnabled} />
          </Form.Item>
        </FormCell>
        <FormCell>
          <Form.Item
            {...field('scan_barcode')}
            extra={scanEnabled ? undefined : note}
            getValueProps={(value: unknown) => ({ checked: value === 1 })}
            normalize={(checked: boolean) => (checked ? 1 : 0)}
          >
            <Switch disabled={!scanEnabled} />
          </Form.Item>
        </FormCell>
      </FormGrid>
    </Card>
  );
}
