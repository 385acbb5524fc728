import { order } from '@portal/contract';
import type { TFunction } from 'i18next';
import { callOperation } from '../../../shared/api/call-operation';
import type { ImportKind } from '../../../shared/import/import-kind';

/** The order import: one row per SKU line, checked first (dry run) if the merchant wants. */
export function orderImportKinds(t: TFunction): ImportKind[] {
  return [
    {
      value: 'order',
      label: t('orderList.import.title'),
      hint: t('orderList.import.hint'),
      templateFileName: 'order_import_template.xlsx',
      downloadTemplate: () => callOperation(order.downloadImportTemplate, { silent: true }),
      upload: order.importOrder,
      dryRun: true,
      keyLabel: t('orderLabels.fields.platform_order_no'),
    },
  ];
}
