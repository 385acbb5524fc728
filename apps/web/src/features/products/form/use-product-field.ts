import { productFormSchema } from '@portal/contract';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRequiredField } from '../../../shared/forms/zod-required';
import { zodRule } from '../../../shared/forms/zod-rules';
import type { ProductFieldName } from './product-form-values';

/** Fields picked from a list: their required message reads 'please select {label}' (spec 5). */
const PICKED_FIELDS: ReadonlySet<ProductFieldName> = new Set([
  'property_id',
  'category_ids',
  'consumable_ids',
  'tax_refund',
  'scan_barcode',
]);

export interface ProductFieldProps {
  name: ProductFieldName;
  label: string;
  required: boolean;
  rules: FormRule[];
}

/**
 * The Form.Item props of a SKU field: its label in the UI language and its rule taken from the
 * contract's productFormSchema, the schema the server checks the same values with. The schema has
 * no rule spanning several fields, so each field's own schema is all its rule needs.
 */
export function productFieldProps(name: ProductFieldName, label: string): ProductFieldProps {
  const schema = productFormSchema.shape[name];
  return {
    name,
    label,
    required: isRequiredField(schema),
    rules: [zodRule(schema, { label, select: PICKED_FIELDS.has(name) })],
  };
}

/** `field('sku')` → the props to spread on its Form.Item. */
export function useProductField(): (name: ProductFieldName) => ProductFieldProps {
  const { t } = useTranslation();
  return (name) => productFieldProps(name, t(`productForm.fields.${name}`));
}
