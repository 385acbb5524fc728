import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { InventoryTables } from './inventory-tables';
import type { StockReference } from './stock-ledger-types';

/** One SKU's quantity a reference holds locked in one warehouse (for a package, when `packageCode` is set). */
export interface HeldLock {
  productId: number;
  warehouseId: number;
  quantity: number;
  /** The package the SKU is held for as a component; '' (or absent) for the SKU's own line or a staff hold. */
  packageCode?: string;
}

/** `stock_locks`: what each reference (an order, a staff hold) holds locked now. */
export class LockRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<Pick<InventoryTables, 'stock_locks'>>(this.db, tx);
  }

  /** Adds to what the reference holds (a row per SKU and warehouse). */
  async add(tx: Tx, scope: TenantScope, reference: StockReference, warehouseId: number, locks: HeldLock[]) {
    if (!locks.length) return;
    await this.kysely(tx)
      .insertInto('stock_locks')
      .values(
        locks.map((lock) => ({
          customer_id: scope.customerId,
          reference_type: reference.type,
          reference_id: reference.id,
          product_id: lock.productId,
          warehouse_id: warehouseId,
          quantity: lock.quantity,
          package_code: lock.packageCode ?? '',
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['customer_id', 'reference_type', 'reference_id', 'product_id', 'warehouse_id', 'package_code'])
          .doUpdateSet((eb) => ({ quantity: eb('stock_locks.quantity', '+', eb.ref('excluded.quantity')) })),
      )
      .execute();
  }

  /** Makes the reference hold exactly `lock.quantity` of that SKU in that warehouse (0 removes the row). */
  async put(tx: Tx, scope: TenantScope, reference: StockReference, lock: HeldLock): Promise<void> {
    const where = {
      customer_id: scope.customerId,
      reference_type: reference.type,
      reference_id: reference.id,
      product_id: lock.productId,
      warehouse_id: lock.warehouseId,
      package_code: '',
    };
    if (lock.quantity === 0) {
      await this.kysely(tx)
        .deleteFrom('stock_locks')
        .where((eb) => eb.and(where))
        .execute();
      return;
    }
    await this.kysely(tx)
      .insertInto('stock_locks')
      .values({ ...where, quantity: lock.quantity })
      .onConflict((oc) =>
        oc
          .columns(['customer_id', 'reference_type', 'reference_id', 'product_id', 'warehouse_id', 'package_code'])
          .doUpdateSet({ quantity: lock.quantity }),
      )
      .execute();
  }

  /**
   * Takes away everything the reference holds and answers it. Reading and removing are one statement:
   * a second server settling the same reference at the same moment finds nothing left to settle.
   */
  async take(tx: Tx, scope: TenantScope, reference: StockReference): Promise<HeldLock[]> {
    const rows = await this.kysely(tx)
      .deleteFrom('stock_locks')
      .where('customer_id', '=', scope.customerId)
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .returning(['product_id', 'warehouse_id', 'quantity', 'package_code'])
      .execute();
    return rows
      .map((row) => ({
        productId: row.product_id,
        warehouseId: row.warehouse_id,
        quantity: Number(row.quantity),
        packageCode: row.package_code,
      }))
      .sort(
        (a, b) =>
          a.warehouseId - b.warehouseId || a.productId - b.productId || a.packageCode.localeCompare(b.packageCode),
      );
  }

  /** What the reference holds of one SKU in one warehouse (0 for nothing). */
  async heldOf(tx: Tx, scope: TenantScope, reference: StockReference, productId: number, warehouseId: number) {
    const row = await this.kysely(tx)
      .selectFrom('stock_locks')
      .select('quantity')
      .where('customer_id', '=', scope.customerId)
      .where('reference_type', '=', reference.type)
      .where('reference_id', '=', reference.id)
      .where('product_id', '=', productId)
      .where('warehouse_id', '=', warehouseId)
      .where('package_code', '=', '')
      .executeTakeFirst();
    return row ? Number(row.quantity) : 0;
  }
}
