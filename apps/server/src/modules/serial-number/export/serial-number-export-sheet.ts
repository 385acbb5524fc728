import { type Lang, type SerialNumber, withNote } from '@portal/contract';
import { utcText } from '../../../platform/export/utc-text';
import type { XlsxCell, XlsxRowSpec, XlsxSheetSpec } from '../../../platform/xlsx/xlsx-writer';
import { SERIAL_LABELS, SERIAL_NUMBER_COLUMNS, SERIAL_TEXTS } from '../import/serial-number-columns';

/** The header's UTC time, or empty for no time (not bound yet). */
function timeText(iso: string | null): string {
  return iso ? utcText(iso) : '';
}

/**
 * The serial-number export: the import's columns first (same headers, so the file can be imported
 * into another account), then the SKU's barcode, the binding and the creation time.
 */
export function serialNumberExportSheet(serials: SerialNumber[], lang: Lang): XlsxSheetSpec {
  const header = [
    ...SERIAL_NUMBER_COLUMNS.map((c) => c.label[lang]),
    SERIAL_LABELS.barcode[lang],
    SERIAL_LABELS.is_bind[lang],
    SERIAL_LABELS.bind_sys_order_id[lang],
    SERIAL_LABELS.bind_customer_order_id[lang],
    withNote(SERIAL_LABELS.bind_time, 'UTC')[lang],
    withNote(SERIAL_LABELS.created_at, 'UTC')[lang],
  ];
  const rows: XlsxRowSpec[] = [{ cells: header, style: 'header' }];
  for (const serial of serials) {
    const cells: XlsxCell[] = [
      serial.serial_number,
      serial.sku,
      serial.alias,
      serial.receiving_no,
      serial.box_number,
      serial.barcode,
      serial.is_bind ? SERIAL_LABELS.bound[lang] : SERIAL_LABELS.unbound[lang],
      serial.bind_sys_order_id,
      serial.bind_customer_order_id,
      timeText(serial.bind_time),
      timeText(serial.created_at),
    ];
    rows.push({ cells });
  }
  return {
    name: SERIAL_TEXTS.sheet[lang],
    freezeHeader: true,
    columns: [
      ...SERIAL_NUMBER_COLUMNS.map((c) => ({ width: c.width, style: 'text' as const })),
      { width: 18 },
      { width: 14 },
      { width: 22 },
      { width: 22 },
      { width: 20 },
      { width: 20 },
    ],
    rows,
  };
}
