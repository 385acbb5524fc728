import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { inbound, LABEL_SIZES, type LabelSize, product } from '@portal/contract';
import { Alert, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../../shared/api/call-operation';
import { pdfFileName, timestampedName } from '../../../shared/files/save-file';
import { useDownload } from '../../../shared/files/use-download';
import { BusyButton } from '../../../shared/forms/busy-button';
import { FormSelect } from '../../../shared/forms/form-select';
import type { WizardState } from './wizard-state';

/**
 * Step 2: the booked SKUs as an xlsx product list with the units booked, and their barcode labels
 * (the SKU list's label printing, product.printSku), one per unit booked: the merchant labels every
 * unit before packing.
 */
export function ProductListStep({ state }: { state: WizardState }) {
  const { t } = useTranslation();
  const list = useDownload();
  const labels = useDownload();
  const [size, setSize] = useState<LabelSize>('60x40');
  const skus = state.lines.map((line) => line.sku).join(',');
  const ids = state.lines.map((line) => line.product_id).filter((id) => id > 0);
  // The units booked, once every SKU has its quantity (step 1 checks that before Next).
  const quantities = state.lines.every((line) => line.quantity !== null && line.quantity > 0)
    ? state.lines.map((line) => line.quantity).join(',')
    : undefined;
  const copiesOf = state.lines.flatMap((line) =>
    line.product_id > 0 && line.quantity !== null && line.quantity > 0
      ? [{ id: line.product_id, copies: line.quantity }]
      : [],
  );

  return (
    <Card title={t('inbound.wizard.steps.productList')}>
      <Flex vertical gap={16}>
        <Alert type="info" showIcon message={t('inbound.wizard.productListHint')} />
        <Flex gap={12} wrap align="center">
          <BusyButton
            icon={<DownloadOutlined />}
            busy={list.busy}
            disabled={skus === ''}
            data-testid="inbound-download-products"
            onClick={() =>
              void list.run(
                () => callOperation(inbound.downloadProductList, { query: { skus, quantities }, silent: true }),
                timestampedName('InboundProducts', 'xlsx'),
              )
            }
          >
            {t('inbound.wizard.downloadProductList')}
          </BusyButton>
        </Flex>
        <Flex gap={12} wrap align="center">
          <Typography.Text id="inbound-label-size">{t('inbound.wizard.labelSize')}</Typography.Text>
          <FormSelect<LabelSize>
            aria-labelledby="inbound-label-size"
            value={size}
            onChange={setSize}
            options={LABEL_SIZES.map((value) => ({ value, label: value }))}
            style={{ width: 160 }}
          />
          <BusyButton
            icon={<PrinterOutlined />}
            busy={labels.busy}
            disabled={ids.length === 0}
            data-testid="inbound-print-labels"
            onClick={() =>
              void labels.run(
                () =>
                  callOperation(product.printSku, {
                    body: { ids, label_size: size, copies: 1, copies_of: copiesOf },
                    silent: true,
                  }),
                pdfFileName(),
              )
            }
          >
            {t('inbound.wizard.printLabels')}
          </BusyButton>
        </Flex>
      </Flex>
    </Card>
  );
}
