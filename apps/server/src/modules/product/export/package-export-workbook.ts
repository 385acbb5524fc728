import { defineLabels, type Lang, type Package, SKU_LABELS } from '@portal/contract';
import { utcText } from '../../../platform/export/utc-text';
import { warehouseColumns } from '../../../platform/export/warehouse-columns';
import type { XlsxCell, XlsxRowSpec, XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import { CREATED_UTC, UPDATED_UTC } from './utc-headers';

/** The package export's headers and words, in the package screens' wording (web `packages.fields`). */
export const PACKAGE_EXPORT_LABELS = defineLabels({
  packagesSheet: { en: 'Packages', zh_CN: '组合商品' },
  componentsSheet: { en: 'Components', zh_CN: '组成SKU' },
  code: { en: 'Package code', zh_CN: '组合商品编码' },
  assembly: { en: 'Assembly', zh_CN: '组装方式' },
  pre_assembled: { en: 'Pre-assembled', zh_CN: '预先组装' },
  pick_components: { en: 'Picked per order', zh_CN: '按单拣货' },
  components: { en: 'Components', zh_CN: '组成SKU数' },
  units: { en: 'Units', zh_CN: '件数' },
  available: { en: 'Available', zh_CN: '可用' },
  quantity: { en: 'Quantity', zh_CN: '数量' },
});

const L = PACKAGE_EXPORT_LABELS;

/**
 * The package export: one sheet of packages (code, names, barcode, assembly, how many components and
 * units, what can be made in all and per warehouse where any can, created and updated in UTC) and one
 * of their components (package code, SKU, units per package), in the order the merchant listed them.
 */
export function packageExportSheets(
  packages: Package[],
  warehouses: readonly { id: number; code: string }[],
  lang: Lang,
): XlsxSheetSpec[] {
  const perWarehouse = warehouseColumns(packages, warehouses, [L.available], (stock) => [stock?.available ?? 0], lang);
  const header = [
    L.code[lang],
    SKU_LABELS.name_cn[lang],
    SKU_LABELS.name_en[lang],
    SKU_LABELS.barcode[lang],
    L.assembly[lang],
    L.components[lang],
    L.units[lang],
    L.available[lang],
    ...perWarehouse.header,
    CREATED_UTC[lang],
    UPDATED_UTC[lang],
  ];
  const rows: XlsxRowSpec[] = [{ cells: header, style: 'header' }];
  const componentRows: XlsxRowSpec[] = [
    { cells: [L.code[lang], SKU_LABELS.sku[lang], L.quantity[lang]], style: 'header' },
  ];
  for (const item of packages) {
    const cells: XlsxCell[] = [
      item.code,
      item.name_cn,
      item.name_en,
      item.barcode ?? '',
      L[item.assembly][lang],
      item.components.length,
      item.units,
      item.available_stock,
      ...perWarehouse.cellsFor(item),
    ];
    cells.push(utcText(item.created_at), utcText(item.updated_at));
    rows.push({ cells });
    for (const component of item.components) {
      componentRows.push({ cells: [item.code, component.sku, component.quantity] });
    }
  }
  return [
    {
      name: L.packagesSheet[lang],
      freezeHeader: true,
      columns: [
        { width: 24, style: 'text' },
        { width: 28 },
        { width: 28 },
        { width: 18, style: 'text' },
        { width: 16 },
        ...header.slice(5, -2).map(() => ({ width: 14 })),
        { width: 20 },
        { width: 20 },
      ],
      rows,
    },
    {
      name: L.componentsSheet[lang],
      freezeHeader: true,
      columns: [{ width: 24, style: 'text' }, { width: 24, style: 'text' }, { width: 10 }],
      rows: componentRows,
    },
  ];
}
