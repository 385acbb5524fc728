import { serialKey } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { SerialNumberRepository } from './serial-number-repository';

/** What a packed order binds: its ids, its lines (one per SKU) and the serial numbers staff scanned. */
export interface BindRequest {
  orderId: number;
  systemOrderId: string;
  platformOrderNo: string;
  /** The SKUs the order ships and their units: a package line's components × the packages. */
  lines: { sku: string; quantity: number }[];
  serialNumbers: { sku: string; serial_number: string }[];
  at: string;
}

/**
 * Binding serial numbers to an order at packing and freeing them when the order is cancelled before
 * it ships. Runs in the caller's transaction: a refusal undoes the packing with it.
 */
export class SerialNumberBinding {
  constructor(private readonly serials: SerialNumberRepository) {}

  /**
   * Each serial number must be the merchant's, of the SKU it is given for, unbound, and no SKU may get
   * more serial numbers than the order has units of it. Answers the bound serial numbers by SKU key
   * (as stored), for the order's lines.
   */
  async bind(tx: Tx, scope: TenantScope, request: BindRequest): Promise<Map<string, string[]>> {
    const bySku = new Map<string, string[]>();
    if (!request.serialNumbers.length) return bySku;
    // A SKU may be a line of its own and a package's component on another: its units add up.
    const quantities = new Map<string, number>();
    for (const line of request.lines) {
      const key = serialKey(line.sku);
      quantities.set(key, (quantities.get(key) ?? 0) + line.quantity);
    }
    const asked = new Map<string, string>();
    for (const entry of request.serialNumbers) {
      const key = serialKey(entry.serial_number);
      if (asked.has(key)) {
        throw new AppError('SERIAL_NUMBER_BOUND', {
          params: { serial: entry.serial_number, order: request.systemOrderId },
        });
      }
      const sku = serialKey(entry.sku);
      if (!quantities.has(sku)) throw new AppError('SERIAL_NUMBER_SKU_NOT_ON_ORDER', { params: { sku: entry.sku } });
      asked.set(key, sku);
    }
    const stored = new Map(
      (await this.serials.bySerialKeys(scope, [...asked.keys()], tx)).map((row) => [row.serial_key, row]),
    );
    const ids: number[] = [];
    for (const entry of request.serialNumbers) {
      const key = serialKey(entry.serial_number);
      const row = stored.get(key);
      if (!row) throw new AppError('SERIAL_NUMBER_NOT_FOUND', { params: { serial: entry.serial_number } });
      if (row.sku_key !== asked.get(key)) {
        throw new AppError('SERIAL_NUMBER_OTHER_SKU', {
          params: { serial: row.serial_number, actual: row.sku, sku: entry.sku },
        });
      }
      if (row.is_bind) {
        throw new AppError('SERIAL_NUMBER_BOUND', {
          params: { serial: row.serial_number, order: row.bind_sys_order_id },
        });
      }
      const list = bySku.get(row.sku_key) ?? [];
      list.push(row.serial_number);
      bySku.set(row.sku_key, list);
      ids.push(row.id);
    }
    for (const [sku, list] of bySku) {
      const quantity = quantities.get(sku) ?? 0;
      if (list.length > quantity) {
        throw new AppError('SERIAL_NUMBER_TOO_MANY', { params: { sku, given: list.length, quantity } });
      }
    }
    const bound = await this.serials.bind(scope, ids, request, tx);
    // Another packing bound one of them between the read and the update.
    if (bound !== ids.length) throw new AppError('CONFLICT');
    return bySku;
  }

  /** Frees the order's serial numbers (nothing happens when none were bound). */
  unbind(tx: Tx, scope: TenantScope, orderId: number): Promise<number> {
    return this.serials.unbindOrder(scope, orderId, tx);
  }
}
