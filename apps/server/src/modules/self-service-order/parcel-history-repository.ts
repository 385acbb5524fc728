import type { ParcelStatus } from '@portal/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import { type Actor, actorColumns } from '../../platform/actor';
import type {
  ParcelExceptionsTable,
  ParcelTables,
  ParcelTrackingEventsTable,
  ParcelTransitionsTable,
} from './parcel-tables';

export type TransitionRow = Selectable<ParcelTransitionsTable>;
export type TrackingEventRow = Selectable<ParcelTrackingEventsTable>;
export type ExceptionRow = Selectable<ParcelExceptionsTable>;

/** A parcel's history: its transitions, the carrier's tracking events and the exceptions with their replies. */
export class ParcelHistoryRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ParcelTables>(this.db, tx);
  }

  transition(
    tx: Tx,
    scope: TenantScope,
    parcelId: number,
    move: { from: ParcelStatus | null; to: ParcelStatus; actor: Actor; reason: string; at: string },
  ): Promise<void> {
    return this.transitionsOf(tx, scope, [parcelId], move);
  }

  /** The same move of several parcels (an import's new drafts), one statement. */
  async transitionsOf(
    tx: Tx,
    scope: TenantScope,
    parcelIds: number[],
    move: { from: ParcelStatus | null; to: ParcelStatus; actor: Actor; reason: string; at: string },
  ): Promise<void> {
    if (!parcelIds.length) return;
    await this.kysely(tx)
      .insertInto('parcel_transitions')
      .values(
        parcelIds.map((parcelId) => ({
          customer_id: scope.customerId,
          parcel_id: parcelId,
          from_status: move.from,
          to_status: move.to,
          ...actorColumns(move.actor),
          reason: move.reason,
          created_at: move.at,
        })),
      )
      .execute();
  }

  transitions(scope: TenantScope, parcelId: number): Promise<TransitionRow[]> {
    return this.kysely()
      .selectFrom('parcel_transitions')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', parcelId)
      .orderBy('id')
      .execute();
  }

  async trackingEvent(
    tx: Tx,
    scope: TenantScope,
    parcelId: number,
    event: { status_text: string; location: string; occurred_at: string; at: string },
  ): Promise<void> {
    await this.kysely(tx)
      .insertInto('parcel_tracking_events')
      .values({
        customer_id: scope.customerId,
        parcel_id: parcelId,
        status_text: event.status_text,
        location: event.location,
        occurred_at: event.occurred_at,
        created_at: event.at,
      })
      .execute();
  }

  /** Newest first, as a tracking page lists them. */
  trackingEvents(scope: TenantScope, parcelId: number): Promise<TrackingEventRow[]> {
    return this.kysely()
      .selectFrom('parcel_tracking_events')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', parcelId)
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  async raise(tx: Tx, scope: TenantScope, parcelId: number, reason: string, at: string): Promise<number> {
    const row = await this.kysely(tx)
      .insertInto('parcel_exceptions')
      .values({
        customer_id: scope.customerId,
        parcel_id: parcelId,
        reason,
        state: 'open',
        reply: '',
        replied_at: null,
        resolved_at: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  exceptions(scope: TenantScope, parcelId: number, tx?: Tx): Promise<ExceptionRow[]> {
    return this.kysely(tx)
      .selectFrom('parcel_exceptions')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', parcelId)
      .orderBy('id')
      .execute();
  }

  /** The merchant's reply to an open exception: false when it is not open (answered, resolved, unknown). */
  async reply(tx: Tx, scope: TenantScope, parcelId: number, exceptionId: number, reply: string, at: string) {
    const result = await this.kysely(tx)
      .updateTable('parcel_exceptions')
      .set({ state: 'replied', reply, replied_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', parcelId)
      .where('id', '=', exceptionId)
      .where('state', '=', 'open')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Closes every exception of the parcel not yet resolved; answers how many. */
  async resolveAll(tx: Tx, scope: TenantScope, parcelId: number, at: string): Promise<number> {
    const result = await this.kysely(tx)
      .updateTable('parcel_exceptions')
      .set({ state: 'resolved', resolved_at: at })
      .where('customer_id', '=', scope.customerId)
      .where('parcel_id', '=', parcelId)
      .where('state', '!=', 'resolved')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
