import { defineLabels, type Lang, type Packaging, SKU_LABELS } from '@portal/contract';
import { utcText } from '../../../platform/export/utc-text';
import { warehouseColumns } from '../../../platform/export/warehouse-columns';
import type { XlsxCell, XlsxRowSpec, XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import { TEXTS } from '../import/import-texts';
import { CREATED_UTC, UPDATED_UTC } from './utc-headers';

/** The packaging export's headers, in the packaging screens' wording (web `packaging.fields`, `packaging.stock`). */
export const PACKAGING_EXPORT_LABELS = defineLabels({
  sheet: { en: 'Packaging', zh_CN: '包材' },
  code: { en: 'Packaging code', zh_CN: '包材编码' },
  default_for: { en: 'Default for', zh_CN: '默认用于' },
  on_hand: { en: 'On hand', zh_CN: '在库' },
  locked: { en: 'Locked by orders', zh_CN: '订单锁定' },
  available: { en: 'Available', zh_CN: '可用' },
  low: { en: 'Low stock', zh_CN: '库存不足' },
});

const L = PACKAGING_EXPORT_LABELS;

/**
 * The packaging export: code, names, sides, weight, the SKU and package codes it is the default of,
 * the warning quantity, available in all, then per warehouse where any item was received on hand,
 * locked, available and whether it is low (available below the warning quantity), created and updated in UTC.
 */
export function packagingExportSheet(
  items: Packaging[],
  warehouses: readonly { id: number; code: string }[],
  lang: Lang,
): XlsxSheetSpec {
  const perWarehouse = warehouseColumns(
    items,
    warehouses,
    [L.on_hand, L.locked, L.available, L.low],
    (stock) =>
      stock
        ? [stock.on_hand, stock.locked, stock.available, stock.low ? TEXTS.yes[lang] : TEXTS.no[lang]]
        : [null, null, null, null],
    lang,
  );
  const header = [
    L.code[lang],
    SKU_LABELS.name_cn[lang],
    SKU_LABELS.name_en[lang],
    SKU_LABELS.length_cm[lang],
    SKU_LABELS.width_cm[lang],
    SKU_LABELS.height_cm[lang],
    SKU_LABELS.weight_g[lang],
    L.default_for[lang],
    SKU_LABELS.warning_quantity[lang],
    L.available[lang],
    ...perWarehouse.header,
    CREATED_UTC[lang],
    UPDATED_UTC[lang],
  ];
  const rows: XlsxRowSpec[] = [{ cells: header, style: 'header' }];
  for (const item of items) {
    const cells: XlsxCell[] = [
      item.code,
      item.name_cn,
      item.name_en,
      item.length_cm,
      item.width_cm,
      item.height_cm,
      item.weight_g,
      item.default_for.map((entry) => entry.code).join(', '),
      item.warning_quantity,
      item.available_stock,
      ...perWarehouse.cellsFor(item),
    ];
    cells.push(utcText(item.created_at), utcText(item.updated_at));
    rows.push({ cells });
  }
  return {
    name: L.sheet[lang],
    freezeHeader: true,
    columns: [
      { width: 24, style: 'text' },
      { width: 28 },
      { width: 28 },
      ...header.slice(3, 7).map(() => ({ width: 12 })),
      { width: 30 },
      ...header.slice(8, -2).map(() => ({ width: 14 })),
      { width: 20 },
      { width: 20 },
    ],
    rows,
  };
}
