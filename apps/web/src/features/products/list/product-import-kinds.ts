import { product } from '@portal/contract';
import type { TFunction } from 'i18next';
import { callOperation } from '../../../shared/api/call-operation';
import type { ImportKind } from '../../../shared/import/import-kind';

/** The SKU list's two imports: new SKUs, and customs (tax) data of SKUs that exist. */
export function productImportKinds(t: TFunction): ImportKind[] {
  return [
    {
      value: 'product',
      label: t('productList.import.product'),
      hint: t('productList.import.productHint'),
      templateFileName: 'sku_import_template.xlsx',
      downloadTemplate: () =>
        callOperation(product.downloadImportTemplate, { query: { kind: 'product' }, silent: true }),
      upload: product.importProduct,
    },
    {
      value: 'sku_tax_info',
      label: t('productList.import.taxInfo'),
      hint: t('productList.import.taxInfoHint'),
      templateFileName: 'sku_tax_info_template.xlsx',
      downloadTemplate: () =>
        callOperation(product.downloadImportTemplate, { query: { kind: 'sku_tax_info' }, silent: true }),
      upload: product.importUpdateSkuTaxInfo,
    },
  ];
}
