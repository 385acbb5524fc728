import type { InboundDetail, Lang } from '@portal/contract';
import type { XlsxRowSpec, XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import { arrivalText, docText, utcMinute } from './document-texts';
import { packingRows } from './packing-rows';

/** Rows above the table: the booking's receiving number, warehouse and dates, then a blank row. */
const INFO_ROWS = 7;
/** Columns merged over a box's SKU rows, as the screen's box table merges them: box no., box code, weight, size. */
const BOX_COLUMNS = ['A', 'B', 'F', 'G'] as const;

/**
 * The packing list as a worksheet: the booking's details on top, then one row per box and SKU with
 * the box's cells merged over its SKUs, then the totals (boxes, units, weight) as numbers.
 */
export function packingListSheet(detail: InboundDetail, lang: Lang): XlsxSheetSpec {
  const { boxes, totals } = packingRows(detail, lang);
  const shipping = detail.booking.shipping;
  const rows: XlsxRowSpec[] = [
    { cells: [docText('receivingNo', lang), detail.receiving_no] },
    { cells: [docText('warehouse', lang), detail.warehouse_name] },
    { cells: [docText('address', lang), detail.warehouse_address] },
    { cells: [docText('createdAt', lang), utcMinute(detail.created_at)] },
    { cells: [docText('arrivalDate', lang), arrivalText(shipping, lang)] },
    {
      cells: [docText('courier', lang), [shipping.courier_company, shipping.tracking_no].filter(Boolean).join(' / ')],
    },
    { cells: [] },
    {
      style: 'header',
      cells: [
        docText('boxNo', lang),
        docText('boxCode', lang),
        docText('sku', lang),
        docText('productName', lang),
        docText('quantityPerBox', lang),
        docText('weightKg', lang),
        docText('dimensionsCm', lang),
      ],
    },
  ];
  const merges: string[] = [];
  for (const box of boxes) {
    const first = rows.length + 1;
    box.items.forEach((item, index) => {
      const head = index === 0;
      rows.push({
        cells: [
          head ? box.box_no : null,
          head ? box.box_code : null,
          item.sku,
          item.name,
          item.quantity,
          head ? box.weight_kg : null,
          head ? box.dimensions : null,
        ],
      });
    });
    const last = rows.length;
    if (last > first) for (const column of BOX_COLUMNS) merges.push(`${column}${first}:${column}${last}`);
  }
  rows.push(
    { style: 'header', cells: [docText('total', lang)] },
    { cells: [docText('totalBoxes', lang), totals.boxes] },
    { cells: [docText('totalUnits', lang), totals.units] },
    { cells: [docText('totalWeight', lang), totals.weightKg] },
  );
  return {
    name: docText('packingList', lang),
    columns: [
      { width: 16 },
      { width: 24, style: 'text' },
      { width: 22, style: 'text' },
      { width: 36 },
      { width: 12 },
      { width: 12 },
      { width: 18 },
    ],
    rows,
    merges,
  };
}

/** The row of the table's header (1-based): tests and readers find the table below it. */
export const PACKING_HEADER_ROW = INFO_ROWS + 1;
