import { INBOUND_STAFF_STEPS, type InboundStaffStep, type InboundStatus } from '@portal/contract';
import { type Tx, transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import { chargeShelvedBooking, inboundBill } from './inbound-charges';
import type { InboundDeps } from './inbound-deps';
import { qualityCheckDifferences, shelvingDifferences } from './inbound-differences';
import type { DifferenceKind, DifferenceLine } from './inbound-ports';
import { ratesOf } from './inbound-rate-card-service';
import type { BookingRow, LineRow } from './inbound-repository';
import { INBOUND_STATUS_LABELS, INBOUND_STEP_LABELS } from './inbound-status-labels';
import { moveBooking } from './inbound-transitions';

export interface StaffStepResult {
  receiving_no: string;
  status: InboundStatus;
  loss_orders: { id: number; loss_no: string }[];
}

export interface SkuQuantity {
  sku: string;
  quantity: number;
}

interface Step {
  booking: BookingRow;
  scope: TenantScope;
  tx: Tx;
  at: string;
}

/**
 * Customer service's and the warehouse's steps on a booking (operations API): audit, boxes arriving,
 * quality check, shelving (the stock ledger receives the shelved units) and voiding. Each is one
 * transaction from a status `INBOUND_STAFF_STEPS` allows; staff name bookings by receiving number.
 * Differences found at quality check and at shelving go to `raiseDifferences`, the seam of loss orders.
 */
export class InboundStaffService {
  constructor(private readonly deps: InboundDeps) {}

  /** Whose booking the receiving number names (the operation log files a staff step under it). */
  async merchantOf(receivingNo: string): Promise<number | undefined> {
    return (await this.deps.bookings.findForStaff(receivingNo))?.customer_id;
  }

  /** Finds the booking, refuses a step its status does not allow, and runs `work` in one transaction. */
  private run(
    receivingNo: string,
    step: InboundStaffStep,
    work: (step: Step) => Promise<StaffStepResult>,
  ): Promise<StaffStepResult> {
    return transaction(this.deps.db, async (tx) => {
      const booking = await this.deps.bookings.findForStaff(receivingNo, tx);
      if (!booking) throw new AppError('INBOUND_NOT_FOUND');
      const allowed: readonly InboundStatus[] = INBOUND_STAFF_STEPS[step];
      const status = booking.status as InboundStatus;
      if (!allowed.includes(status)) {
        throw new AppError('INBOUND_STEP_REFUSED', {
          params: { status: INBOUND_STATUS_LABELS[status], step: INBOUND_STEP_LABELS[step] },
        });
      }
      const scope = { customerId: booking.customer_id };
      const at = this.deps.clock.now().toISOString();
      // Claim the booking before reading what hangs off it: a concurrent step on it waits here, then
      // finds the status moved and is refused, so no step works from counts another one changed.
      if (!(await this.deps.bookings.update(tx, scope, booking.id, status, { updated_at: at }))) {
        throw new AppError('CONFLICT');
      }
      return work({ booking: { ...booking, updated_at: at }, scope, tx, at });
    });
  }

  private async move(s: Step, to: InboundStatus, actor: Actor, reason = '', changes = {}) {
    await moveBooking(s.tx, this.deps, s.scope, { booking: s.booking, to, actor, at: s.at, reason, changes });
  }

  /** Submitted → Confirmed: the merchant can no longer withdraw it. */
  audit(receivingNo: string, actor: Actor): Promise<StaffStepResult> {
    return this.run(receivingNo, 'audit', async (s) => {
      await this.move(s, 'confirmed', actor);
      return { receiving_no: s.booking.receiving_no, status: 'confirmed', loss_orders: [] };
    });
  }

  /** → Voided, with customer service's reason in the history. */
  void(receivingNo: string, reason: string, actor: Actor): Promise<StaffStepResult> {
    return this.run(receivingNo, 'void', async (s) => {
      await this.move(s, 'voided', actor, reason);
      return { receiving_no: s.booking.receiving_no, status: 'voided', loss_orders: [] };
    });
  }

  /**
   * Boxes reach the dock (none named: every box still missing). Confirmed → Future Receipt while some
   * are missing; → Pending quality control once all are in, or when receiving is closed (`close`).
   */
  arrive(receivingNo: string, boxNos: number[], close: boolean, actor: Actor): Promise<StaffStepResult> {
    return this.run(receivingNo, 'arrive', async (s) => {
      const { contents } = this.deps;
      const { booking, scope, tx, at } = s;
      const boxes = await contents.boxes(scope, booking.id, tx);
      const byNo = new Map(boxes.map((box) => [box.box_no, box]));
      const unknown = boxNos.find((no) => !byNo.has(no));
      if (unknown !== undefined) throw new AppError('INBOUND_BOX_UNKNOWN', { params: { box: unknown } });
      const named = boxNos.length ? [...new Set(boxNos)].flatMap((no) => byNo.get(no) ?? []) : boxes;
      const arriving = named.filter((box) => box.arrived_at === null).map((box) => box.id);
      await contents.markArrived(tx, scope, booking.id, arriving, at);
      const items = await contents.boxItems(scope, booking.id, tx);
      const lines = await contents.lines(scope, booking.id, tx);
      const arrived = new Map<number, number>();
      for (const item of items) arrived.set(item.product_id, (arrived.get(item.product_id) ?? 0) + item.arrived);
      await contents.setLineFigures(
        tx,
        scope,
        booking.id,
        'arrived',
        lines.map((line) => ({ lineId: line.id, quantity: arrived.get(line.product_id) ?? 0 })),
      );
      const stillMissing = boxes.length - boxes.filter((b) => b.arrived_at !== null).length - arriving.length;
      const to: InboundStatus = stillMissing === 0 || close ? 'pending_qc' : 'future_receipt';
      // Closed with boxes missing: the boxes never marked arrived show which (history reasons are free
      // text in one language, the boxes' arrival is data every screen can word).
      if (to !== booking.status) await this.move(s, to, actor);
      return { receiving_no: booking.receiving_no, status: to, loss_orders: [] };
    });
  }

  /**
   * Qualified units per SKU (not named: all that arrived): Pending quality control → To be shelved.
   * Qualified ≠ booked is a normal difference.
   */
  qualityCheck(receivingNo: string, qualified: SkuQuantity[], actor: Actor): Promise<StaffStepResult> {
    return this.run(receivingNo, 'qualityCheck', async (s) => {
      const lines = await this.deps.contents.lines(s.scope, s.booking.id, s.tx);
      const counted = countPerLine(lines, qualified, (line) => line.arrived, 'qualityCheck');
      await this.deps.contents.setLineFigures(s.tx, s.scope, s.booking.id, 'qualified', counted);
      const after = lines.map((line) => ({ ...line, qualified: quantityOf(counted, line) }));
      await this.move(s, 'to_be_shelved', actor);
      const lossOrders = await this.raiseDifferences(s, 'normal', qualityCheckDifferences(after), actor);
      return { receiving_no: s.booking.receiving_no, status: 'to_be_shelved', loss_orders: lossOrders };
    });
  }

  /**
   * Units put on the shelf per SKU (not named: all qualified): the stock ledger receives them as one
   * batch referencing the booking → Inventory completion, and the wallet is charged the warehouse's
   * handling, value-added services and insurance (`inbound-charges.ts`) in the same transaction.
   * Shelved ≠ qualified is an abnormal difference.
   */
  shelve(receivingNo: string, shelved: SkuQuantity[], actor: Actor): Promise<StaffStepResult> {
    return this.run(receivingNo, 'shelve', async (s) => {
      const { booking, scope, tx } = s;
      const lines = await this.deps.contents.lines(scope, booking.id, tx);
      const counted = countPerLine(lines, shelved, (line) => line.qualified, 'shelve');
      await this.deps.contents.setLineFigures(tx, scope, booking.id, 'shelved', counted);
      const after = lines.map((line) => ({ ...line, shelved: quantityOf(counted, line) }));
      const received = after.filter((line) => line.shelved > 0);
      if (received.length) {
        await this.deps.stock.receive(tx, scope, {
          reference: { type: 'inbound', id: booking.id },
          warehouseId: booking.warehouse_id,
          lines: received.map((line) => ({ productId: line.product_id, quantity: line.shelved })),
          actor,
        });
      }
      const total = after.reduce((sum, line) => sum + line.shelved, 0);
      await this.move(s, 'completed', actor, '', { shelved: total });
      const boxes = await this.deps.contents.boxes(scope, booking.id, tx);
      const bill = inboundBill(
        booking,
        { boxesArrived: boxes.filter((box) => box.arrived_at !== null).length, unitsShelved: total },
        await ratesOf(this.deps, booking.warehouse_id, tx),
      );
      await chargeShelvedBooking(tx, scope, this.deps.wallet, { booking, bill, actor });
      const lossOrders = await this.raiseDifferences(s, 'abnormal', shelvingDifferences(after), actor);
      return { receiving_no: booking.receiving_no, status: 'completed', loss_orders: lossOrders };
    });
  }

  /**
   * The merchant's own packaging that came with the booking: counted into the packaging ledger of the
   * booking's warehouse, the booking as its reference (docs/server/packaging.md). A code that is not
   * one of the merchant's packaging items refuses the whole call, naming its line.
   */
  receivePackaging(receivingNo: string, lines: { code: string; quantity: number }[], actor: Actor) {
    return this.run(receivingNo, 'receivePackaging', async (s) => {
      const { booking, scope, tx } = s;
      const keys = lines.map((line) => line.code.trim().toUpperCase());
      const items = await this.deps.packaging.itemsByCodeKey(scope, [...new Set(keys)], tx);
      const fields = lines.flatMap((_line, index) =>
        items.has(keys[index] as string)
          ? []
          : [{ field: `packaging.${index}.code`, message: 'v.packagingUnknown' as const }],
      );
      if (fields.length) throw new AppError('VALIDATION_FAILED', { fields });
      await this.deps.packaging.receive(tx, scope, {
        reference: { type: 'inbound', id: booking.id },
        warehouseId: booking.warehouse_id,
        lines: lines.map((line, index) => {
          const item = items.get(keys[index] as string) as { id: number; code: string };
          return { packagingId: item.id, code: item.code, quantity: line.quantity };
        }),
        actor,
      });
      return { receiving_no: booking.receiving_no, status: booking.status as InboundStatus, loss_orders: [] };
    });
  }

  /**
   * The seam of loss orders: the SKUs whose count differs from what the step before promised go to the
   * loss-order port (`inbound-ports.ts`) inside the step's transaction; no difference raises nothing.
   */
  private async raiseDifferences(s: Step, kind: DifferenceKind, lines: DifferenceLine[], actor: Actor) {
    if (!lines.length) return [];
    const booking = { id: s.booking.id, receivingNo: s.booking.receiving_no, warehouseId: s.booking.warehouse_id };
    return this.deps.lossOrders.raise(s.tx, s.scope, { booking, kind, lines, actor });
  }
}

function quantityOf(counted: { lineId: number; quantity: number }[], line: LineRow): number {
  return counted.find((c) => c.lineId === line.id)?.quantity ?? 0;
}

/**
 * Each line's count at a step: as named (a SKU not on the booking, or more than `limit` allows, is
 * refused), else the limit (all that arrived, all qualified).
 */
function countPerLine(
  lines: LineRow[],
  named: SkuQuantity[],
  limit: (line: LineRow) => number,
  step: 'qualityCheck' | 'shelve',
): { lineId: number; quantity: number }[] {
  const byKey = new Map(lines.map((line) => [line.sku_key, line]));
  const given = new Map<number, number>();
  for (const { sku, quantity } of named) {
    const line = byKey.get(sku.trim().toUpperCase());
    if (!line) throw new AppError('INBOUND_SKU_NOT_BOOKED', { params: { sku } });
    if (quantity > limit(line)) {
      throw new AppError('INBOUND_QUANTITY_OVER', {
        params: { sku: line.sku, given: quantity, limit: limit(line), step: INBOUND_STEP_LABELS[step] },
      });
    }
    given.set(line.id, quantity);
  }
  return lines.map((line) => ({ lineId: line.id, quantity: given.get(line.id) ?? limit(line) }));
}
