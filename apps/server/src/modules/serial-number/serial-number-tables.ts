import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';

export interface SerialNumberTables {
  serial_numbers: SerialNumbersTable;
}

/**
 * One unit's serial number (spec 3 "Serial number record"). `serial_key` and `alias_key` are the
 * upper-case comparison keys the unique indexes hold (`alias_key` null without an alias); the SKU's
 * code and barcode are copied at import so the list needs no join. The `bind_*` columns name the order
 * it was packed with.
 */
export interface SerialNumbersTable {
  id: Generated<number>;
  customer_id: number;
  serial_number: string;
  serial_key: string;
  alias: string;
  alias_key: string | null;
  product_id: number;
  sku: string;
  sku_key: string;
  barcode: string;
  receiving_no: string;
  box_number: string;
  is_bind: Flag;
  bind_order_id: number | null;
  bind_sys_order_id: string;
  bind_customer_order_id: string;
  bind_time: string | null;
  created_at: string;
}
