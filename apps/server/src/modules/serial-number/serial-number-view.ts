import type { SerialNumber } from '@portal/contract';
import type { SerialNumberRow } from './serial-number-repository';

/** A stored serial number in the API's shape. */
export function toSerialNumber(row: SerialNumberRow): SerialNumber {
  return {
    id: row.id,
    customer_id: row.customer_id,
    serial_number: row.serial_number,
    alias: row.alias,
    sku: row.sku,
    barcode: row.barcode,
    receiving_no: row.receiving_no,
    box_number: row.box_number,
    is_bind: row.is_bind ? 1 : 0,
    bind_sys_order_id: row.bind_sys_order_id,
    bind_customer_order_id: row.bind_customer_order_id,
    bind_time: row.bind_time,
    created_at: row.created_at,
  };
}
