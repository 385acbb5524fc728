import { type Lang, type Product, SKU_LABELS } from '@portal/contract';
import { utcText } from '../../../platform/export/utc-text';
import { warehouseColumns } from '../../../platform/export/warehouse-columns';
import type { ImportColumn } from '../../../platform/import/import-columns';
import type { XlsxCell, XlsxRowSpec, XlsxSheetSpec, XlsxStyle } from '../../../platform/xlsx/xlsx-writer';
import { TEXTS } from '../import/import-texts';
import { PRODUCT_COLUMNS, type ProductColumnKey } from '../import/sku-columns';
import { CREATED_UTC } from './utc-headers';

type Cell = XlsxCell;

// Module-level helpers, no closures per cell: under tsx every function created in the loop is also
// named through a defineProperty call, which made up a third of the export's time.
function nameIn(entry: { name_en: string; name_cn: string }, lang: Lang): string {
  return lang === 'zh_CN' ? entry.name_cn : entry.name_en;
}

function namesIn(entries: { name_en: string; name_cn: string }[], lang: Lang): string {
  let text = '';
  for (const entry of entries) text += text ? `, ${nameIn(entry, lang)}` : nameIn(entry, lang);
  return text;
}

function flagIn(value: 0 | 1, lang: Lang): string {
  return value ? TEXTS.yes[lang] : TEXTS.no[lang];
}

/** The cell of an import column for a SKU, written as the import reads it back. */
function importCell(product: Product, key: ProductColumnKey, lang: Lang): Cell {
  switch (key) {
    case 'property':
      return product.property ? nameIn(product.property, lang) : '';
    case 'categories':
      return namesIn(product.categories, lang);
    case 'consumables':
      return product.consumables.map(codeOf).join(', ');
    case 'declared_value':
      return product.declared_value / 100;
    case 'export_unit_price':
      return product.export_unit_price === null ? null : product.export_unit_price / 100;
    case 'tax_refund':
      return flagIn(product.tax_refund, lang);
    case 'scan_barcode':
      return flagIn(product.scan_barcode, lang);
    default:
      return product[key];
  }
}

/** A SKU's on-hand, frozen and available in one warehouse (0 where it has none). */
function stockCells(entry: { total: number; frozen: number } | undefined): Cell[] {
  return entry ? [entry.total, entry.frozen, entry.total - entry.frozen] : [0, 0, 0];
}

function codeOf(entry: { code: string }): string {
  return entry.code;
}

const COLUMNS: readonly ImportColumn<ProductColumnKey>[] = PRODUCT_COLUMNS;
const KEYS = COLUMNS.map((c) => c.key);

/**
 * The SKU export: the import template's columns first (same headers, so the file can be edited and
 * imported elsewhere), then volume, stock in all and per warehouse, and the creation time. Every
 * header is a SKU label (the words of the SKU list and form).
 */
export function skuExportSheet(
  products: Product[],
  warehouses: readonly { id: number; code: string }[],
  lang: Lang,
): XlsxSheetSpec {
  const perWarehouse = warehouseColumns(
    products,
    warehouses,
    [SKU_LABELS.total_stock, SKU_LABELS.frozen_stock, SKU_LABELS.available_stock],
    stockCells,
    lang,
  );
  const header = [
    ...PRODUCT_COLUMNS.map((c) => c.label[lang]),
    SKU_LABELS.volume_cm3[lang],
    SKU_LABELS.total_stock[lang],
    SKU_LABELS.frozen_stock[lang],
    SKU_LABELS.available_stock[lang],
    ...perWarehouse.header,
    CREATED_UTC[lang],
  ];
  const moneyColumn = (key: ProductColumnKey) => key === 'declared_value' || key === 'export_unit_price';
  const rows: XlsxRowSpec[] = [{ cells: header, style: 'header' }];
  for (const product of products) {
    const values: Cell[] = [];
    for (const key of KEYS) values.push(importCell(product, key, lang));
    values.push(product.volume_cm3, product.total_stock, product.frozen_stock, product.available_stock);
    values.push(...perWarehouse.cellsFor(product));
    values.push(utcText(product.created_at));
    rows.push({ cells: values });
  }
  return {
    name: 'SKU',
    freezeHeader: true,
    columns: [
      ...COLUMNS.map((c) => ({
        width: c.width,
        style: (moneyColumn(c.key) ? 'money' : c.type === 'text' ? 'text' : undefined) as XlsxStyle | undefined,
      })),
      ...header.slice(PRODUCT_COLUMNS.length, -1).map(() => ({ width: 14 })),
      { width: 20 },
    ],
    rows,
  };
}
