import { PARCEL_STATUS_NAMES, type ParcelStatus } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { EventOutbox } from '../../platform/events/event-outbox';
import type { ParcelCountsRepository } from './parcel-counts-repository';
import type { ParcelHistoryRepository } from './parcel-history-repository';
import type { ParcelRepository } from './parcel-repository';
import { canMove } from './parcel-state-machine';
import type { ParcelRow } from './parcel-tables';

type MoveSet = Parameters<ParcelRepository['move']>[6];

/**
 * The one writer of a parcel's status: the table's check, the conditional update, the history, the
 * event and the merchant's counts per status. The counts are written last: a step that also holds,
 * releases or charges the wallet does so before the move or in its `locking`, so every parcel
 * transaction takes the merchant's wallet row before its count rows and two cannot deadlock.
 */
export class ParcelMoves {
  constructor(
    private readonly parcels: ParcelRepository,
    private readonly history: ParcelHistoryRepository,
    private readonly events: EventOutbox,
    private readonly counts: ParcelCountsRepository,
  ) {}

  /** PARCEL_STEP_REFUSED naming the status the parcel is in. */
  static refused(
    status: ParcelStatus,
    code:
      | 'PARCEL_STEP_REFUSED'
      | 'PARCEL_NOT_CANCELABLE'
      | 'PARCEL_NOT_INTERCEPTABLE'
      | 'PARCEL_NOT_EDITABLE' = 'PARCEL_STEP_REFUSED',
  ) {
    return new AppError(code, { params: { status: PARCEL_STATUS_NAMES[status] } });
  }

  /**
   * Moves `parcel` (as the caller read it) to `to`, in the caller's transaction: refused when the
   * table does not allow it, CONFLICT when another writer moved it first. `locking` runs after the
   * status is written and before the counts (the receipt's charge).
   */
  async move(
    tx: Tx,
    scope: TenantScope,
    parcel: ParcelRow,
    to: ParcelStatus,
    how: { actor: Actor; reason: string; at: string; set?: MoveSet; locking?: () => Promise<void> },
  ): Promise<void> {
    if (!canMove(parcel.status, to)) throw ParcelMoves.refused(parcel.status);
    if (!(await this.parcels.move(tx, scope, parcel.id, parcel.status, to, how.at, how.set))) {
      throw new AppError('CONFLICT');
    }
    await this.history.transition(tx, scope, parcel.id, {
      from: parcel.status,
      to,
      actor: how.actor,
      reason: how.reason,
      at: how.at,
    });
    await this.events.append(tx, [
      {
        customerId: scope.customerId,
        type: 'parcel.statusChanged',
        subject: parcel.id,
        payload: {
          parcel_id: parcel.id,
          parcel_no: parcel.parcel_no,
          from: parcel.status,
          to,
          actor: how.actor.kind,
          reason: how.reason,
        },
      },
    ]);
    await how.locking?.();
    await this.counts.apply(
      tx,
      scope,
      new Map([
        [parcel.status, -1],
        [to, 1],
      ]),
    );
  }

  /**
   * A new parcel's first entry (from nothing to Draft or Pre-advised). `locking` runs before the
   * counts: a save that pre-advises at once holds its estimate there.
   */
  created(
    tx: Tx,
    scope: TenantScope,
    parcel: { id: number; parcel_no: string },
    to: ParcelStatus,
    actor: Actor,
    at: string,
    locking?: () => Promise<void>,
  ) {
    return this.createdMany(tx, scope, [parcel], to, actor, at, locking);
  }

  /** The first entries of several new parcels (an import's slice): their history, events and count together. */
  async createdMany(
    tx: Tx,
    scope: TenantScope,
    parcels: { id: number; parcel_no: string }[],
    to: ParcelStatus,
    actor: Actor,
    at: string,
    locking?: () => Promise<void>,
  ) {
    await this.history.transitionsOf(
      tx,
      scope,
      parcels.map((parcel) => parcel.id),
      { from: null, to, actor, reason: '', at },
    );
    await this.events.append(
      tx,
      parcels.map((parcel) => ({
        customerId: scope.customerId,
        type: 'parcel.statusChanged' as const,
        subject: parcel.id,
        payload: { parcel_id: parcel.id, parcel_no: parcel.parcel_no, from: null, to, actor: actor.kind, reason: '' },
      })),
    );
    await locking?.();
    await this.counts.apply(tx, scope, new Map([[to, parcels.length]]));
  }
}
