import { productFormSchema } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type BoundField, bindForm } from '../../../shared/forms/form-binding';
import type { ProductFieldName } from './product-form-values';

/** Fields picked from options: their required message reads 'please select {label}' (spec 5). */
const CHOICES: readonly ProductFieldName[] = [
  'property_id',
  'category_ids',
  'consumable_ids',
  'tax_refund',
  'scan_barcode',
];

/** The SKU form's fields bound to the contract's productFormSchema, labelled from the SKU label set. */
export function productFields(t: TFunction): (name: ProductFieldName) => BoundField<ProductFieldName> {
  return bindForm(productFormSchema, { label: (name) => t(`labels.sku.${name}`), choices: CHOICES });
}

/** `field('sku')` → the props to spread on its Form.Item. */
export function useProductField(): (name: ProductFieldName) => BoundField<ProductFieldName> {
  const { t } = useTranslation();
  return productFields(t);
}
