import { labelsIn, SKU_LABELS } from '@portal/contract';

/**
 * Field labels of each entity, from the contract's label sets: list columns, filters, forms and
 * details say a field's name the same way the import templates and exports do.
 */
export default {
  sku: labelsIn(SKU_LABELS, 'en'),
};
