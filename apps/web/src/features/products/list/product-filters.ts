import type { productFilterSchema } from '@portal/contract';
import { batchLines } from '../../../shared/list/batch-lines';
import { type DateRangeValue, dateRangeToIso, isoToDateRange } from '../../../shared/list/date-range';
import type { FilterValues } from '../../../shared/list/list-url-state';

export type ProductFilterValues = FilterValues<typeof productFilterSchema>;

/** The filter form's fields: ids as numbers for the selects, the created time as a date range. */
export interface ProductFilterFormValues {
  sku?: string;
  name?: string;
  barcode?: string;
  category_id?: number;
  property_id?: number;
  created?: DateRangeValue;
}

function idOf(text: string | undefined): number | undefined {
  return text ? Number(text) : undefined;
}

function textOf(value: string | number | undefined): string | undefined {
  const text = value === undefined ? '' : String(value).trim();
  return text || undefined;
}

export function toFilterForm(filters: ProductFilterValues): ProductFilterFormValues {
  return {
    sku: filters.sku,
    name: filters.name,
    barcode: filters.barcode,
    category_id: idOf(filters.category_id),
    property_id: idOf(filters.property_id),
    created: isoToDateRange(filters.created_from, filters.created_to),
  };
}

/** The address's filters for what the form holds: SKUs one per line without blanks or repeats. */
export function fromFilterForm(form: ProductFilterFormValues): ProductFilterValues {
  const { from, to } = dateRangeToIso(form.created);
  return {
    sku: textOf(batchLines(form.sku).join('\n')),
    name: textOf(form.name),
    barcode: textOf(form.barcode),
    category_id: textOf(form.category_id),
    property_id: textOf(form.property_id),
    created_from: from,
    created_to: to,
  };
}
