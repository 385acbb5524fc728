import { boxNumberRule, type Localized, receivingNoRule, serialAliasRule, serialNumberRule } from '@portal/contract';
import type { z } from 'zod';
import type { ImportColumn } from '../../../platform/import/import-columns';
import { issueReason, requiredReason } from '../../../platform/import/row-reasons';
import type { Cells } from '../../../platform/import/sheet-reader';
import { SERIAL_NUMBER_COLUMNS, type SerialNumberColumnKey } from './serial-number-columns';

/** One row of the import as read: the serial number, the SKU code it names and its optional fields. */
export interface SerialNumberValue {
  serialNumber: string;
  sku: string;
  alias: string;
  receivingNo: string;
  boxNumber: string;
}

const COLUMN = new Map(SERIAL_NUMBER_COLUMNS.map((c) => [c.key, c]));
const column = (key: SerialNumberColumnKey) => COLUMN.get(key) as ImportColumn<SerialNumberColumnKey>;

/** A row of the sheet checked by the contract's rules (the same the pack call applies); every problem at once. */
export function parseSerialNumberRow(
  cells: Cells<SerialNumberColumnKey>,
): { value: SerialNumberValue } | { reasons: Localized[] } {
  const reasons: Localized[] = [];
  const read = <T>(key: SerialNumberColumnKey, rule: z.ZodType<T>, fallback: T): T => {
    const text = cells[key];
    if (text === undefined) {
      if (column(key).required) reasons.push(requiredReason(column(key)));
      return fallback;
    }
    const parsed = rule.safeParse(text);
    if (parsed.success) return parsed.data;
    const [issue] = parsed.error.issues;
    if (issue) reasons.push(issueReason(column(key), issue, false));
    return fallback;
  };
  const value: SerialNumberValue = {
    serialNumber: read('serial_number', serialNumberRule, ''),
    sku: (cells.sku ?? '').trim(),
    alias: read('alias', serialAliasRule, ''),
    receivingNo: read('receiving_no', receivingNoRule, ''),
    boxNumber: read('box_number', boxNumberRule, ''),
  };
  if (!value.sku) reasons.push(requiredReason(column('sku')));
  return reasons.length ? { reasons } : { value };
}
