import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { ParcelServiceDeps } from './parcel-deps';
import { ParcelMoves } from './parcel-moves';
import { parcelReference } from './parcel-values';

/**
 * What the merchant asks of a saved parcel: to cancel it (a draft, or pre-advised with its hold
 * released), to have the hub intercept it, or an answer to the hub's exception.
 */
export class ParcelRequestService {
  constructor(
    private readonly deps: Pick<
      ParcelServiceDeps,
      'db' | 'clock' | 'parcelLookups' | 'parcels' | 'history' | 'moves' | 'wallet'
    >,
  ) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** Cancels a draft or a pre-advised parcel not yet handed over: the held estimate is released. */
  async cancel(viewer: Viewer, actor: Actor, id: number, reason: string) {
    return transaction(this.deps.db, async (tx) => {
      const parcel = await this.deps.parcelLookups.find(viewer, id, tx);
      if (!parcel) throw new AppError('PARCEL_NOT_FOUND');
      if (parcel.status !== 'draft' && parcel.status !== 'pre_advised') {
        throw ParcelMoves.refused(parcel.status, 'PARCEL_NOT_CANCELABLE');
      }
      const at = this.now();
      if (parcel.status === 'pre_advised') {
        await this.deps.wallet.releaseHold(tx, viewer, { reference: parcelReference(parcel.id) });
      }
      await this.deps.moves.move(tx, viewer, parcel, 'canceled', { actor, reason, at });
      return { status: 'canceled' };
    });
  }

  /** Asks the hub to stop a parcel it holds before it ships; staff answer with resolveInterception. */
  async requestInterception(viewer: Viewer, actor: Actor, id: number, reason: string) {
    return transaction(this.deps.db, async (tx) => {
      const parcel = await this.deps.parcelLookups.find(viewer, id, tx);
      if (!parcel) throw new AppError('PARCEL_NOT_FOUND');
      if (parcel.status !== 'handed_over' && parcel.status !== 'received') {
        throw ParcelMoves.refused(parcel.status, 'PARCEL_NOT_INTERCEPTABLE');
      }
      if (parcel.interception_requested === 1) throw new AppError('PARCEL_INTERCEPTION_PENDING');
      const at = this.now();
      if (!(await this.deps.parcels.update(tx, viewer, id, parcel.status, at, { interception_requested: 1 }))) {
        throw new AppError('CONFLICT');
      }
      await this.deps.history.transition(tx, viewer, id, {
        from: parcel.status,
        to: parcel.status,
        actor,
        reason: reason ? `Interception requested: ${reason}` : 'Interception requested',
        at,
      });
      return { status: parcel.status, interception_requested: true };
    });
  }

  async replyException(viewer: Viewer, id: number, exceptionId: number, reply: string) {
    return transaction(this.deps.db, async (tx) => {
      const parcel = await this.deps.parcelLookups.find(viewer, id, tx);
      if (!parcel) throw new AppError('PARCEL_NOT_FOUND');
      const at = this.now();
      if (!(await this.deps.history.reply(tx, viewer, id, exceptionId, reply, at))) {
        throw new AppError('PARCEL_EXCEPTION_NOT_OPEN');
      }
      const stillOpen = (await this.deps.history.exceptions(viewer, id, tx)).some((e) => e.state === 'open');
      if (!stillOpen) await this.deps.parcels.update(tx, viewer, id, parcel.status, at, { needs_reply: 0 });
      return { state: 'replied' };
    });
  }
}
