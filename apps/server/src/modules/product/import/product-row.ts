import { type Localized, productFormSchema } from '@portal/contract';
import type { ImportColumn } from '../../../platform/import/import-columns';
import { errorReason, flagOf, issueReason, messageReason } from '../../../platform/import/row-reasons';
import type { Cells } from '../../../platform/import/sheet-reader';
import type { ProductReferences } from '../product-references';
import type { ParsedProduct } from '../product-values';
import { reason } from './import-texts';
import { listItems, type ReferenceLookup } from './reference-lookup';
import { PRODUCT_COLUMNS, type ProductColumnKey } from './sku-columns';

type FormField = keyof typeof productFormSchema.shape;

const COLUMN = new Map<ProductColumnKey, ImportColumn<ProductColumnKey>>(PRODUCT_COLUMNS.map((c) => [c.key, c]));
/** Form fields filled from a differently named column. */
const COLUMN_OF_FIELD: Partial<Record<FormField, ProductColumnKey>> = {
  property_id: 'property',
  category_ids: 'categories',
  consumable_ids: 'consumables',
};

type ReferenceIndex = ReferenceLookup['property'];

function labelOf(column: ProductColumnKey) {
  return (COLUMN.get(column) as ImportColumn).label;
}

function columnOf(field: string): ImportColumn<ProductColumnKey> | undefined {
  return COLUMN.get(COLUMN_OF_FIELD[field as FormField] ?? (field as ProductColumnKey));
}

export interface RowContext {
  lookup: ReferenceLookup;
  references: ProductReferences;
  customerId: number;
  settings: { warning_quantity_enabled: 0 | 1; scan_barcode_enabled: 0 | 1 };
}

export type RowOutcome = { product: ParsedProduct; reasons: [] } | { product?: undefined; reasons: Localized[] };

/** The reasons of one row so far, and the fields they are about. */
class RowProblems {
  readonly reasons: Localized[] = [];
  /** Fields whose cell already has a reason: the schema's complaint about them would repeat it. */
  readonly explained = new Set<string>();

  add(field: FormField, why: Localized): undefined {
    this.reasons.push(why);
    this.explained.add(field);
    return undefined;
  }
}

/**
 * Rows of the new-SKU import, each checked by the SKU form's own schema after its names and codes
 * are resolved: either a product ready to save, or every reason it cannot be. (Methods rather than
 * closures per row: thousands of rows are read per request.)
 */
export class ProductRowReader {
  constructor(private readonly context: RowContext) {}

  read(cells: Cells<ProductColumnKey>): RowOutcome {
    const { lookup } = this.context;
    const problems = new RowProblems();
    const input = {
      sku: cells.sku,
      name_cn: cells.name_cn,
      name_en: cells.name_en,
      alias: cells.alias,
      image_url: cells.image_url,
      barcode: cells.barcode,
      color: cells.color,
      size: cells.size,
      property_id: this.resolveOne(cells, 'property', 'property_id', lookup.property, problems),
      brand: cells.brand,
      category_ids: this.resolveMany(cells, 'categories', 'category_ids', lookup.category, problems),
      hs_code: cells.hs_code,
      material_en: cells.material_en,
      material_cn: cells.material_cn,
      purpose_en: cells.purpose_en,
      purpose_cn: cells.purpose_cn,
      declared_value: cells.declared_value,
      export_unit_price: cells.export_unit_price,
      tax_refund: this.flag(cells, 'tax_refund', problems),
      weight_g: cells.weight_g,
      length_cm: cells.length_cm,
      width_cm: cells.width_cm,
      height_cm: cells.height_cm,
      warning_quantity: cells.warning_quantity,
      scan_barcode: this.flag(cells, 'scan_barcode', problems),
      consumable_ids: this.resolveMany(cells, 'consumables', 'consumable_ids', lookup.packMaterial, problems),
    };
    const parsed = productFormSchema.safeParse(input);
    const { reasons, explained } = problems;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column = columnOf(field);
        if (!column || explained.has(field)) continue;
        explained.add(field);
        reasons.push(issueReason(column, issue, cells[column.key] === undefined));
      }
      return { reasons: reasons.length ? reasons : [errorReason('VALIDATION_FAILED')] };
    }
    if (reasons.length) return { reasons };

    const product: ParsedProduct = parsed.data;
    for (const { field, key } of this.context.references.problems(product, this.context.customerId)) {
      const column = columnOf(field);
      if (column) reasons.push(messageReason(column, key));
    }
    const { settings } = this.context;
    if (product.warning_quantity !== null && !settings.warning_quantity_enabled) {
      reasons.push(errorReason('SETTING_NOT_ENABLED', COLUMN.get('warning_quantity')));
    }
    if (product.scan_barcode && !settings.scan_barcode_enabled) {
      reasons.push(errorReason('SETTING_NOT_ENABLED', COLUMN.get('scan_barcode')));
    }
    return reasons.length ? { reasons } : { product, reasons: [] };
  }

  private resolveOne(
    cells: Cells<ProductColumnKey>,
    column: ProductColumnKey,
    field: FormField,
    index: ReferenceIndex,
    problems: RowProblems,
  ): number | undefined {
    const text = cells[column];
    if (text === undefined) return undefined;
    const found = index.resolve(text);
    if ('id' in found) return found.id;
    return problems.add(field, reason(found.problem, { label: labelOf(column), value: text }));
  }

  private resolveMany(
    cells: Cells<ProductColumnKey>,
    column: ProductColumnKey,
    field: FormField,
    index: ReferenceIndex,
    problems: RowProblems,
  ): number[] {
    const ids: number[] = [];
    for (const text of listItems(cells[column])) {
      const found = index.resolve(text);
      if ('id' in found) ids.push(found.id);
      else problems.add(field, reason(found.problem, { label: labelOf(column), value: text }));
    }
    return ids;
  }

  private flag(
    cells: Cells<ProductColumnKey>,
    column: 'tax_refund' | 'scan_barcode',
    problems: RowProblems,
  ): 0 | 1 | undefined {
    const value = flagOf(cells[column]);
    if (value !== 'invalid') return value;
    return problems.add(column, reason('notYesNo', { label: labelOf(column) }));
  }
}
