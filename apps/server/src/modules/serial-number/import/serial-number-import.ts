import { serialKey } from '@portal/contract';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { transaction } from '../../../db/transaction';
import type { Viewer } from '../../../kernel/viewer';
import type { Clock } from '../../../platform/clock';
import type {
  FailRow,
  ImportDefinition,
  ImportSaveContext,
  RowOutcome,
  ValidRow,
} from '../../../platform/import/import-definition';
import { inTurns } from '../../../platform/import/in-turns';
import { errorReason } from '../../../platform/import/row-reasons';
import type { Cells } from '../../../platform/import/sheet-reader';
import type { ProductApi } from '../../product';
import type { NewSerialNumber, SerialNumberRepository } from '../serial-number-repository';
import { SERIAL_NUMBER_COLUMNS, SERIAL_TEXTS, type SerialNumberColumnKey } from './serial-number-columns';
import { parseSerialNumberRow, type SerialNumberValue } from './serial-number-row';

/** A row's values and, once checked, the SKU it belongs to. */
interface Checked extends SerialNumberValue {
  sku_id?: number;
  sku_code?: string;
  barcode?: string;
}

type Row = ValidRow<SerialNumberColumnKey, Checked>;

const SAVE_SLICE = 400;
const column = (key: SerialNumberColumnKey) => SERIAL_NUMBER_COLUMNS.find((c) => c.key === key);

/**
 * The serial-number import (spec 5 "Import"): each row names a serial number and one of the merchant's
 * SKUs. A bad serial number, a serial number or alias repeated in the file or already stored, and an
 * unknown SKU fail the row; a file imported again therefore creates no duplicates.
 */
export class SerialNumberImport implements ImportDefinition<SerialNumberColumnKey, Checked> {
  readonly kind = 'serial_number';
  readonly permission = 'serial_number' as const;
  readonly columns = SERIAL_NUMBER_COLUMNS;
  readonly keyColumn = 'serial_number' as const;
  readonly uniqueColumns = ['serial_number', 'alias'] as const;
  readonly template = {
    fileName: 'serial-number-import-template.xlsx',
    sheetName: SERIAL_TEXTS.sheet,
    instructions: SERIAL_TEXTS.instructions,
  };

  constructor(
    private readonly db: Db,
    private readonly serials: SerialNumberRepository,
    private readonly products: ProductApi,
    private readonly clock: Clock,
  ) {}

  async prepare(): Promise<(cells: Cells<SerialNumberColumnKey>) => RowOutcome<Checked>> {
    return parseSerialNumberRow;
  }

  /** The SKUs, serial numbers and aliases of the whole file in a few queries; writes nothing. */
  async check(viewer: Viewer, rows: Row[], fail: FailRow): Promise<void> {
    if (!rows.length) return;
    const [skus, takenSerials, takenAliases] = await Promise.all([
      this.products.findBySkus(
        viewer,
        rows.map((r) => r.value.sku),
      ),
      this.serials.takenSerialKeys(
        viewer,
        rows.map((r) => serialKey(r.value.serialNumber)),
      ),
      this.serials.takenAliasKeys(
        viewer,
        rows.filter((r) => r.value.alias).map((r) => serialKey(r.value.alias)),
      ),
    ]);
    const bySku = new Map(skus.map((s) => [serialKey(s.sku), s]));
    for (const row of rows) {
      const { value } = row;
      const reasons = [];
      const sku = bySku.get(serialKey(value.sku));
      if (takenSerials.has(serialKey(value.serialNumber))) {
        reasons.push(errorReason('SERIAL_NUMBER_EXISTS', column('serial_number')));
      }
      if (value.alias && takenAliases.has(serialKey(value.alias))) {
        reasons.push(errorReason('SERIAL_ALIAS_EXISTS', column('alias')));
      }
      if (!sku) reasons.push(errorReason('SKU_NOT_FOUND', column('sku')));
      for (const reason of reasons) fail(row, reason);
      if (sku) Object.assign(value, { sku_id: sku.id, sku_code: sku.sku, barcode: sku.barcode ?? '' });
    }
  }

  /** All rows in one transaction; should a unique index still refuse (a race), row by row so only the clash fails. */
  async save(viewer: Viewer, rows: Row[], fail: FailRow, { recordJob }: ImportSaveContext): Promise<void> {
    if (!rows.length) return;
    const at = this.clock.now().toISOString();
    try {
      await transaction(this.db, async (tx) => {
        await inTurns(rows.map(toNew), SAVE_SLICE, (slice) => this.serials.insertMany(viewer, slice, at, tx));
        await recordJob(tx);
      });
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    for (const row of rows) {
      try {
        await transaction(this.db, async (tx) => {
          await this.serials.insertMany(viewer, [toNew(row)], at, tx);
          await recordJob(tx);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const taken = await this.serials.takenSerialKeys(viewer, [serialKey(row.value.serialNumber)]);
        fail(row, errorReason(taken.size ? 'SERIAL_NUMBER_EXISTS' : 'SERIAL_ALIAS_EXISTS'));
      }
    }
  }
}

function toNew({ value }: Row): NewSerialNumber {
  return {
    serial_number: value.serialNumber,
    serial_key: serialKey(value.serialNumber),
    alias: value.alias,
    alias_key: value.alias ? serialKey(value.alias) : null,
    product_id: value.sku_id ?? 0,
    sku: value.sku_code ?? value.sku,
    sku_key: serialKey(value.sku_code ?? value.sku),
    barcode: value.barcode ?? '',
    receiving_no: value.receivingNo,
    box_number: value.boxNumber,
    is_bind: 0,
    bind_sys_order_id: '',
    bind_customer_order_id: '',
  };
}
