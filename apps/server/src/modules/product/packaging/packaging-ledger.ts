import type { Tx } from '../../../db/transaction';
import { AppError } from '../../../kernel/app-error';
import type { TenantScope } from '../../../kernel/viewer';
import type { Actor } from '../../../platform/actor';
import type { Clock } from '../../../platform/clock';
import type { PackagingRepository, PackagingRow } from './packaging-repository';
import type { PackagingReference, PackagingStockRepository } from './packaging-stock-repository';

/** So many of one packaging item, named by id (and by code for a refusal). */
export interface PackagingLine {
  packagingId: number;
  code: string;
  quantity: number;
}

/** An item low in one warehouse. */
export interface LowPackagingLine {
  code: string;
  warehouseId: number;
  available: number;
  warningQuantity: number;
}

/**
 * The merchant's packaging as the order and inbound modules move it (through `packagingApi` of the
 * product module's `index.ts`): received against a booking, locked at an order's submit, released if
 * the order is canceled before packing, deducted when it is packed; and what is low, for the warning
 * e-mail's digest. Writes take the caller's `Tx`, so
 * an order's status, its SKUs' stock and its packaging move together or not at all.
 */
export class PackagingLedger {
  constructor(private readonly deps: { items: PackagingRepository; stock: PackagingStockRepository; clock: Clock }) {}

  /** The merchant's items among `ids` (others are absent). */
  itemsOf(scope: TenantScope, ids: number[], tx?: Tx): Promise<PackagingRow[]> {
    return this.deps.items.byIds(scope, [...new Set(ids)], tx);
  }

  /** The merchant's items by upper-cased code. */
  async itemsByCodeKey(scope: TenantScope, keys: string[], tx?: Tx): Promise<Map<string, PackagingRow>> {
    const rows = keys.length
      ? await this.deps.items.list(scope, { codeKeys: keys }, { offset: 0, limit: keys.length }, tx)
      : [];
    return new Map(rows.map((row) => [row.code_key, row]));
  }

  /**
   * Every item low in some warehouse — available (on hand − locked) below its warning quantity (> 0),
   * as the list's `low` says — one line per item and warehouse, by code (the warning e-mail's digest).
   */
  async lowStock(scope: TenantScope): Promise<LowPackagingLine[]> {
    const warned = await this.deps.items.warned(scope);
    if (!warned.length) return [];
    const [rows, balances] = await Promise.all([
      this.deps.items.byIds(
        scope,
        warned.map((item) => item.id),
      ),
      this.deps.stock.balancesOf(
        scope,
        warned.map((item) => item.id),
      ),
    ]);
    return rows
      .flatMap((row) =>
        balances
          .filter((b) => b.packaging_id === row.id && b.on_hand - b.locked < row.warning_quantity)
          .map((b) => ({
            code: row.code,
            warehouseId: b.warehouse_id,
            available: b.on_hand - b.locked,
            warningQuantity: row.warning_quantity,
          })),
      )
      .sort((a, b) => a.code.localeCompare(b.code) || a.warehouseId - b.warehouseId);
  }

  /** The inbound bookings (by id) each of these items was received with, for the inbound module's delete check. */
  async bookingsReceived(
    tx: Tx,
    scope: TenantScope,
    packagingIds: number[],
  ): Promise<{ packagingId: number; bookingId: number }[]> {
    const rows = await this.deps.stock.receivedWith(tx, scope, packagingIds);
    return rows.map((row) => ({ packagingId: row.packaging_id, bookingId: row.reference_id }));
  }

  /** What staff counted in against one inbound booking, per item id (`opsInbound.receivePackaging`). */
  receivedWithBooking(scope: TenantScope, bookingId: number): Promise<Map<number, number>> {
    return this.deps.stock.receivedFor(scope, { type: 'inbound', id: bookingId });
  }

  async receive(
    tx: Tx,
    scope: TenantScope,
    input: { reference: PackagingReference; warehouseId: number; lines: PackagingLine[]; actor: Actor },
  ): Promise<void> {
    const at = this.deps.clock.now().toISOString();
    for (const line of merged(input.lines)) {
      await this.deps.stock.receive(
        tx,
        scope,
        {
          reference: input.reference,
          warehouseId: input.warehouseId,
          packagingId: line.packagingId,
          quantity: line.quantity,
        },
        input.actor,
        at,
      );
    }
  }

  /**
   * Locks every line or none: a line short refuses with "Insufficient packaging X: a available, b
   * requested" and the caller's transaction rolls back what was locked before it.
   */
  async lock(
    tx: Tx,
    scope: TenantScope,
    input: { reference: PackagingReference; warehouseId: number; lines: PackagingLine[]; actor: Actor },
  ): Promise<void> {
    const at = this.deps.clock.now().toISOString();
    for (const line of merged(input.lines)) {
      const move = {
        reference: input.reference,
        warehouseId: input.warehouseId,
        packagingId: line.packagingId,
        quantity: line.quantity,
      };
      if (await this.deps.stock.lock(tx, scope, move, input.actor, at)) continue;
      const balance = (await this.deps.stock.balancesOf(scope, [line.packagingId], tx)).find(
        (b) => b.warehouse_id === input.warehouseId,
      );
      throw new AppError('INSUFFICIENT_PACKAGING', {
        params: {
          code: line.code,
          available: balance ? balance.on_hand - balance.locked : 0,
          requested: line.quantity,
        },
      });
    }
  }

  async release(tx: Tx, scope: TenantScope, input: { reference: PackagingReference; actor: Actor }): Promise<void> {
    await this.deps.stock.settle(
      tx,
      scope,
      input.reference,
      'release',
      input.actor,
      this.deps.clock.now().toISOString(),
    );
  }

  async deduct(tx: Tx, scope: TenantScope, input: { reference: PackagingReference; actor: Actor }): Promise<void> {
    await this.deps.stock.settle(
      tx,
      scope,
      input.reference,
      'deduction',
      input.actor,
      this.deps.clock.now().toISOString(),
    );
  }
}

/** One line per item, in id order (two orders naming the same items lock them in the same order). */
function merged(lines: PackagingLine[]): PackagingLine[] {
  const byId = new Map<number, PackagingLine>();
  for (const line of lines) {
    const seen = byId.get(line.packagingId);
    byId.set(line.packagingId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
  }
  return [...byId.values()].filter((line) => line.quantity > 0).sort((a, b) => a.packagingId - b.packagingId);
}
