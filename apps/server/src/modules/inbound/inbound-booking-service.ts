import { type InboundStatus, inboundActionsFor } from '@portal/contract';
import { type Tx, transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { InboundDeps } from './inbound-deps';
import {
  type BookingInput,
  NO_SHIPPING_YET,
  type PackingBody,
  type PackingValues,
  resolveBooking,
  resolvePacking,
  type SaveBody,
} from './inbound-draft';
import type { BookingContents, BookingValues } from './inbound-repository';
import { moveBooking, recordTransition } from './inbound-transitions';

export interface StatusReply {
  id: number;
  receiving_no: string;
  status: InboundStatus;
}

/**
 * The merchant's steps on a booking (spec 2 "Inbound booking wizard"): save the wizard as a draft,
 * submit it, withdraw it before it is audited, delete a draft. Each is one transaction; what a
 * status allows is the contract's `inboundActionsFor`.
 */
export class InboundBookingService {
  constructor(private readonly deps: InboundDeps) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** Save and Submit shipment: the booking replaced whole, and with `submit` moved to Submitted. */
  async save(viewer: Viewer, body: SaveBody, actor: Actor, options: { submit: boolean }): Promise<StatusReply> {
    const { id, ...booking } = body;
    return this.saveBooking(viewer, id, booking, actor, options);
  }

  async saveBooking(
    viewer: Viewer,
    id: number | undefined,
    booking: BookingInput,
    actor: Actor,
    { submit }: { submit: boolean },
  ): Promise<StatusReply> {
    const at = this.now();
    const resolved = await resolveBooking(this.deps, viewer, booking, at);
    return transaction(this.deps.db, async (tx) => {
      const saved = await this.write(tx, viewer, id, resolved.values, resolved.values, resolved.contents, actor, at);
      if (submit) {
        await moveBooking(tx, this.deps, viewer, { booking: saved, to: 'submitted', actor, at });
        saved.status = 'submitted';
        const productIds = resolved.contents.lines.map((line) => line.product_id);
        await this.deps.stock.open(tx, viewer, resolved.warehouse.id, productIds);
      }
      return saved;
    });
  }

  /**
   * Step 3 complete: steps 1–3 kept as a draft so the packing list and shipping marks can be
   * printed, the receiving number given to a new booking here. Step 5 is not required: a new
   * draft has none yet, a kept draft keeps what was saved of it (Save and Submit require it all).
   */
  async reserve(viewer: Viewer, body: PackingBody, actor: Actor): Promise<StatusReply> {
    const { id, ...packing } = body;
    const at = this.now();
    const resolved = await resolvePacking(this.deps, viewer, packing, at);
    return transaction(this.deps.db, (tx) =>
      this.write(
        tx,
        viewer,
        id,
        resolved.values,
        { ...NO_SHIPPING_YET, ...resolved.values },
        resolved.contents,
        actor,
        at,
      ),
    );
  }

  /** Rewrites the editable booking `id` with `update`, or inserts a draft of `insert`; then its lines and boxes. */
  private async write(
    tx: Tx,
    viewer: Viewer,
    id: number | undefined,
    update: PackingValues | BookingValues,
    insert: BookingValues,
    contents: BookingContents,
    actor: Actor,
    at: string,
  ): Promise<{ id: number; receiving_no: string; status: InboundStatus }> {
    const { bookings } = this.deps;
    let saved: { id: number; receiving_no: string; status: InboundStatus };
    if (id !== undefined) {
      const current = await bookings.find(viewer, id, tx);
      if (!current) throw new AppError('INBOUND_NOT_FOUND');
      const status = current.status as InboundStatus;
      if (!inboundActionsFor(status).edit) throw new AppError('INBOUND_NOT_EDITABLE');
      if (!(await bookings.update(tx, viewer, id, status, update))) throw new AppError('CONFLICT');
      saved = { id, receiving_no: current.receiving_no, status };
    } else {
      const created = await bookings.insert(tx, viewer, {
        ...insert,
        status: 'draft',
        created_by: viewer.accountId,
        created_at: at,
      });
      await recordTransition(tx, this.deps, viewer, {
        booking: created,
        from: null,
        to: 'draft',
        actor,
        at,
        reason: '',
      });
      saved = { ...created, status: 'draft' };
    }
    await this.deps.contents.replaceContents(tx, viewer, saved, contents);
    return saved;
  }

  /** Submitted → Withdrawn, until customer service audits it. */
  async withdraw(viewer: Viewer, id: number, actor: Actor): Promise<StatusReply> {
    return transaction(this.deps.db, async (tx) => {
      const current = await this.deps.bookings.find(viewer, id, tx);
      if (!current) throw new AppError('INBOUND_NOT_FOUND');
      if (!inboundActionsFor(current.status as InboundStatus).withdraw) throw new AppError('INBOUND_NOT_WITHDRAWABLE');
      await moveBooking(tx, this.deps, viewer, { booking: current, to: 'withdrawn', actor, at: this.now() });
      return { id, receiving_no: current.receiving_no, status: 'withdrawn' as const };
    });
  }

  /** A draft or withdrawn booking is deleted with its lines, boxes and history; its number is not reused. */
  async remove(viewer: Viewer, id: number): Promise<{ id: number }> {
    return transaction(this.deps.db, async (tx) => {
      const current = await this.deps.bookings.find(viewer, id, tx);
      if (!current) throw new AppError('INBOUND_NOT_FOUND');
      if (!inboundActionsFor(current.status as InboundStatus).delete) throw new AppError('INBOUND_NOT_DELETABLE');
      if (!(await this.deps.bookings.remove(tx, viewer, id, current.status))) throw new AppError('CONFLICT');
      return { id };
    });
  }
}
