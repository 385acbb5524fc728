import { type Localized, productFormSchema } from '@portal/contract';
import type { ImportColumn } from '../../../platform/import/import-columns';
import { flagOf, issueReason, requiredReason } from '../../../platform/import/row-reasons';
import type { Cells } from '../../../platform/import/sheet-reader';
import type { TaxInfoUpdate } from '../product-query';
import { reason } from './import-texts';
import { type ProductColumnKey, TAX_INFO_COLUMNS, type TaxInfoField } from './sku-columns';

export type TaxInfoChanges = Omit<TaxInfoUpdate, 'id'>;

export type TaxInfoOutcome = { sku: string; changes: TaxInfoChanges; reasons: [] } | { reasons: Localized[] };

const COLUMN = new Map<ProductColumnKey, ImportColumn<ProductColumnKey>>(TAX_INFO_COLUMNS.map((c) => [c.key, c]));
const TEXT_FIELDS = [
  'hs_code',
  'name_cn',
  'name_en',
  'material_en',
  'material_cn',
  'purpose_en',
  'purpose_cn',
] as const;
const MONEY_FIELDS = ['declared_value', 'export_unit_price'] as const;

/**
 * One row of the tax-info update: the SKU it names and the values of its filled cells, each checked
 * by the SKU form's rule for that field. An empty cell changes nothing (null).
 */
export function parseTaxInfoRow(cells: Cells<ProductColumnKey>): TaxInfoOutcome {
  const reasons: Localized[] = [];
  const changes: TaxInfoChanges = {
    hs_code: null,
    declared_value: null,
    export_unit_price: null,
    tax_refund: null,
    name_cn: null,
    name_en: null,
    material_en: null,
    material_cn: null,
    purpose_en: null,
    purpose_cn: null,
  };
  const check = <F extends TaxInfoField>(field: F) => {
    const text = cells[field];
    if (text === undefined) return undefined;
    const parsed = productFormSchema.shape[field].safeParse(text);
    if (parsed.success) return parsed.data;
    const [issue] = parsed.error.issues;
    if (issue) reasons.push(issueReason(COLUMN.get(field) as ImportColumn, issue, false));
    return undefined;
  };
  for (const field of TEXT_FIELDS) changes[field] = (check(field) as string | undefined) ?? null;
  for (const field of MONEY_FIELDS) changes[field] = (check(field) as number | null | undefined) ?? null;
  const refund = flagOf(cells.tax_refund);
  if (refund === 'invalid') {
    reasons.push(reason('notYesNo', { label: (COLUMN.get('tax_refund') as ImportColumn).label }));
  } else {
    changes.tax_refund = refund ?? null;
  }
  if (cells.sku === undefined) reasons.unshift(requiredReason(COLUMN.get('sku') as ImportColumn));
  if (reasons.length || cells.sku === undefined) return { reasons };
  return { sku: cells.sku, changes, reasons: [] };
}

/** Whether a row changes anything at all (a row with only its SKU filled in does not). */
export function changesSomething(changes: TaxInfoChanges): boolean {
  return Object.values(changes).some((value) => value !== null);
}
